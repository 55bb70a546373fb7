import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { appUrl, phonePerTest } from './support/browser';
import { entry, sampleUrl } from './support/screens';

let page: Page;
phonePerTest((fresh) => {
  page = fresh;
});

/** CSP violations the page reports, collected from its first script on. */
async function recordViolations(target: Page) {
  await target.addInitScript(() => {
    const seen: string[] = [];
    (window as { __violations?: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
}
const violations = (target: Page) => target.evaluate(() => (window as { __violations?: string[] }).__violations ?? []);

describe('security headers in Chromium', () => {
  it.each([
    ['customer-service', 'en'],
    ['loan-confirmation', 'es'],
    ['official-site', 'en'],
  ] as const)('%s (%s) renders, hydrates and styles itself under the CSP with no violation', async (id, market) => {
    await recordViolations(page);
    await page.goto(appUrl(sampleUrl(entry(id), market)));
    await page.waitForSelector('main[data-screen]:not(:has([aria-busy="true"]))');
    expect(await violations(page)).toEqual([]);
    // The screens' own style elements applied (they carry the nonce).
    const display = await page.$eval(
      'main[data-screen]',
      (main) => getComputedStyle(main.querySelector('.lv-button, .lv-section, h1')!).boxSizing,
    );
    expect(display).toBe('border-box');
  });

  it('an inline script injected into a page does not run', async () => {
    await recordViolations(page);
    await page.goto(appUrl(sampleUrl(entry('customer-service'), 'en')));
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = 1';
      document.head.append(script);
      const img = document.createElement('img');
      img.setAttribute('onerror', 'window.__injected = 2');
      img.src = 'x:';
      document.body.append(img);
    });
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => (window as { __injected?: number }).__injected)).toBeUndefined();
    expect((await violations(page)).some((v) => v.startsWith('script-src'))).toBe(true);
  });

  it('a foreign page cannot frame the app', async () => {
    await page.setContent(`<iframe src="${appUrl('/fourthOliver?languageType=1')}"></iframe>`);
    await page.waitForTimeout(1_000);
    const frame = page.frames()[1]!;
    expect(frame.url()).not.toContain('/fourthOliver');
    const rendered = await frame.evaluate(() => document.querySelector('main[data-screen]') !== null).catch(() => false);
    expect(rendered).toBe(false);
  });

  it.each([
    ['javascript:', 'javascript:window.top.__xss=1'],
    ['data:', 'data:text/html,<script>parent.__xss=1</script>'],
    ['a foreign origin', 'https://evil.example/'],
    ['protocol-relative', '//evil.example/'],
  ])('the host simulator refuses a %s screen and opens the default screen', async (_, screen) => {
    await page.goto(appUrl(`/host?screen=${encodeURIComponent(screen)}`));
    const frame = page.frameLocator('iframe[title="Screen"]');
    await frame.locator('html[data-interactive]').waitFor({ state: 'attached' });
    expect(page.frames()[1]!.url()).toContain('/fourthOliver?languageType=1');
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  });
});
