import { serve } from '@hono/node-server';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { createAppServer } from './examples/webview-app/server/app';
import { CATALOG, sampleUrl } from './examples/webview-app/src/catalog';

const app = createAppServer({ distDir: join(process.cwd(), 'examples/webview-app/dist') });
const server = await new Promise<any>((ok) => { const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => ok(s)); });
const base = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
const entry = (id: string) => CATALOG.find((e) => e.id === id)!;
const jobs = (process.argv[2] ?? 'lc').split(',');
for (const [id, market, width, height, open, zoom] of [
  ['loan-confirmation', 'en', 390, 844, true, false], ['loan-confirmation', 'es', 320, 568, true, false],
  ['loan-confirmation', 'en', 320, 568, true, true], ['loan-confirmation', 'es', 320, 568, false, true],
  ['customer-service', 'en', 390, 844, false, false], ['complaint-home', 'es', 320, 568, false, false], ['official-pages', 'es', 390, 844, false, false],
] as const) {
  if (!jobs.includes(id === 'loan-confirmation' ? 'lc' : 'gr')) continue;
  const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 1, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  let url = sampleUrl(entry(id), market);
  if (id === 'official-pages') url = url.replace(/^\/[A-Za-z]+/, '/Contact');
  await page.goto(base + url);
  await page.waitForSelector('main[data-screen]:not(:has([aria-busy="true"]))', { timeout: 60000 });
  await page.waitForTimeout(1500);
  if (open) await page.locator('.kf details summary').click().catch(() => undefined);
  if (zoom) await page.evaluate(() => { const s = [...document.querySelectorAll<HTMLElement>('body *')].map((e) => [e, parseFloat(getComputedStyle(e).fontSize)] as const); for (const [e, z] of s) e.style.fontSize = `${z * 2}px`; });
  const name = `/tmp/shots-disclosure/${id}-${market}-${width}${zoom ? '-200' : ''}${open ? '-open' : ''}.png`;
  const target = id === 'loan-confirmation' ? page.locator('.kf') : page.locator('.gr');
  if (await target.count()) await target.screenshot({ path: name, timeout: 60000 }); else await page.screenshot({ path: name, fullPage: true });
  console.log(name, await page.evaluate(() => document.documentElement.scrollWidth));
  await context.close();
}
await browser.close();
server.close();
