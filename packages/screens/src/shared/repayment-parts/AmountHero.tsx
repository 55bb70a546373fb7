import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { asText } from '../../core/text';
import { Skeleton } from '../../ui';

export interface AmountHeroProps {
  /** The screen's `h1`. */
  title: ReactNode;
  /** A line under the title (the extension's reviewer line). */
  lead?: ReactNode;
  amountLabel: ReactNode;
  /** The formatted amount; `undefined` while loading (a skeleton of the same height). */
  amount?: string;
  /** The formatted repay date; `undefined` while loading. */
  date?: string;
}

/**
 * The brand header of the repayment screens: title, the amount to pay and the repay date. The
 * same header is the loading state, with skeletons where the values go, so nothing moves on arrival.
 */
export function AmountHero({ title, lead, amountLabel, amount, date: repayDate }: AmountHeroProps) {
  // The server's date: an element, so `<Trans>` never parses it for tags.
  const date = repayDate === undefined ? undefined : asText(repayDate);
  return (
    <header className="rp-hero">
      <h1>{title}</h1>
      {lead !== undefined && <div className="rp-hero-lead">{lead}</div>}
      <p className="rp-amount-label">{amountLabel}</p>
      {amount === undefined ? <Skeleton height={41} width="60%" /> : <p className="rp-amount">{amount}</p>}
      {date === undefined ? (
        <div className="rp-date">
          <Skeleton height={20} width="45%" />
        </div>
      ) : (
        <p className="rp-date">
          <Trans>Repay date: {date}</Trans>
        </p>
      )}
    </header>
  );
}
