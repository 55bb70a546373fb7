import type { Page } from 'playwright-core';
import { CATALOG, sampleUrl, type CatalogEntry } from '../../../examples/webview-app/src/catalog';
import { appUrl } from './browser';

export { CATALOG, sampleUrl };

/** The catalog entry of a screen id. */
export function entry(id: string): CatalogEntry {
  const found = CATALOG.find((e) => e.id === id);
  if (!found) throw new Error(`no catalog entry ${id}`);
  return found;
}

/** Opens a screen's sample address in a market and waits until its content (not a skeleton) shows. */
export async function openScreen(page: Page, id: string, market: 'en' | 'es', extraQuery = '') {
  const url = sampleUrl(entry(id), market);
  await page.goto(appUrl(extraQuery ? `${url}&${extraQuery}` : url));
  await page.waitForSelector('main[data-screen]:not(:has([aria-busy="true"]))');
}

/** Saves a screenshot under tests/e2e/screenshots when SCREENSHOTS=1 (for looking at, not asserting). */
export async function snap(page: Page, name: string) {
  if (process.env.SCREENSHOTS !== '1') return;
  await page.screenshot({ path: `tests/e2e/screenshots/${name}.png`, fullPage: true });
}
