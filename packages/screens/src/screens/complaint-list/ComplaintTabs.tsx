import { useLingui } from '@lingui/react/macro';
import type { ComplaintTab } from '@lendview/api';
import { useId, useState } from 'react';
import { TabList } from '../../ui/Tabs';
import { ComplaintPanel } from './ComplaintPanel';

/** Spec 2.4 and section 9: tabs show 5 per page by default; this list shows 3. */
export const TABS_PER_PAGE = 3;

/**
 * The server's tabs as an ARIA tablist, 3 at a time. With more than 3, Previous and Next move a
 * page and select its first tab; the arrow keys move tab by tab across pages (Home and End too).
 * The page always follows the selected tab, so the selected tab is always on screen.
 */
export function ComplaintTabs({ tabs }: { tabs: ComplaintTab[] }) {
  const { t } = useLingui();
  const [selected, setSelected] = useState(0);
  const baseId = useId();

  const current = Math.min(selected, tabs.length - 1); // a refresh may bring fewer tabs
  const page = Math.floor(current / TABS_PER_PAGE);
  const pages = Math.ceil(tabs.length / TABS_PER_PAGE);
  const first = page * TABS_PER_PAGE;
  // Server titles may repeat: a tab is known by its position.
  const items = tabs.map((tab, index) => ({ key: String(index), label: tab.title }));

  return (
    <>
      <div className="cl-tabbar">
        {pages > 1 && (
          <button
            type="button"
            className="cl-page"
            aria-label={t`Previous tabs`}
            disabled={page === 0}
            onClick={() => setSelected(first - TABS_PER_PAGE)}
          >
            <Chevron direction="left" />
          </button>
        )}
        <TabList
          tabs={items}
          selected={String(current)}
          onSelect={(key) => setSelected(Number(key))}
          label={t`Complaints by status`}
          idPrefix={baseId}
          sharedPanelId={`${baseId}-panel`}
          shown={[first, first + TABS_PER_PAGE]}
          className="cl-tablist"
          tabClassName="cl-tab"
        />
        {pages > 1 && (
          <button
            type="button"
            className="cl-page"
            aria-label={t`Next tabs`}
            disabled={page === pages - 1}
            onClick={() => setSelected(first + TABS_PER_PAGE)}
          >
            <Chevron direction="right" />
          </button>
        )}
      </div>
      <ComplaintPanel idPrefix={baseId} id={`${baseId}-panel`} tab={String(current)} complaints={tabs[current]!} />
    </>
  );
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path
        d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
