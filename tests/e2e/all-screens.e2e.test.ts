import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appUrl,
  axeViolations,
  brokenWords,
  coveredText,
  launch,
  phone,
  shortPrimaryActions,
  smallTargets,
  SMALL_PHONE,
} from './support/browser';
import { CATALOG, sampleUrl, snap } from './support/screens';

/** Every screen the SDK ships and the app mounts, in both markets. */
// Every catalog id is a `ScreenId`, and every `ScreenId` a screen of the SDK (tests/types/subpaths.test-d.tsx).
const mounted = CATALOG.filter((e) => !e.devOnly);

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launch();
  ({ page } = await phone(browser));
});
afterAll(async () => {
  await browser.close();
});

async function open(url: string) {
  await page.goto(appUrl(url));
  await page.waitForSelector('main[data-screen]');
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
}

describe.each(mounted)('$title', (entry) => {
  it.each(['en', 'es'] as const)(
    '%s: renders its content with no axe violations in light and dark, 44 px targets, a 48 px primary action, no sideways scroll, covered header text or word split across lines at 320 px',
    async (market) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await open(sampleUrl(entry, market));
      expect(await page.getAttribute('html', 'lang')).toBe(market === 'en' ? 'en-IN' : 'es-MX');
      expect(await page.locator('[role=alert]').count()).toBe(0);
      expect(await page.locator('h1').count()).toBeGreaterThan(0);
      expect(await axeViolations(page)).toEqual([]);
      expect(await smallTargets(page)).toEqual([]);
      expect(await shortPrimaryActions(page)).toEqual([]);
      await page.emulateMedia({ colorScheme: 'dark' });
      expect(await page.locator('main[data-screen]').evaluate((main) => getComputedStyle(main).colorScheme)).toBe('dark');
      expect(await axeViolations(page)).toEqual([]);
      await snap(page, `all-${entry.id}-${market}-390-dark`);
      await page.emulateMedia({ colorScheme: 'light' });
      expect(await coveredText(page)).toEqual([]);
      await snap(page, `all-${entry.id}-${market}-390`);
      await page.setViewportSize(SMALL_PHONE);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(SMALL_PHONE.width);
      expect(await coveredText(page)).toEqual([]);
      expect(await brokenWords(page)).toEqual([]);
      await snap(page, `all-${entry.id}-${market}-320`);
    },
    60_000,
  );

  it.each(entry.paths.slice(1))('is also mounted at %s', async (path) => {
    await open(sampleUrl(entry, 'es', path));
    expect(await page.getAttribute('main[data-screen]', 'data-screen')).toBe(entry.id);
  });
});

describe('colour scheme', () => {
  const background = () => page.locator('main[data-screen]').evaluate((main) => getComputedStyle(main).backgroundColor);

  it("follows the system, and a host's forced scheme (data-color-scheme from the provider) wins over it", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme: 'light' });
    await open(
      sampleUrl(
        CATALOG.find((e) => e.id === 'about-us')!,
        'en',
      ),
    );
    const light = await background();
    await page.emulateMedia({ colorScheme: 'dark' });
    const dark = await background();
    expect(dark).not.toBe(light);

    await page.locator('main[data-screen]').evaluate((main) => main.setAttribute('data-color-scheme', 'light'));
    expect(await background()).toBe(light);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.locator('main[data-screen]').evaluate((main) => main.setAttribute('data-color-scheme', 'dark'));
    expect(await background()).toBe(dark);
  });
});
