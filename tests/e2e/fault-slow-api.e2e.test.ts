import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, PHONE } from './support/browser';
import { startFaultRig, type FaultRig } from './support/fault-rig';
import { entry, sampleUrl } from './support/screens';

/**
 * An API that never answers: the server gives up at its budget (1.5 s here), cancels its call
 * and sends the skeleton, which is live at once; the browser's own request then fails at the
 * wire's 60 s counted from the page's first request, never later; connections to the API never
 * outnumber the requests in flight.
 */
const BUDGET = 1_500;
let browser: Browser;
let rig: FaultRig;
beforeAll(async () => {
  [browser, rig] = await Promise.all([launch(), startFaultRig(BUDGET)]);
});
afterAll(async () => {
  await browser?.close();
  await rig?.close();
});
afterEach(() => rig.api.reset());

describe('fault suite: a slow API', () => {
  it.each([
    ['customer-service', 'en'],
    ['loan-confirmation', 'es'],
  ] as const)(
    '%s: an interactive skeleton within the budget, one upstream call at a time, the timeout error at 60 s',
    async (id, market) => {
      rig.api.setFault('never-answers');
      const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      try {
        await page.clock.install();
        const started = Date.now();
        await page.goto(`${rig.url}${sampleUrl(entry(id), market)}`, { waitUntil: 'domcontentloaded' });
        // The server stopped at its budget: the page (its skeleton) was complete right after it...
        expect(Date.now() - started).toBeLessThan(BUDGET + 2_000);
        // ...and went live as soon as its scripts ran (slow here only when the machine is loaded).
        await page.waitForFunction(() => document.documentElement.dataset.interactive !== undefined, undefined, {
          timeout: 15_000,
        });
        expect(await page.locator('main[data-screen] [aria-busy="true"]').count()).toBeGreaterThan(0);

        // The server's call was cancelled at the budget: only the browser's own call stays open.
        await expect.poll(() => rig.api.requests.length, { timeout: 5_000 }).toBe(2);
        await expect.poll(() => rig.api.openConnections(), { timeout: 5_000 }).toBe(1);

        // 60 s from the page's first request (the server's wait included), the browser gives up.
        // (The page's clock runs from its request, the server's wait included.)
        const elapsed = await page.evaluate(() => performance.now());
        await page.clock.fastForward(Math.round(58_500 - elapsed));
        expect(await page.locator('.lv-error-state').count()).toBe(0);
        await page.clock.fastForward(3_000);
        await page.locator('.lv-error-state').waitFor({ timeout: 5_000 });
        await expect.poll(() => page.locator('.lv-error-text').innerText()).toMatch(/taking too long|tardando demasiado/);
        await expect.poll(() => rig.api.openConnections(), { timeout: 5_000 }).toBe(0);
      } finally {
        await context.close();
      }
    },
  );

  it('twenty pages at once against a silent API hold no more API connections than requests in flight', async () => {
    rig.api.setFault('never-answers');
    const pages = await Promise.all(
      Array.from({ length: 20 }, () => fetch(`${rig.url}${sampleUrl(entry('customer-service'), 'en')}`).then((r) => r.text())),
    );
    expect(pages.every((html) => html.includes('data-screen="customer-service"'))).toBe(true);
    // Every server render has given up and closed its call.
    await expect.poll(() => rig.api.openConnections(), { timeout: 5_000 }).toBe(0);
    expect(rig.api.requests.length).toBe(20);
  });
});
