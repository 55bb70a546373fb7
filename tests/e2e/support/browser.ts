import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type FrameLocator, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../support/chromium';

export const PHONE = { width: 390, height: 844 };
export const SMALL_PHONE = { width: 320, height: 568 };

/** Headless Debian Chromium (never a downloaded browser). */
export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

/** A phone-sized page: touch, 2x pixels, the viewport of the tests (390x844 by default). */
export async function phone(browser: Browser, viewport = PHONE): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  return { context, page: await appPage(context) };
}

/**
 * A browser-test file's lifecycle: one Chromium for the file, a fresh phone page for each test
 * (handed to `use`), closed and the mock server reset after it.
 *
 * @example
 * let page: Page;
 * phonePerTest((fresh) => { page = fresh; });
 */
export function phonePerTest(use: (page: Page) => void): void {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser.close();
  });
  beforeEach(async () => {
    ({ page } = await phone(browser));
    use(page);
  });
  afterEach(async () => {
    await page.context().close();
    await resetMock();
  });
}

/**
 * A page for the app: a page error fails the test, and `goto` of a server-rendered screen also
 * waits until the app has hydrated it (`<html data-interactive>`). The server's HTML shows
 * first and its scripts load after that first paint; a tap meanwhile is kept and replayed then.
 */
export async function appPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  page.on('pageerror', (error) => {
    throw error;
  });
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await page.waitForFunction(
      () => !document.querySelector('#root[data-path]') || document.documentElement.dataset.interactive !== undefined,
    );
    return response;
  };
  return page;
}

/** Opens a screen address in the host simulator (`/host`); returns its frame once the screen is interactive. */
export async function openInHost(page: Page, screenUrl: string): Promise<FrameLocator> {
  await page.goto(appUrl(`/host?screen=${encodeURIComponent(screenUrl)}`));
  const frame = page.frameLocator('iframe[title="Screen"]');
  await frame.locator('html[data-interactive]').waitFor({ state: 'attached' });
  return frame;
}

/** The app's URL for a path and query, on this worker's own app server (`global-setup.ts`). */
export function appUrl(pathAndQuery: string): string {
  const origin = inject('appUrls')[Number(process.env.VITEST_POOL_ID ?? 1) - 1];
  if (!origin) throw new Error(`no app server for worker ${process.env.VITEST_POOL_ID}`);
  return `${origin}${pathAndQuery}`;
}

/** Sets a mock-server override (docs/api.md paths) until {@link resetMock}. */
export async function overrideMock(override: {
  method: string;
  path: string;
  status?: number;
  body?: unknown;
  rawBody?: string;
  delayMs?: number;
  times?: number;
}) {
  const response = await fetch(appUrl('/__mock/override'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(override),
  });
  if (!response.ok) throw new Error(`override failed: ${response.status}`);
}

export async function resetMock() {
  await fetch(appUrl('/__mock/reset'), { method: 'POST' });
}

/** Runs axe on the page; returns the violations (ids and the offending nodes) for a readable failure. */
export async function axeViolations(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')) }));
}

/** Every `button`, `a` and form control is at least 44x44 CSS pixels (inline text links excepted). */
export async function smallTargets(page: Page): Promise<string[]> {
  return page.$$eval('button, a[href], input:not([type=hidden]), select, textarea, [role=button]', (elements) =>
    elements
      .filter((el) => {
        const r = el.getBoundingClientRect();
        if (r.width === 0 && r.height === 0) return false;
        const inline = el.tagName === 'A' && getComputedStyle(el).display === 'inline';
        const checkbox = el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio');
        return !inline && !checkbox && (r.width < 44 || r.height < 44);
      })
      .map(
        (el) =>
          `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}" ${Math.round(el.getBoundingClientRect().width)}x${Math.round(el.getBoundingClientRect().height)}`,
      ),
  );
}

/** A screen's primary actions (`.lv-button-primary`) lower than Android's 48 dp. */
export async function shortPrimaryActions(page: Page): Promise<string[]> {
  return page.$$eval('.lv-button-primary', (elements) =>
    elements
      .filter((el) => el.getClientRects().length > 0 && el.getBoundingClientRect().height < 48)
      .map((el) => `"${(el.textContent ?? '').trim().slice(0, 30)}" ${Math.round(el.getBoundingClientRect().height)}px high`),
  );
}

/**
 * Text of the screen's header that another element covers (a card pulled up over a banner whose
 * text grew to more lines on a narrow phone): the start of each line's lower edge is hit-tested.
 */
export async function coveredText(page: Page): Promise<string[]> {
  return page.$$eval('main[data-screen] header :is(h1, h2, p)', (elements) =>
    elements.flatMap((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return [...range.getClientRects()]
        .filter((line) => line.width > 0)
        .filter((line) => {
          const hit = document.elementFromPoint(line.left + 2, line.bottom - 3);
          return hit !== null && !el.contains(hit) && !hit.contains(el);
        })
        .map(() => (el.textContent ?? '').trim().slice(0, 40));
    }),
  );
}

/**
 * Words of up to 12 letters that the layout split across two lines ("LendVie / w"); a hyphen or
 * slash is a fair place to break ("e-mail" is two words here), a longer word (an e-mail address,
 * a payment code) may be broken anywhere.
 */
export async function brokenWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(document.querySelector('main[data-screen]') ?? document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const word of (node.textContent ?? '').matchAll(/(?<![^\s/-])[^\s/-]{2,12}(?![^\s/-])/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (tops.size > 1) broken.push(word[0]);
      }
    }
    return broken;
  });
}
