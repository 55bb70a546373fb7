import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface Tab<K extends string> {
  key: K;
  label: ReactNode;
}

export interface TabListProps<K extends string> {
  /** Every tab in order: the arrow keys move through all of them, shown or not. */
  tabs: readonly Tab<K>[];
  selected: K;
  /** A tab was chosen by tap, click or key: select it (the list only shows what it is given). */
  onSelect: (key: K) => void;
  /** Names the list for screen readers. */
  label: string;
  /** Prefix of the tab ids (`${idPrefix}-tab-${key}`) and of the panels' (see {@link TabPanel}). */
  idPrefix: string;
  /** The id of the panel every tab controls, when they share one. @defaultValue one panel per tab */
  sharedPanelId?: string;
  /** The tabs on screen, `[start, end)`, for a list shown a page at a time. @defaultValue all */
  shown?: readonly [number, number];
  className?: string;
  tabClassName?: string;
}

const tabId = (idPrefix: string, key: string) => `${idPrefix}-tab-${key}`;
const panelId = (idPrefix: string, key: string) => `${idPrefix}-panel-${key}`;

const STEP: Record<string, (index: number, last: number) => number> = {
  ArrowRight: (index, last) => (index === last ? 0 : index + 1),
  ArrowLeft: (index, last) => (index === 0 ? last : index - 1),
  Home: () => 0,
  End: (_, last) => last,
};

/**
 * An ARIA tab list (WAI-ARIA "tabs with automatic activation"): one tab in the tab order (the
 * selected one), the arrow keys wrap around, Home and End go to the ends; moving selects. Focus
 * follows a key once the new tab is rendered, so a paged list can bring the tab on screen first.
 *
 * @example
 * <TabList tabs={[{ key: 'home', label: t`Home` }]} selected={tab} onSelect={setTab} label={t`Sections`} idPrefix="site" />
 * <TabPanel idPrefix="site" tab="home" hidden={tab !== 'home'}>...</TabPanel>
 */
export function TabList<K extends string>(props: TabListProps<K>) {
  const { tabs, selected, onSelect, label, idPrefix, sharedPanelId, shown = [0, tabs.length], className, tabClassName } = props;
  const list = useRef<HTMLDivElement>(null);
  const focusSelected = useRef(false);

  useEffect(() => {
    if (!focusSelected.current) return;
    focusSelected.current = false;
    list.current?.querySelector<HTMLElement>('[aria-selected=true]')?.focus();
  }, [selected]);

  function onKeyDown(event: KeyboardEvent) {
    const step = STEP[event.key];
    if (!step) return;
    event.preventDefault();
    const next =
      tabs[
        step(
          tabs.findIndex((tab) => tab.key === selected),
          tabs.length - 1,
        )
      ];
    if (!next || next.key === selected) return;
    focusSelected.current = true;
    onSelect(next.key);
  }

  return (
    <div ref={list} role="tablist" aria-label={label} className={className}>
      {tabs.slice(...shown).map((tab) => (
        <button
          key={tab.key}
          type="button"
          role="tab"
          id={tabId(idPrefix, tab.key)}
          aria-controls={sharedPanelId ?? panelId(idPrefix, tab.key)}
          aria-selected={tab.key === selected}
          tabIndex={tab.key === selected ? 0 : -1}
          className={tabClassName}
          onKeyDown={onKeyDown}
          onClick={() => onSelect(tab.key)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

export interface TabPanelProps {
  idPrefix: string;
  /** The key of the tab that names this panel. */
  tab: string;
  /** The panel's id when every tab shares it (the list's `sharedPanelId`). @defaultValue its own */
  id?: string;
  /** A panel kept in the page while another tab is selected (what was typed stays). */
  hidden?: boolean;
  className?: string;
  children: ReactNode;
}

/** A tab's panel, named by its tab. Focusable, as the pattern asks: a panel may hold no control. */
export function TabPanel({ idPrefix, tab, id, hidden, className, children }: TabPanelProps) {
  return (
    <div
      role="tabpanel"
      id={id ?? panelId(idPrefix, tab)}
      aria-labelledby={tabId(idPrefix, tab)}
      hidden={hidden}
      tabIndex={0}
      className={className}
    >
      {children}
    </div>
  );
}
