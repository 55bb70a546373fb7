import { useLingui } from '@lingui/react/macro';
import type { ComplaintTab } from '@lendview/api';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { TabPanel } from './TabPanel';

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
  const focusNext = useRef(false);
  const tabRefs = useRef(new Map<number, HTMLButtonElement>());
  const baseId = useId();

  const current = Math.min(selected, tabs.length - 1); // a refresh may bring fewer tabs
  const page = Math.floor(current / TABS_PER_PAGE);
  const pages = Math.ceil(tabs.length / TABS_PER_PAGE);
  const first = page * TABS_PER_PAGE;

  useEffect(() => {
    if (!focusNext.current) return;
    focusNext.current = false;
    tabRefs.current.get(current)?.focus();
  }, [current]);

  function select(index: number, focus = false) {
    focusNext.current = focus;
    setSelected(index);
  }

  function onKeyDown(event: KeyboardEvent) {
    const last = tabs.length - 1;
    const target = { ArrowRight: current === last ? 0 : current + 1, ArrowLeft: current === 0 ? last : current - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target, true);
  }

  return (
    <>
      <div className="cl-tabbar">
        {pages > 1 && (
          <button type="button" className="cl-page" aria-label={t`Previous tabs`} disabled={page === 0} onClick={() => select(first - TABS_PER_PAGE)}>
            <Chevron direction="left" />
          </button>
        )}
        <div role="tablist" aria-label={t`Complaints by status`} className="cl-tablist">
          {tabs.slice(first, first + TABS_PER_PAGE).map((tab, offset) => {
            const index = first + offset;
            return (
              <button
                key={index}
                ref={(element) => { if (element) tabRefs.current.set(index, element); else tabRefs.current.delete(index); }}
                type="button"
                role="tab"
                onKeyDown={onKeyDown}
                id={`${baseId}-tab-${index}`}
                className="cl-tab"
                aria-selected={index === current}
                aria-controls={`${baseId}-panel`}
                tabIndex={index === current ? 0 : -1}
                onClick={() => select(index)}
              >
                {tab.title}
              </button>
            );
          })}
        </div>
        {pages > 1 && (
          <button type="button" className="cl-page" aria-label={t`Next tabs`} disabled={page === pages - 1} onClick={() => select(first + TABS_PER_PAGE)}>
            <Chevron direction="right" />
          </button>
        )}
      </div>
      <TabPanel id={`${baseId}-panel`} labelledBy={`${baseId}-tab-${current}`} tab={tabs[current]!} />
    </>
  );
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
