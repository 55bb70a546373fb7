/**
 * Ids are unique per page load (`bridge-spec/REFERENCE.md`), and two bridges on one page must not answer each
 * other's replies, so the counter and the set of awaited ids belong to the page (its `window`),
 * never to this module: a module-level counter would be shared by unrelated pages in tests and
 * duplicated by two copies of the SDK on one page.
 */
export interface PageIds {
  /** The next id of this page: `w-1`, `w-2`, ... */
  next(): string;
  /** Marks an id as awaited by some bridge of this page, or no longer. */
  hold(id: string): void;
  release(id: string): void;
  /** Whether some bridge of this page awaits this id (a reply to it is not "unknown"). */
  isHeld(id: string): boolean;
}

interface PageState {
  count: number;
  held: Set<string>;
}

const KEY = Symbol.for('lendview.bridge.page');

/**
 * The id registry of one page, stored on its window; a fresh one when there is no window.
 *
 * @example
 * const ids = pageIds(window);
 * ids.next(); // 'w-1'
 */
export function pageIds(scope?: object): PageIds {
  const holder = scope as { [KEY]?: PageState } | undefined;
  let state = holder?.[KEY];
  if (!state) {
    state = { count: 0, held: new Set() };
    if (holder && Object.isExtensible(holder)) Object.defineProperty(holder, KEY, { value: state });
  }
  const page = state;
  return {
    next: () => `w-${++page.count}`,
    hold: (id) => void page.held.add(id),
    release: (id) => void page.held.delete(id),
    isHeld: (id) => page.held.has(id),
  };
}
