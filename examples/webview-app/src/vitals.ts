import { observeVitals } from '@lendview/screens/vitals';
import type { FieldVital } from '../server/vitals';

/** Reports in one request at most (the server refuses more: `server/vitals.ts`). */
const BATCH = 10;

/**
 * The app's side of `@lendview/screens/vitals` (docs/field-vitals.md): each screen's Web Vitals,
 * labelled with the screen `<html data-interactive>` names, sent to the app's server
 * (`POST {base}vitals`) when the page is hidden: the borrower leaves the web view, switches apps or
 * the app closes the screen. `main.tsx` loads this chunk once the first screen is live and the
 * page idle, so a first visit downloads none of it.
 *
 * @example
 * reportVitals('loan-details');
 */
export function reportVitals(landing: string): void {
  // A page opened from a file has no server to send them to.
  if (!/^https?:$/.test(location.protocol)) return;
  const endpoint = new URL(`${import.meta.env.BASE_URL}vitals`, location.href).href;
  const queue: FieldVital[] = [];
  const flush = () => {
    while (queue.length) {
      // A beacon is sent even as the page goes away; an engine without one (or a full beacon
      // queue) loses these reports, never the screen.
      try {
        navigator.sendBeacon(endpoint, JSON.stringify(queue.splice(0, BATCH)));
      } catch {
        return;
      }
    }
  };
  const html = document.documentElement;
  // The page's language, which App.tsx sets from the address (`en-IN`, `es-MX`), is its market.
  // (Read here, not from the address: this chunk then imports nothing of the first screen's.)
  const view = (screen: string) => ({ screen, market: html.lang.startsWith('en') ? ('en' as const) : ('es' as const) });
  const vitals = observeVitals({
    view: view(landing),
    onVitals({ name, value, screen, market, navigationType, id }) {
      // Whole milliseconds; CLS to four places.
      const rounded = name === 'CLS' ? Math.round(value * 1e4) / 1e4 : Math.round(value);
      queue.push({ name, value: rounded, screen, market, navigationType, id });
      if (document.visibilityState === 'hidden' || queue.length >= BATCH) flush();
    },
    onError: (error) => console.warn('[lendview] field Web Vitals', error),
  });
  addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flush());
  addEventListener('pagehide', flush);

  // App.tsx names each screen that goes live on `<html>`.
  const live = () => {
    const screen = html.dataset.interactive;
    if (screen) vitals.view(view(screen));
  };
  new MutationObserver(live).observe(html, { attributeFilter: ['data-interactive'] });
  // The borrower moved on before this chunk arrived.
  if (html.dataset.interactive !== landing) live();
}
