import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roundTrips } from '../bench/round-trips';
import { deferred } from '../support/deferred';
import { appUrl, openInHost, overrideMock, PHONE, phonePerTest } from './support/browser';
import { buildApp, launchForFiles, layoutShift, recordRequests, serveApp, timeline, type Timed } from './support/perf';
import { entry, openScreen, sampleUrl } from './support/screens';

/**
 * The performance rules a Lighthouse number cannot pin: the order of the first requests (render
 * as you fetch), no layout shift when data arrives, web-view realities (a CDN prefix, a page
 * opened from a file, a backgrounded web view, `resume`). Sizes are size-limit's
 * (`.size-limit.cjs`); Lighthouse scores are the bench's (`npm run bench`).
 */

let page: Page;

phonePerTest((fresh) => {
  page = fresh;
});

const SLOW_4G = { latencyMs: 150, kbps: 1600 };
const find = (resources: Timed[], pattern: RegExp) => {
  const found = resources.find((r) => pattern.test(r.name));
  if (!found) throw new Error(`no request matches ${pattern}: ${resources.map((r) => r.name).join(', ')}`);
  return found;
};

/** The example app's build, served as a page the browser renders by itself (a hash address, a host without server rendering). */
const DIST = join(import.meta.dirname, '../../examples/webview-app/dist');

describe('server rendering: the page arrives with its content', () => {
  it('shows the screen with its data before any script has run, and the browser asks the API nothing', async () => {
    const log = await recordRequests(page, SLOW_4G);
    const api: string[] = [];
    page.on('request', (request) => {
      if (/\/(exhibits|api)\//.test(request.url())) api.push(request.url());
    });
    await openScreen(page, 'customer-service', 'en');
    expect(api).toEqual([]);
    const trips = roundTrips(log);
    expect([...trips.byUrl].find(([url]) => /\/fourthOliver\?/.test(url))?.[1]).toBe(1);

    const noScript = await page.context().browser()!.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const bare = await noScript.newPage();
    await bare.goto(appUrl(sampleUrl(entry('loan-details'), 'es')));
    expect(await bare.getByRole('heading', { level: 1 }).textContent()).toBe('Por pagar');
    expect(await bare.getByText('Monto a pagar').isVisible()).toBe(true);
    await noScript.close();
  });

  it('hydrates without a mismatch on every server-rendered screen, and without building a number format', async () => {
    // A mismatch React recovers from is reported as a page error (the app's onRecoverableError).
    const failures: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') failures.push(message.text());
    });
    page.on('pageerror', (error) => failures.push(error.message));
    // A page's first Intl.NumberFormat loads its locale data: 10 to 20 ms on this machine, one
    // long task on a low-end phone while the screen hydrates. Screens show the server's amounts as
    // given and small counts as digits (`pluralCategory`).
    await page.addInitScript(() => {
      const NumberFormat = Intl.NumberFormat;
      Intl.NumberFormat = function (...args: ConstructorParameters<typeof NumberFormat>) {
        document.documentElement.dataset.numberFormats = String(Number(document.documentElement.dataset.numberFormats ?? 0) + 1);
        return new NumberFormat(...args);
      } as typeof NumberFormat;
    });
    for (const entryId of [
      'loan-details',
      'loan-confirmation',
      'loan-agreement',
      'complaint-home',
      'card-repayment',
      'instalment-repayment',
      'privacy-notice',
      'official-pages',
    ]) {
      for (const market of ['en', 'es'] as const) {
        await openScreen(page, entryId, market);
        await page.waitForLoadState('networkidle');
        expect(await page.getAttribute('html', 'data-interactive')).toBe(entryId);
        expect(await page.getAttribute('html', 'data-number-formats'), entryId).toBeNull();
      }
    }
    expect(failures).toEqual([]);
  });

  it('streams the skeleton first when the API is slow, and the content into it without a layout shift', async () => {
    await overrideMock({ method: 'POST', path: '/exhibits/v3/loan-details/loan-details', delayMs: 1500 });
    const response = page.goto(appUrl(sampleUrl(entry('loan-details'), 'en')));
    await page.waitForSelector('main[data-screen] [aria-busy="true"]');
    await response;
    await page.waitForSelector('main[data-screen]:not(:has([aria-busy="true"])) h1');
    await page.waitForTimeout(300);
    expect(await layoutShift(page)).toBe(0);
  });

  /** React DOM arrives 1.5 s after the page: a slow network, where the page shows before it is live. */
  const slowReactDom = () =>
    page.route(/\/assets\/react-dom-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });

  it('keeps a tap made before the page is live, shows it pressed, and replays it once the screen is interactive', async () => {
    await slowReactDom();
    // The app's goto waits until the screen is live: the tap comes while it is still loading.
    const loading = page.goto(appUrl(sampleUrl(entry('loan-details'), 'en')));
    const repay = page.getByRole('button', { name: 'Repay', exact: true });
    await repay.click();
    expect(await page.getAttribute('html', 'data-interactive')).toBeNull();
    expect(await repay.getAttribute('data-early-tap')).toBe('');
    expect(await page.getByRole('dialog').count()).toBe(0);

    await loading;
    await page.getByRole('dialog', { name: 'Reminder' }).waitFor();
    expect(await repay.getAttribute('data-early-tap')).toBeNull();
    expect(await page.getByRole('dialog').count()).toBe(1);
  });

  it('keeps a checkbox tapped before the page is live unchanged until the app changes it', async () => {
    await slowReactDom();
    const loading = page.goto(appUrl(sampleUrl(entry('loan-confirmation'), 'en')));
    const agree = page.getByRole('checkbox', { name: 'I have read and agree to the loan contract' });
    await agree.click();
    expect(await agree.isChecked()).toBe(true);
    await loading;
    await expect.poll(() => agree.isChecked()).toBe(false);
    // The app's state is the box's: Submit waits for the agreement.
    expect(await page.getByText('Accept the loan contract to continue.').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Submit' }).isDisabled()).toBe(true);
  });

  it('adds its scripts after the first paint one per task, the largest first (no long task on a slow phone)', async () => {
    // A MutationObserver's callback runs once per task that changed the page: one added file per
    // callback means one file per task.
    await page.addInitScript(() => {
      const batches: string[][] = [];
      Object.assign(window, { scriptBatches: batches });
      new MutationObserver((records) => {
        const files = records
          .flatMap((record) => [...record.addedNodes])
          .flatMap((node) => {
            if (node instanceof HTMLScriptElement && node.src) return [node.src];
            if (node instanceof HTMLLinkElement && node.rel === 'modulepreload') return [node.href];
            return [];
          });
        if (files.length) batches.push(files.map((file) => file.split('/').pop()!));
      }).observe(document, { childList: true, subtree: true });
    });
    await openScreen(page, 'loan-details', 'es');
    const batches = await page.evaluate(() => (window as unknown as { scriptBatches: string[][] }).scriptBatches);
    const loaded = batches.slice(0, batches.findIndex((batch) => batch.some((file) => file.startsWith('main-'))) + 1);
    expect(loaded.length).toBeGreaterThanOrEqual(4);
    expect(loaded.every((batch) => batch.length === 1)).toBe(true);
    expect(loaded[0]![0]).toMatch(/^react-dom-/);
  });

  it("moves a hash address to its screen's path from the head, before any script downloads, and that page arrives rendered", async () => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(`${request.resourceType()} ${new URL(request.url()).pathname}`));
    let rendered = '';
    page.on('response', async (response) => {
      if (new URL(response.url()).pathname === '/agreementTemplate') rendered = await response.text();
    });
    const query = `${entry('registration').sample}&languageType=1`;
    await page.goto(appUrl(`/#/agreementTemplate?${query}`));
    await page.waitForSelector('html[data-interactive="registration"]', { state: 'attached' });

    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(`/agreementTemplate?${query}`);
    expect(requests.slice(0, 2)).toEqual(['document /', 'document /agreementTemplate']);
    await expect.poll(() => rendered).toContain('Instant cash up to ₹50,000');
    expect(requests.filter((r) => r.startsWith('fetch ')).map((r) => r.split('/').pop())).not.toContain('get-sid');
  });
});

describe('rendered by the browser: render as you fetch', () => {
  let client: Awaited<ReturnType<typeof serveApp>>;
  beforeAll(async () => {
    client = await serveApp(DIST, '/', { serverRender: false });
  });
  afterAll(async () => {
    await client?.close();
  });
  const clientUrl = (id: string) => `${client.origin}${sampleUrl(entry(id), 'en')}`;

  it("starts the screen's data request before React renders, while React DOM still downloads: data comes one round trip after the app's script", async () => {
    const log = await recordRequests(page, SLOW_4G);
    await page.goto(clientUrl('customer-service'));
    await page.waitForSelector('main[data-screen]:not(:has([aria-busy="true"]))');
    const { render, resources } = await timeline(page);
    const api = find(resources, /\/exhibits\/user-problem\/get-whatsapp/);
    const reactDom = find(resources, /\/assets\/react-dom-[\w-]+\.js$/);
    const chunk = find(resources, /\/assets\/screen-customer-service-[\w-]+\.js$/);
    const main = find(resources, /\/assets\/main-[\w-]+\.js$/);

    expect(api.startTime).toBeLessThan(render);
    expect(api.startTime).toBeLessThan(reactDom.responseEnd);
    // The screen's chunk and its data do not wait for each other: the page preloads the chunk
    // (the server's modulepreload: it starts before the app's script has even arrived), the
    // app's script sends the request.
    expect(chunk.startTime).toBeLessThan(main.responseEnd);
    expect(chunk.startTime).toBeLessThan(api.responseEnd);

    const trips = roundTrips(log);
    const depth = (pattern: RegExp) => [...trips.byUrl].find(([url]) => pattern.test(url))?.[1];
    expect(depth(/\/fourthOliver\?/)).toBe(1);
    expect(depth(/\/assets\/screen-customer-service-/)).toBe(2);
    expect(depth(/\/assets\/react-dom-/)).toBe(2);
    expect(depth(/\/exhibits\/user-problem\/get-whatsapp/)).toBe(3);
    expect(trips.depth).toBe(3);
  });

  // Five for a page the server rendered; a page the browser renders also loads the HTTP adapter at
  // once (a chunk of its own, with the decoder guards it shares with the key-facts card).
  it('loads the first screen in seven script files at most (HTTP/1.1 web views open six connections)', async () => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      // Field Web Vitals load once the screen is live (docs/field-vitals.md): not one of its files.
      if (request.resourceType() === 'script' && !/\/vitals-[\w-]+\.js$/.test(request.url())) scripts.push(request.url());
    });
    // An order without the look-up exit: that part is its own chunk, loaded after the screen.
    await page.goto(clientUrl('loan-details').replace('orderId=174', 'orderId=151'));
    await page.waitForSelector('main[data-screen]:not(:has([aria-busy="true"]))');
    expect(scripts.length, scripts.join('\n')).toBeLessThanOrEqual(7);
  });

  it.each(['customer-service', 'loan-details', 'loan-confirmation', 'instalment-repayment', 'complaint-home'])(
    '%s: CLS 0 when the data replaces the skeleton',
    async (id) => {
      // The data is held until the skeleton has been on screen, then replaces it.
      const held = deferred();
      for (const path of ['**/exhibits/**', '**/api/**']) {
        await page.route(path, async (route) => {
          await held.promise;
          await route.continue();
        });
      }
      await page.goto(clientUrl(id));
      await page.waitForSelector('main[data-screen] [aria-busy="true"]');
      await page.waitForTimeout(800);
      held.resolve();
      await page.waitForSelector('main[data-screen]:not(:has([aria-busy="true"])) h1');
      await page.waitForTimeout(300);
      expect(await layoutShift(page)).toBe(0);
    },
  );
});

describe('web-view realities', () => {
  it('serves hashed assets immutable and downloads no script or style again on resume', async () => {
    const screenUrl = sampleUrl(entry('loan-details'), 'en');
    const assets: { url: string; cacheControl: string }[] = [];
    page.on('response', (response) => {
      if (['script', 'stylesheet'].includes(response.request().resourceType())) {
        assets.push({ url: response.url(), cacheControl: response.headers()['cache-control'] ?? '' });
      }
    });
    const frame = await openInHost(page, screenUrl);
    await frame.locator('main[data-screen="loan-details"]:not(:has([aria-busy="true"])) h1').waitFor();
    await page.waitForLoadState('networkidle');
    const screenAssets = assets.filter((a) => a.url.includes('/assets/'));
    expect(screenAssets.length).toBeGreaterThan(0);
    for (const asset of screenAssets) expect(asset.cacheControl, asset.url).toMatch(/max-age=31536000.*immutable/);

    const after: string[] = [];
    page.on('request', (request) => after.push(`${request.resourceType()} ${request.url()}`));
    await page.getByRole('button', { name: 'Send resume' }).click();
    // The screen refreshes its data on resume: that request shows the event arrived.
    await expect.poll(() => after.some((r) => r.includes('/v3/loan-details/loan-details'))).toBe(true);
    await page.waitForLoadState('networkidle');
    // The first refresh may bring the HTTP adapter (the first call of the page): new, not again.
    const loaded = new Set(screenAssets.map((asset) => asset.url));
    expect(after.filter((r) => /^(script|stylesheet) /.test(r) && loaded.has(r.split(' ')[1]!))).toEqual([]);
  });

  it('keeps the 60 s resend countdown right when a backgrounded web view held its timers back', async () => {
    await page.clock.install();
    await openScreen(page, 'card-repayment', 'en');
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Pay now' }).click();
    const resend = page
      .getByRole('dialog', { name: 'Enter the verification code' })
      .getByRole('button', { name: /New code in \d+ s|Get code/ });
    await expect.poll(() => resend.textContent()).toMatch(/^New code in (60|59) s$/);

    // In the background no timer runs, but the wall clock goes on: 45 s later one tick fires.
    // The page's clock runs on while this call travels: pausing at the exact time read would be
    // in the past by then (Playwright refuses that), so pause a moment ahead of it.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 200));
    await page.clock.setSystemTime(await page.evaluate(() => Date.now() + 45_000));
    await page.clock.runFor(1_000);
    await expect.poll(() => resend.textContent()).toMatch(/^New code in 1[45] s$/);

    await page.clock.runFor(15_000);
    await expect.poll(() => resend.textContent()).toBe('Get code');
    expect(await resend.isEnabled()).toBe(true);
  });

  describe('under a CDN path prefix', () => {
    const base = '/cdn/lendview/';
    let distDir: string;
    let server: Awaited<ReturnType<typeof serveApp>>;
    beforeAll(async () => {
      distDir = buildApp({ base });
      server = await serveApp(distDir, base);
    });
    afterAll(async () => {
      await server?.close();
      if (distDir) rmSync(distDir, { recursive: true, force: true });
    });

    it('loads its assets under the prefix, routes by its paths and links within the prefix', async () => {
      const failed: string[] = [];
      page.on('response', (response) => {
        if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
      });
      const requests: string[] = [];
      page.on('request', (request) => requests.push(new URL(request.url()).pathname));
      await page.goto(`${server.origin}${base}${sampleUrl(entry('about-us'), 'en').slice(1)}`);
      await page.waitForSelector('main[data-screen="about-us"] h1');
      await page.getByRole('button', { name: /customer service/i }).click();
      await page.waitForSelector('main[data-screen="customer-service"]:not(:has([aria-busy="true"])) h1');
      expect(new URL(page.url()).pathname).toBe(`${base}fourthOliver`);
      expect(failed).toEqual([]);
      const assets = requests.filter((path) => /\.(js|css)$/.test(path));
      expect(assets.length).toBeGreaterThan(0);
      for (const path of assets) expect(path.startsWith(`${base}assets/`), path).toBe(true);
    });

    it('moves a hash address to its path within the prefix', async () => {
      await page.goto(`${server.origin}${base}#/downloadTemplate?${entry('download').sample}&languageType=2`);
      await page.waitForSelector('html[data-interactive="download"]', { state: 'attached' });
      expect(new URL(page.url()).pathname).toBe(`${base}downloadTemplate`);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Descargue la aplicación');
    });
  });

  describe('opened from a local file', () => {
    let distDir: string;
    let files: Browser;
    beforeAll(async () => {
      distDir = buildApp({ base: './', apiBase: appUrl('') });
      files = await launchForFiles();
    });
    afterAll(async () => {
      await files?.close();
      if (distDir) rmSync(distDir, { recursive: true, force: true });
    });

    it('routes by hash, loads its chunks from the folder and its data from the API', async () => {
      const context = await files.newContext({ viewport: { width: 390, height: 844 } });
      const filePage = await context.newPage();
      const errors: string[] = [];
      filePage.on('pageerror', (error) => errors.push(error.message));
      const index = pathToFileURL(join(distDir, 'index.html')).href;
      await filePage.goto(`${index}#${sampleUrl(entry('about-us'), 'es').replace(/^\//, '/')}`);
      await filePage.waitForSelector('main[data-screen="about-us"] h1');
      await filePage.getByRole('button', { name: /atención al cliente/i }).click();
      await filePage.waitForSelector('main[data-screen="customer-service"]:not(:has([aria-busy="true"])) h1');
      const url = new URL(filePage.url());
      expect(url.protocol).toBe('file:');
      expect(url.pathname.endsWith('/index.html')).toBe(true);
      expect(url.hash).toMatch(/^#\/fourthOliver\?/);
      expect(await filePage.getByRole('heading', { level: 1 }).textContent()).toBe('Atención al cliente');
      expect(errors).toEqual([]);
      await context.close();
    });
  });
});
