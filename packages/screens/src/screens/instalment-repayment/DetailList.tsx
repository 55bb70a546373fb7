import { Trans } from '@lingui/react/macro';
import type { LabelValue } from '@lendview/api';
import { useId, useState } from 'react';

/** Spec 2.10 and section 9: the detail list starts collapsed to its first 2 rows. */
export const COLLAPSED_ROWS = 2;

/**
 * The instalment's detail rows, collapsed to the first {@link COLLAPSED_ROWS} with one toggle
 * button reading More or Hide (`aria-expanded`, `aria-controls`). The toggle exists only when
 * there is something to reveal. Its state is local, so toggling re-renders the list alone.
 */
export function DetailList({ rows }: { rows: LabelValue[] }) {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? rows : rows.slice(0, COLLAPSED_ROWS);
  if (rows.length === 0) return null;
  return (
    <>
      <dl id={id} className="ir-detail" data-state={expanded ? 'open' : 'closed'}>
        {shown.map((row, i) => (
          <div key={i} className="lv-row">
            <dt className="lv-row-label">{row.label}</dt>
            <dd className="lv-row-value">{row.value}</dd>
          </div>
        ))}
      </dl>
      {rows.length > COLLAPSED_ROWS && (
        <button
          type="button"
          className="lv-link ir-toggle"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? <Trans>Hide</Trans> : <Trans>More</Trans>}
          <svg className="ir-toggle-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path
              fill="none"
              stroke="currentColor"
              strokeWidth="2.2"
              strokeLinecap="round"
              strokeLinejoin="round"
              d="m6 9 6 6 6-6"
            />
          </svg>
        </button>
      )}
    </>
  );
}
