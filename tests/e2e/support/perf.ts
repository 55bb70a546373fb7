import { serve, type ServerType } from '@hono/node-server';
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type CDPSession, type Page } from 'playwright-core';
import { createAppServer } from '../../../examples/webview-app/server/node/app';
import type { ProtocolMessage } from '../../bench/round-trips';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../support/chromium';

const APP = join(import.meta.dirname, '../../../examples/webview-app');

/**
 * Builds the example app into a fresh temporary folder with a base path (`/cdn/lendview/`, or
 * `./` for a page opened from a file) and, for a page with no origin of its own, the API's origin.
 * The packages must be built (`npm run build`), as for every browser test.
 */
export function buildApp({ base, apiBase }: { base: string; apiBase?: string }): string {
  const outDir = mkdtempSync(join(tmpdir(), 'lendview-e2e-'));
  execFileSync('npx', ['vite', 'build', '--logLevel', 'error', '--outDir', outDir, '--emptyOutDir'], {
    cwd: APP,
    // A production build, as shipped (vitest itself runs with NODE_ENV=test).
    env: { ...process.env, NODE_ENV: 'production', LENDVIEW_BASE: base, ...(apiBase ? { LENDVIEW_API_BASE: apiBase } : {}) },
    stdio: 'pipe',
  });
  return outDir;
}

/**
 * Serves a build (and the mock API) on a free loopback port, the app under `base`;
 * `serverRender: false` serves the empty page the browser renders by itself.
 */
export async function serveApp(
  distDir: string,
  base: string,
  { serverRender = true } = {},
): Promise<{ origin: string; close: () => Promise<void> }> {
  const app = createAppServer({ distDir, base, serverRender });
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no server address');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Chromium allowed to load module scripts from `file://` pages, as an Android web view with
 * `allowFileAccessFromFileURLs` (or an iOS web view given read access to its folder) does.
 */
export function launchForFiles(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, '--allow-file-access-from-files'],
  });
}

/**
 * Records the page's requests with their initiators (the DevTools protocol's view), optionally
 * on a throttled network so the order of a real slow load shows.
 */
export async function recordRequests(page: Page, network?: { latencyMs: number; kbps: number }) {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  const log: ProtocolMessage[] = [];
  cdp.on('Network.requestWillBeSent', (params) => log.push({ method: 'Network.requestWillBeSent', params }));
  await cdp.send('Network.enable');
  if (network) {
    const bytesPerSecond = (network.kbps * 1024) / 8;
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: network.latencyMs,
      downloadThroughput: bytesPerSecond,
      uploadThroughput: bytesPerSecond / 2,
    });
  }
  return log;
}

/** A resource of the page's timeline (milliseconds since navigation start). */
export interface Timed {
  name: string;
  initiatorType: string;
  startTime: number;
  responseEnd: number;
}

/** The page's resource timings and the app's `lendview:render` mark (when React started to render). */
export async function timeline(page: Page): Promise<{ render: number; resources: Timed[] }> {
  return page.evaluate(() => ({
    render: performance.getEntriesByName('lendview:render')[0]?.startTime ?? Number.NaN,
    resources: performance.getEntriesByType('resource').map((r) => {
      const t = r as PerformanceResourceTiming;
      return { name: t.name, initiatorType: t.initiatorType, startTime: t.startTime, responseEnd: t.responseEnd };
    }),
  }));
}

/** The sum of the page's layout shifts so far (those not caused by input), as CLS counts them. */
export async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        // Buffered entries are delivered in a task of their own.
        setTimeout(() => resolve(total), 100);
      }),
  );
}
