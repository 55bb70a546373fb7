/**
 * `npm run bench:startup`: how long React DOM takes to start (its module code, run when the
 * app's import resolves) in Chromium with no DevTools attached, as in a borrower's web view, and
 * with DevTools' Runtime domain enabled, as under Lighthouse and Playwright. An attached inspector
 * captures the stacks of the errors React creates as it starts, with source positions: V8 parses
 * React DOM's whole module function again. Lighthouse multiplies what it observed by the CPU rate,
 * so this is part of its TBT at 10x that a phone does not run.
 *
 * Measures the app already built in examples/webview-app/dist (`npm run build:app -w
 * examples/webview-app`). Not part of `npm test`: its numbers depend on the machine.
 */
import { serve } from '@hono/node-server';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { chromium } from 'playwright-core';

const dist = join(import.meta.dirname, '../../examples/webview-app/dist');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const runs = Number(process.env.BENCH_RUNS ?? 7);
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
const reactDom = Object.values(manifest).find((chunk) => /\/react-dom-[\w-]+\.js$/.test(chunk.file))?.file;
if (!reactDom) throw new Error(`no React DOM chunk in ${dist}: build the app first`);

// The page imports React DOM's chunk (its CommonJS module starts on the first call of its
// export, as the app's import does), times that call and posts the milliseconds back.
const probe = `<!doctype html><script type="module">
const chunk = await import('/${reactDom}?' + Math.random());
const start = performance.now();
const client = Object.values(chunk).map((load) => load()).find((exports) => exports && exports.hydrateRoot);
const ms = performance.now() - start;
await fetch('/result', { method: 'POST', body: client ? String(ms) : 'no hydrateRoot' });
</script>`;

let report: (body: string) => void = () => {};
const app = new Hono()
  .get('/probe', (c) => c.html(probe))
  .post('/result', async (c) => {
    report(await c.req.text());
    return c.body(null, 204);
  })
  .get('/assets/:file', (c) =>
    c.body(readFileSync(join(dist, 'assets', c.req.param('file'))), 200, { 'Content-Type': 'text/javascript' }),
  );
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise((resolve) => server.once('listening', resolve));
const { port } = server.address() as { port: number };
const url = `http://127.0.0.1:${port}/probe`;

/** The next result the page posts, as milliseconds. */
function nextResult(): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the probe page did not answer in 20 s')), 20_000);
    report = (body) => {
      clearTimeout(timer);
      if (Number.isNaN(Number(body))) reject(new Error(`probe page: ${body}`));
      else resolve(Number(body));
    };
  });
}

/** A Chromium no tool is attached to: it opens the page and is closed once the page has answered. */
async function bare(): Promise<number> {
  const profile = mkdtempSync(join(tmpdir(), 'lendview-startup-'));
  const result = nextResult();
  // Its own process group: Debian's `chromium` is a shell script that starts the browser.
  const chrome = spawn(
    chromePath,
    ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', `--user-data-dir=${profile}`, url],
    { stdio: 'ignore', detached: true },
  );
  try {
    return await result;
  } finally {
    const exited = new Promise((resolve) => chrome.once('exit', resolve));
    process.kill(-chrome.pid!, 'SIGTERM');
    await exited;
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  }
}

/** Playwright's Chromium, which enables the Runtime domain on every page (as Lighthouse does). */
async function withDevTools(): Promise<number> {
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const result = nextResult();
    await (await browser.newPage()).goto(url);
    return await result;
  } finally {
    await browser.close();
  }
}

const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  return `median ${ms(sorted[Math.floor((sorted.length - 1) / 2)]!)} (${ms(sorted[0]!)} to ${ms(sorted.at(-1)!)}, ${sorted.length} runs)`;
};

try {
  const without: number[] = [];
  const within: number[] = [];
  for (let i = 0; i < runs; i++) {
    without.push(await bare());
    within.push(await withDevTools());
  }
  console.log(`React DOM's start-up (${reactDom}), this machine, no CPU throttling:`);
  console.log(`  no DevTools attached:     ${summary(without)}`);
  console.log(`  DevTools Runtime enabled: ${summary(within)}`);
} finally {
  server.close();
}
