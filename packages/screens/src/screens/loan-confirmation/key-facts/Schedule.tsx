import type { Disclosure } from '@lendview/api';
import { cents } from '@lendview/api/disclosure';
import { Trans } from '@lingui/react/macro';
import { formatCents, formatWireDate } from '../../../core/format-figures';
import { useLendview } from '../../../core/provider';

/**
 * The repayment schedule, one list item per payment (date, amount, its interest). A list rather
 * than a table: its items wrap at 320 px with 200 % text, where four table columns cannot.
 */
export function Schedule({ disclosure }: { disclosure: Disclosure }) {
  const { market } = useLendview();
  const money = (amount: string) => formatCents(cents(amount), market);
  return (
    <>
      <h3 id="kf-schedule" className="kf-subtitle">
        <Trans>Repayment schedule</Trans>
      </h3>
      {/* WebKit drops the role of a list without bullets (VoiceOver would not say "list, 3 items"). */}
      {/* eslint-disable-next-line jsx-a11y/no-redundant-roles */}
      <ol className="kf-schedule" role="list" aria-labelledby="kf-schedule">
        {disclosure.schedule.map(({ date, amount, interest }) => {
          const due = formatWireDate(date);
          const part = interest === undefined ? '' : money(interest);
          return (
            <li key={date}>
              <span className="kf-due">
                <Trans>Due {due}</Trans>
              </span>
              <strong className="kf-pay">{money(amount)}</strong>
              {part && (
                <span className="kf-note">
                  <Trans>of which interest {part}</Trans>
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </>
  );
}
