import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface Tab<K extends string> {
  key: K;
  label: string;
}

export interface TabsProps<K extends string> {
  tabs: readonly Tab<K>[];
  active: K;
  onSelect: (key: K) => void;
  /** Names the tab list for screen readers. */
  label: string;
  /** Prefix of the tab and panel ids. */
  idPrefix: string;
}

/**
 * A real ARIA tab list (WAI-ARIA "tabs with automatic activation"): one tab in the tab order,
 * arrow keys, Home and End move and select. Selecting changes state only: no route change
 * (spec 2.17, "shown or hidden in place").
 */
export function Tabs<K extends string>({ tabs, active, onSelect, label, idPrefix }: TabsProps<K>) {
  const list = useRef<HTMLDivElement>(null);

  function onKeyDown(event: KeyboardEvent) {
    const index = tabs.findIndex((tab) => tab.key === active);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = (next + tabs.length) % tabs.length;
    onSelect(tabs[target]!.key);
    list.current?.querySelectorAll<HTMLElement>('[role=tab]')[target]?.focus();
  }

  return (
    <div ref={list} className="of-tabs" role="tablist" aria-label={label}>
      {tabs.map((tab) => (
        <button
          key={tab.key}
          type="button"
          role="tab"
          onKeyDown={onKeyDown}
          id={`${idPrefix}-tab-${tab.key}`}
          aria-controls={`${idPrefix}-panel-${tab.key}`}
          aria-selected={tab.key === active}
          tabIndex={tab.key === active ? 0 : -1}
          className="of-tab"
          onClick={() => onSelect(tab.key)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

/** A tab's panel: always in the page (the form keeps what was typed), hidden unless active. */
export function TabPanel({ idPrefix, tab, active, children }: { idPrefix: string; tab: string; active: boolean; children: ReactNode }) {
  return (
    <div
      role="tabpanel"
      id={`${idPrefix}-panel-${tab}`}
      aria-labelledby={`${idPrefix}-tab-${tab}`}
      hidden={!active}
      tabIndex={0}
      className="of-panel"
    >
      {children}
    </div>
  );
}
