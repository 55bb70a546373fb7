/**
 * `@lendview/screens/vitals`: each screen's real-user Web Vitals for the host, measured by Google's
 * `web-vitals` (the definitions Chrome's own field data uses). An entry of its own, not a provider
 * option: a host imports it with `import()` once its first screen is live, so no first screen
 * carries a byte of it, and a host that never imports it pays nothing (docs/field-vitals.md).
 * Its declarations name none of web-vitals' types: those redeclare the DOM's `interactionId`,
 * which a host's type check without `skipLibCheck` refuses (TS2687) under TypeScript's DOM types.
 */
import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import type { ScreenView } from './core/host-callbacks';

export type { ScreenView };

/** The four metrics reported: the Core Web Vitals and the server's time to first byte. */
export type VitalName = 'LCP' | 'INP' | 'CLS' | 'TTFB';

/** One metric of one page load, with the screen it belongs to. */
export interface ScreenVital extends ScreenView {
  name: VitalName;
  /** Milliseconds (LCP, INP, TTFB), or the layout-shift score (CLS, no unit). */
  value: number;
  /** By web.dev's thresholds (LCP 2.5 s / 4 s, INP 200 / 500 ms, CLS 0.1 / 0.25, TTFB 0.8 / 1.8 s). */
  rating: 'good' | 'needs-improvement' | 'poor';
  /**
   * The same for every report of this metric in this page load: CLS and INP are reported again
   * when they grow after the borrower came back to the page, and the later report replaces the
   * earlier one.
   */
  id: string;
  /** How the page was reached (`back-forward-cache`: restored from memory; `restore`: reloaded after the engine discarded it). */
  navigationType: 'navigate' | 'reload' | 'back-forward' | 'back-forward-cache' | 'prerender' | 'restore';
}

export interface VitalsOptions {
  /** The screen the page opened on (its TTFB and LCP, and what happened before the next `view`). */
  view: ScreenView;
  /** Each metric once it is final: TTFB after the page's load, LCP at the first input, CLS and INP when the page is hidden. */
  onVitals: (vital: ScreenVital) => void;
  /** What went wrong measuring, or in `onVitals`: never thrown into the page. */
  onError?: (error: Error) => void;
}

export interface VitalsObserver {
  /**
   * Another screen is live from `at` on (`performance.now()` time, default now): a shift or an
   * interaction from then on counts for it. Call it with each screen view (`onScreenView`).
   */
  view(view: ScreenView, at?: number): void;
}

/**
 * Reports the page's Web Vitals, each with the screen it happened on: TTFB and LCP with the screen
 * the page opened on, CLS and INP with the screen of the layout shifts and of the interaction that
 * set them. On an engine without an API a metric needs (INP before Chrome 96, LCP and CLS in
 * WebKit, everything before iOS 15.1) that metric never arrives, and nothing is thrown.
 * Call it once per page.
 *
 * @example
 * const vitals = observeVitals({ view: { screen: 'loan-details', market: 'en' }, onVitals: (vital) => queue.push(vital) });
 * vitals.view({ screen: 'card-repayment', market: 'en' }); // the borrower moved on
 */
export function observeVitals({ view, onVitals, onError = () => undefined }: VitalsOptions): VitalsObserver {
  // Screens by the time they became live, oldest first.
  const views = [{ at: 0, view }];
  // A page restored from the back-forward cache starts again: its metrics have no entries.
  let shownAt = 0;
  const report = (error: unknown) => onError(error instanceof Error ? error : new Error(String(error)));
  const viewAt = (time: number) => views.filter((item) => item.at <= time).pop()?.view ?? views[0]!.view;
  const send = ({ name, value, rating, id, navigationType, entries }: Metric) => {
    try {
      const { screen, market } = viewAt(entries.length ? entries[0]!.startTime : shownAt);
      onVitals({ name: name as VitalName, value, rating, id, navigationType, screen, market });
    } catch (error) {
      report(error);
    }
  };
  addEventListener('pageshow', (event) => {
    if (event.persisted) shownAt = performance.now();
  });
  // One failing observer (an engine's quirk) leaves the others measuring.
  for (const observe of [onTTFB, onLCP, onCLS, onINP]) {
    try {
      observe(send);
    } catch (error) {
      report(error);
    }
  }
  return {
    view(next, at = performance.now()) {
      views.push({ at, view: next });
      views.sort((a, b) => a.at - b.at);
    },
  };
}
