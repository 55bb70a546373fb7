import { serve, type ServerType } from '@hono/node-server';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAppServer } from '../../examples/webview-app/server/node/app';
import type { StoredVital } from '../../examples/webview-app/server/vitals';
import { launch, phone } from './support/browser';
import { entry, sampleUrl } from './support/screens';

/**
 * Field Web Vitals end to end in Chromium: `@lendview/screens/vitals` in the example app, its
 * beacon, and the Node server's file (`LENDVIEW_VITALS_FILE`). The page goes away as a borrower's
 * does (another page replaces it), which hides it: that is when CLS and INP are final and sent.
 */

const DIST = join(import.meta.dirname, '../../examples/webview-app/dist');
const file = join(mkdtempSync(join(tmpdir(), 'lendview-vitals-')), 'vitals.jsonl');
let origin: string;
let server: ServerType;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  const app = createAppServer({ distDir: DIST, vitalsFile: file });
  server = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(async () => {
  ({ page } = await phone(browser));
  page.on('pageerror', (error) => {
    throw error;
  });
  // When the app marked the screen live, on the page's clock (to compare with the chunk's request).
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.documentElement.dataset.interactive === undefined) return;
      document.documentElement.dataset.liveAt = String(performance.now());
      observer.disconnect();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-interactive'] });
  });
  return () => page.context().close();
});

/** Opens a screen's sample address and waits for the measuring chunk to have run. */
async function openMeasured(id: string, market: 'en' | 'es') {
  await page.goto(`${origin}${sampleUrl(entry(id), market)}`);
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((r) => /\/vitals-[\w-]+\.js$/.test(r.name)));
  const { liveAt, requestedAt } = await page.evaluate(() => ({
    liveAt: Number(document.documentElement.dataset.liveAt),
    requestedAt: performance.getEntriesByType('resource').find((r) => /\/vitals-[\w-]+\.js$/.test(r.name))!.startTime,
  }));
  return { liveAt, requestedAt };
}

/** Leaves the page, as closing the web view does, and reads what the server kept of it. */
async function leave(count: number): Promise<StoredVital[]> {
  const before = reports().length;
  await page.goto('about:blank');
  await expect.poll(() => reports().length - before, { timeout: 10_000 }).toBeGreaterThanOrEqual(count);
  return reports().slice(before);
}

function reports(): StoredVital[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as StoredVital);
}

describe('field Web Vitals in Chromium', () => {
  it('a screen load reports its TTFB, LCP and CLS with the screen and market, from a chunk loaded only after the screen was live', async () => {
    // React DOM arrives late, as on a slow network: the page sits idle before the screen is live.
    await page.route(/\/react-dom-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const { liveAt, requestedAt } = await openMeasured('customer-service', 'en');
    expect(liveAt).toBeGreaterThan(1500);
    expect(requestedAt).toBeGreaterThan(liveAt);

    const sent = await leave(3);
    const byName = Object.fromEntries(sent.map((report) => [report.name, report]));
    expect(Object.keys(byName).sort()).toEqual(['CLS', 'LCP', 'TTFB']);
    for (const report of sent)
      expect(report).toMatchObject({ screen: 'customer-service', market: 'en', navigationType: 'navigate' });
    expect(byName.TTFB!.value).toBeGreaterThan(0);
    expect(byName.LCP!.value).toBeGreaterThanOrEqual(byName.TTFB!.value);
    expect(byName.CLS!.value).toBe(0);
    // The page's address carries the session: none of it is kept.
    expect(readFileSync(file, 'utf8')).not.toMatch(/sess-1|1001|dev-1|sessionId|userId/);
  });

  it('a tap reports the INP of the screen it was made on, in the market of the page', async () => {
    await openMeasured('loan-confirmation', 'es');
    const agree = page.getByRole('checkbox');
    expect(await agree.isChecked()).toBe(true);
    await agree.tap();
    await expect.poll(() => agree.isChecked()).toBe(false);
    // The interaction's timing entry is queued at the frame that showed its result.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

    const sent = await leave(4);
    const inp = sent.find((report) => report.name === 'INP');
    expect(inp).toMatchObject({ screen: 'loan-confirmation', market: 'es' });
    expect(inp!.value).toBeGreaterThan(0);
    expect(new Set(sent.map((report) => report.id)).size).toBe(sent.length);
  });

  it('after the borrower moves to another screen in the page, its interactions count for that screen', async () => {
    await openMeasured('complaint-home', 'en');
    await page.getByRole('link', { name: 'My complaints' }).tap();
    await page.waitForFunction(() => document.documentElement.dataset.interactive === 'complaint-list');
    // A slow handler on the new screen (300 ms of script) makes its tap the page's slowest interaction.
    await page.evaluate(() =>
      addEventListener(
        'pointerdown',
        () => {
          const end = performance.now() + 300;
          while (performance.now() < end);
        },
        { capture: true, once: true },
      ),
    );
    const tab = page.getByRole('tab', { name: 'In progress' });
    await tab.tap();
    await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

    const sent = await leave(4);
    const screens = Object.fromEntries(sent.map((report) => [report.name, report.screen]));
    expect(screens).toMatchObject({ TTFB: 'complaint-home', LCP: 'complaint-home', INP: 'complaint-list' });
    expect(sent.find((report) => report.name === 'INP')!.value).toBeGreaterThanOrEqual(300);
  });
});
