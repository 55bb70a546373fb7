import type { Disclosure } from '@lendview/api';
import { cents } from '@lendview/api/disclosure';
import { Trans } from '@lingui/react/macro';
import { formatCents, formatWireDate } from '../../../core/format-figures';
import { useLendview } from '../../../core/provider';

/** The repayment schedule as a table (a screen reader reads each payment's date and amounts by column). */
export function Schedule({ disclosure }: { disclosure: Disclosure }) {
  const { market } = useLendview();
  const { schedule } = disclosure;
  const withInterest = schedule.some((payment) => payment.interest !== undefined);
  const money = (amount: string | undefined) => (amount === undefined ? '' : formatCents(cents(amount), market));
  return (
    <table className="kf-schedule">
      <caption className="kf-subtitle"><Trans>Repayment schedule</Trans></caption>
      <thead>
        <tr>
          <th scope="col"><Trans>No.</Trans></th>
          <th scope="col"><Trans>Due date</Trans></th>
          <th scope="col"><Trans>Amount</Trans></th>
          {withInterest && <th scope="col"><Trans>Of which interest</Trans></th>}
        </tr>
      </thead>
      <tbody>
        {schedule.map((payment, index) => (
          <tr key={payment.date}>
            <td>{index + 1}</td>
            <td>{formatWireDate(payment.date)}</td>
            <td>{money(payment.amount)}</td>
            {withInterest && <td>{money(payment.interest)}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
