import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { defineLoader } from '../../core/data';
import { useFormat } from '../../core/format';
import { useLendview } from '../../core/provider';
import { useScreenData } from '../../core/screen-data';
import { asText } from '../../core/text';
import { Deferred, defineScreen, Loading } from '../../ui';
import { loadLoanAgreement } from './load';
import { messages as en } from './locales/en';
import { messages as es } from './locales/es';
import { Note } from './Note';
import { css } from './styles';

const catalogs = { en, es };

// The contract's key facts, each statement its own chunk (loaded only for a contract that has
// them). Defined here and again in the loan confirmation's card, not shared: a module both
// import would be a file more for this first screen.
const loadKeyFactStatement = defineLoader(
  'loan-agreement:statement',
  () => import('../../shared/kfs/KeyFactStatement').then((module) => module.KeyFactStatement),
  { serializable: false },
);
const loadCaratula = defineLoader(
  'loan-agreement:caratula',
  () => import('../../shared/caratula/Caratula').then((module) => module.Caratula),
  { serializable: false },
);

/**
 * The loan agreement (spec 2.8): the contract's key facts when it has them (Mexico's carátula,
 * India's Key Fact Statement), then the promissory note filled with the order's contract detail
 * and the rates of spec section 9, with a summary of the figures first. Query: `orderNo`
 * (defaults to the session's `orderId`).
 *
 * @see docs/screens/loan-agreement.md: its decisions where the spec is silent.
 * @example
 * <LendviewProvider {...host} query="orderNo=174"><LoanAgreement /></LendviewProvider>
 */
export const LoanAgreement = defineScreen({
  name: 'loan-agreement',
  catalogs,
  css,
  Content: Content,
  Fallback: LoanAgreementLoading,
});

function Title() {
  return (
    <header className="la-header">
      <h1 className="la-title">
        <Trans>Loan agreement</Trans>
      </h1>
    </header>
  );
}

function LoanAgreementLoading() {
  const { t } = useLingui();
  return (
    <>
      <Title />
      <Loading label={t`Loading the agreement`} cards={[420, 640]} />
    </>
  );
}

function Content() {
  const { t } = useLingui();
  const { money, date } = useFormat();
  const { market } = useLendview();
  const { data: c } = useScreenData(loadLoanAgreement);
  const signedOn = asText(date(c.contractDate));

  const rows: [ReactNode, string][] = [
    [<Trans>Borrower</Trans>, c.userName],
    [<Trans>Address</Trans>, c.userAddress],
    [<Trans>Lender</Trans>, c.company],
    [<Trans>Product</Trans>, c.productName],
    [<Trans>Loan amount</Trans>, money(c.amount)],
    [<Trans>Loan date</Trans>, date(c.daiDate)],
    [<Trans>Due date</Trans>, date(c.planDate)],
    [<Trans>Interest</Trans>, money(c.interest)],
    [<Trans>Commission</Trans>, money(c.commission)],
    [<Trans>VAT</Trans>, money(c.iva)],
    [<Trans>Amount disbursed</Trans>, money(c.giveAmount)],
    [<Trans>Total to repay</Trans>, money(c.contractAmount)],
  ];

  return (
    <>
      <title>{t`Loan agreement`}</title>
      <Title />
      {/* The contract's key facts head it: Mexico's carátula (CONDUSEF), India's Key Fact Statement as the agreement's summary box (RBI). */}
      {c.disclosure !== undefined &&
        (market === 'en' ? (
          <Deferred load={loadKeyFactStatement} props={{ disclosure: c.disclosure, standalone: true }} />
        ) : (
          <Deferred load={loadCaratula} props={{ disclosure: c.disclosure, productName: c.productName, standalone: true }} />
        ))}
      <article className="lv-section la-note" aria-labelledby="la-note-title">
        <h2 id="la-note-title" className="la-note-title">
          <Trans>Promissory note</Trans>
        </h2>
        <p className="la-date lv-muted">
          <Trans>Date of signing: {signedOn}</Trans>
        </p>
        <dl className="la-summary">
          {rows.map(([label, value], index) => (
            <div key={index} className="lv-row">
              <dt className="lv-row-label">{label}</dt>
              <dd className="lv-row-value">{value}</dd>
            </div>
          ))}
        </dl>
        <Note contract={c} money={money} date={date} />
        <div className="la-signatures">
          <p>
            <span className="lv-muted">
              <Trans>Borrower (signed electronically)</Trans>
            </span>
            <strong>{c.userName}</strong>
          </p>
          <p>
            <span className="lv-muted">
              <Trans>Payable to</Trans>
            </span>
            <strong>{c.company}</strong>
          </p>
        </div>
      </article>
    </>
  );
}
