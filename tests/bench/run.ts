/**
 * `npm run bench`: builds the SDK and the example app for production, serves the app with the
 * mock API on loopback, and measures every mounted screen in both markets with Lighthouse's
 * mobile profile (and the main screens again at 10x CPU). Writes
 * tests/bench/results/{results.json,results.md,chart.png} and docs/performance.md (`report.ts`).
 *
 *   npm run bench                                   build, then measure everything
 *   npm run bench -- --no-build                     measure the app already built in examples/webview-app/dist
 *   BENCH_ONLY=customer-service,loan-details ...    only these screens
 *   BENCH_RUNS=1 ...                                runs per row at 4x (default 3; each metric's median is kept)
 *   BENCH_RUNS_10X=9 ...                            runs per row at 10x (default 5: at 10x the noise is ten times larger)
 *   BENCH_DIST=/path ...                            with --no-build, measure this build instead
 *
 * Not part of `npm test`: it takes minutes and its numbers depend on the machine. The size
 * budgets and the request-order checks are in the tests.
 */
import { serve } from '@hono/node-server';
import { execSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CATALOG, sampleUrl } from '../../examples/webview-app/src/catalog';
import { createAppServer } from '../../examples/webview-app/server/node/app';
import { chart } from './chart';
import { launchChrome, measure, type Measure } from './lighthouse';
import { writePerformancePage } from './report';
import { TARGETS, table } from './table';

const root = join(import.meta.dirname, '../..');
const results = join(import.meta.dirname, 'results');
/** Measured at 10x CPU too: the screens most borrowers open first. */
const MAIN_SCREENS = [
  'customer-service',
  'loan-confirmation',
  'loan-details',
  'instalment-repayment',
  'card-repayment',
  'complaint-home',
];
const runs = { 4: Number(process.env.BENCH_RUNS ?? 3), 10: Number(process.env.BENCH_RUNS_10X ?? 5) };
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromePath)) throw new Error(`No Chromium at ${chromePath}: apt-get install chromium, or set CHROME_PATH.`);

// The bench serves its own copy of the build, so a rebuild by someone else mid-run changes nothing.
const distDir = mkdtempSync(join(tmpdir(), 'lendview-bench-'));
if (process.argv.includes('--no-build')) {
  const built = process.env.BENCH_DIST ?? join(root, 'examples/webview-app/dist');
  if (!existsSync(join(built, 'index.html'))) throw new Error(`${built} has no build: run without --no-build.`);
  cpSync(built, distDir, { recursive: true });
} else {
  execSync(`npm run build --silent && npm run build:app --silent -w examples/webview-app -- --outDir ${distDir} --emptyOutDir`, {
    cwd: root,
    stdio: 'inherit',
  });
}

const app = createAppServer({ distDir });
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise((resolve) => server.once('listening', resolve));
const address = server.address();
if (!address || typeof address === 'string') throw new Error('no address');
const origin = `http://127.0.0.1:${address.port}`;

const screens = CATALOG.filter((e) => !e.devOnly && existsSync(join(root, 'packages/screens/src/screens', e.id)));
const only = process.env.BENCH_ONLY?.split(',');
const chosen = screens.filter((e) => !only || only.includes(e.id));

// Warm the server (pages read, assets compressed) so its first answers are not what is measured.
for (const entry of chosen) await fetch(origin + sampleUrl(entry, 'en')).then((r) => r.text());
for (const file of readdirSync(join(distDir, 'assets'))) {
  await fetch(`${origin}/assets/${file}`, { headers: { 'accept-encoding': 'br' } }).then((r) => r.arrayBuffer());
}

const chrome = await launchChrome();
const rows: Measure[] = [];
try {
  // A fresh Chrome's first load pays its own start-up (caches, fonts, code): one run is thrown away.
  await measure(chrome.port, origin + sampleUrl(chosen[0]!, 'en'), { screen: chosen[0]!.id, market: 'en', cpu: 4 }, 1);
  for (const entry of chosen) {
    for (const market of ['en', 'es'] as const) {
      for (const cpu of MAIN_SCREENS.includes(entry.id) ? ([4, 10] as const) : ([4] as const)) {
        await fetch(`${origin}/__mock/reset`, { method: 'POST' });
        const row = await measure(chrome.port, origin + sampleUrl(entry, market), { screen: entry.id, market, cpu }, runs[cpu]);
        rows.push(row);
        console.log(JSON.stringify(row));
      }
    }
  }
} finally {
  await chrome.kill();
  server.close();
  rmSync(distDir, { recursive: true, force: true });
}

mkdirSync(results, { recursive: true });
writeFileSync(
  join(results, 'results.json'),
  `${JSON.stringify({ date: new Date().toISOString(), runs, targets: TARGETS, rows }, null, 2)}\n`,
);
writeFileSync(join(results, 'results.md'), table(rows));
await chart(rows, join(results, 'chart.png'));
writePerformancePage();
console.log(`\n${table(rows)}\nChart: ${join(results, 'chart.png')}`);
