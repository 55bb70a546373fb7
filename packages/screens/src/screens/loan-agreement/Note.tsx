import type { Contract } from '@lendview/api';
import { Trans } from '@lingui/react/macro';
import { asText } from '../../core/text';

/** Spec section 9: the rates the note states, written as the spec writes them (the same in both markets). */
const RATES = { annualInterest: '18%', dailyInterest: '0.0065%', vat: '16%', dailyPenalty: '3%' } as const;

export interface NoteProps {
  contract: Contract;
  /** Formats a server amount for the market. */
  money: (amount: string) => string;
  /** Formats a server date (kept whole on one line). */
  date: (value: string) => string;
}

/**
 * The promissory note's clauses (spec 2.8): every contract field and the section 9 rates.
 * Values are server text rendered as text (`asText`). The note states the spec's rates as given; its daily
 * rate is not the annual rate divided by 365, and that is the lender's wording to keep.
 */
export function Note({ contract: c, money, date }: NoteProps) {
  // Every value is server text: as elements, never parsed for tags (see `asText`).
  const userName = asText(c.userName);
  const userAddress = asText(c.userAddress);
  const company = asText(c.company);
  const productName = asText(c.productName);
  const total = asText(money(c.contractAmount));
  const principal = asText(money(c.amount));
  const disbursed = asText(money(c.giveAmount));
  const interest = asText(money(c.interest));
  const commission = asText(money(c.commission));
  const iva = asText(money(c.iva));
  const dueDate = asText(date(c.planDate));
  const loanDate = asText(date(c.daiDate));
  const signedOn = asText(date(c.contractDate));
  const { annualInterest: annual, dailyInterest: daily, vat, dailyPenalty: penalty } = RATES;

  return (
    <ol className="la-clauses">
      <li>
        <h3 className="la-clause-title">
          <Trans>Promise to pay</Trans>
        </h3>
        <p>
          <Trans>
            For value received, I, <strong>{userName}</strong>, residing at {userAddress} (the “Borrower”), unconditionally
            promise to pay to the order of <strong>{company}</strong> (the “Lender”) the sum of <strong>{total}</strong> on{' '}
            <strong>{dueDate}</strong>.
          </Trans>
        </p>
      </li>
      <li>
        <h3 className="la-clause-title">
          <Trans>Loan</Trans>
        </h3>
        <p>
          <Trans>
            The Lender lends me <strong>{principal}</strong> under the product {productName}, granted on {loanDate}. After the
            charges set out in this note are deducted, <strong>{disbursed}</strong> is transferred to my account.
          </Trans>
        </p>
      </li>
      <li>
        <h3 className="la-clause-title">
          <Trans>Interest, commission and tax</Trans>
        </h3>
        <p>
          <Trans>
            The loan bears ordinary interest at an annual rate of {annual}, equal to a daily rate of {daily}, which for the term
            of this note amounts to <strong>{interest}</strong>. A commission of <strong>{commission}</strong> applies. Value
            added tax (VAT) of {vat} is charged on the interest plus the commission: <strong>{iva}</strong>.
          </Trans>
        </p>
      </li>
      <li>
        <h3 className="la-clause-title">
          <Trans>Late payment</Trans>
        </h3>
        <p>
          <Trans>
            If the sum is not paid in full on the due date, penalty interest of {penalty} per day accrues on the unpaid amount
            from the day after the due date until it is paid in full.
          </Trans>
        </p>
      </li>
      <li>
        <h3 className="la-clause-title">
          <Trans>Payment and signature</Trans>
        </h3>
        <p>
          <Trans>
            I will pay through the repayment channels offered in the app. This note is signed electronically on {signedOn} and is
            payable on its due date without protest or prior demand.
          </Trans>
        </p>
      </li>
    </ol>
  );
}
