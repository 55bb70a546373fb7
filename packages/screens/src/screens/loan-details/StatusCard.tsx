import type { OrderDetails } from '@lendview/api';
import { Trans } from '@lingui/react/macro';
import { statusTone } from './status';

/** A glyph per status: the shape differs as well as the colour, and the status text says it in words. */
const GLYPHS: Record<number, string> = {
  // 21 under review: a clock
  21: 'M12 7v5l3 2',
  // 151 approved, money on its way: an arrow
  151: 'M7 12h9m-3-4 4 4-4 4',
  // 110 failed: a cross
  110: 'm8.5 8.5 7 7m0-7-7 7',
  // 174 repayable: a calendar
  174: 'M7.5 9.5h9v7h-9zM7.5 12h9M10 8v3m4-3v3',
  // 180 overdue: an exclamation mark
  180: 'M12 7v6m0 3v.5',
  // 200 settled: a tick
  200: 'm7.5 12.5 3 3 6-6.5',
};
const DEFAULT_GLYPH = 'M12 11v5m0-8.5v.5';

/** The order's status: a coloured icon, the status text (the page heading) and its description. */
export function StatusCard({ order }: { order: OrderDetails }) {
  const tone = statusTone(order.status);
  return (
    <header className="ld-status" data-tone={tone}>
      <svg className="ld-status-icon" viewBox="0 0 24 24" width="48" height="48" aria-hidden="true">
        <circle cx="12" cy="12" r="11" />
        <path d={GLYPHS[order.status] ?? DEFAULT_GLYPH} />
      </svg>
      <div className="ld-status-text">
        <h1 className="ld-title">{order.statusText || <Trans>Loan details</Trans>}</h1>
        {order.statusDescription && <p className="ld-description">{order.statusDescription}</p>}
      </div>
    </header>
  );
}
