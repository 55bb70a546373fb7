import type { Disclosure } from '@lendview/api';
import { cents } from '@lendview/api/disclosure';
import { Trans } from '@lingui/react/macro';
import { formatCents, formatWireDate } from '../../core/format-figures';
import { useLendview } from '../../core/provider';

/**
 * Each payment's principal, interest and the principal still owed after it (RBI's Annex C), when
 * the lender sent every payment's interest and the principals add up to the sanctioned amount;
 * else `null` (the schedule then shows the payments alone).
 */
function breakdown(disclosure: Disclosure): { principal: number; interest: number; outstanding: number }[] | null {
  if (disclosure.charges.some((charge) => charge.timing === 'instalment')) return null;
  let outstanding = cents(disclosure.sanctionedAmount);
  const parts = [];
  for (const payment of disclosure.schedule) {
    if (payment.interest === undefined) return null;
    const interest = cents(payment.interest);
    const principal = cents(payment.amount) - interest - cents(payment.tax ?? '0');
    outstanding -= principal;
    parts.push({ principal, interest, outstanding });
  }
  return outstanding === 0 ? parts : null;
}

/**
 * The Key Fact Statement's annex: the repayment schedule, one list item per instalment (a list,
 * not a table: its items wrap at 320 px with 200 % text, where five table columns cannot).
 */
export function Annex({ disclosure }: { disclosure: Disclosure }) {
  const { market } = useLendview();
  const money = (value: number) => formatCents(value, market);
  const parts = breakdown(disclosure);
  return (
    <>
      <h3 id="kfs-annex" className="kfs-part">
        <Trans>Annex: Repayment schedule</Trans>
      </h3>
      {/* WebKit drops the role of a list without bullets (VoiceOver would not say "list, 3 items"). */}
      {/* eslint-disable-next-line jsx-a11y/no-redundant-roles */}
      <ol className="kfs-schedule" role="list" aria-labelledby="kfs-annex">
        {disclosure.schedule.map(({ date, amount }, index) => {
          const n = index + 1;
          const due = formatWireDate(date);
          const part = parts?.[index];
          const principal = part && money(part.principal);
          const interest = part && money(part.interest);
          const outstanding = part && money(part.outstanding);
          return (
            <li key={date}>
              <span>
                <Trans>
                  Instalment {n}, due {due}
                </Trans>
              </span>
              <strong>{money(cents(amount))}</strong>
              {part && (
                <span className="kfs-note">
                  <Trans>
                    Principal {principal}, interest {interest}; principal still owed {outstanding}
                  </Trans>
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </>
  );
}
