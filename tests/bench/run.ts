/**
 * `npm run bench`: builds the example app for production, serves it with the mock API on
 * loopback, and measures every mounted screen in both markets with Lighthouse's mobile profile
 * (and the main screens again at 10x CPU). Writes tests/bench/results/{results.json,results.md,chart.png}.
 * Not part of `npm test`: it needs a clock; the size and request-order checks are in the tests.
 */
import { serve } from '@hono/node-server';
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CATALOG, sampleUrl } from '../../examples/webview-app/src/catalog';
import { createAppServer } from '../../examples/webview-app/server/app';
import { chart } from './chart';
import { launchChrome, measure, type Measure } from './lighthouse';
import { TARGETS, table } from './table';

const root = join(import.meta.dirname, '../..');
const results = join(import.meta.dirname, 'results');
const MAIN_SCREENS = ['customer-service', 'loan-confirmation', 'loan-details', 'instalment-repayment', 'card-repayment', 'complaint-home'];

if (!process.argv.includes('--no-build')) {
  execSync('npm run build --silent && npm run build:app -w examples/webview-app --silent', { cwd: root, stdio: 'inherit' });
}

const app = createAppServer({ distDir: join(root, 'examples/webview-app/dist') });
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise((resolve) => server.once('listening', resolve));
const address = server.address();
if (!address || typeof address === 'string') throw new Error('no address');
const origin = `http://127.0.0.1:${address.port}`;

const screens = CATALOG.filter((e) => !e.devOnly && existsSync(join(root, 'packages/screens/src/screens', e.id)));
const only = process.env.BENCH_ONLY?.split(',');
const chrome = await launchChrome();
const rows: Measure[] = [];
try {
  for (const entry of screens.filter((e) => !only || only.includes(e.id))) {
    for (const market of ['en', 'es'] as const) {
      for (const cpu of MAIN_SCREENS.includes(entry.id) ? ([4, 10] as const) : ([4] as const)) {
        const row = await measure(chrome.port, origin + sampleUrl(entry, market), { screen: entry.id, market, cpu });
        rows.push(row);
        console.log(JSON.stringify(row));
      }
    }
  }
} finally {
  await chrome.kill();
  server.close();
}

mkdirSync(results, { recursive: true });
writeFileSync(join(results, 'results.json'), `${JSON.stringify({ date: new Date().toISOString(), targets: TARGETS, rows }, null, 2)}\n`);
writeFileSync(join(results, 'results.md'), table(rows));
await chart(rows, join(results, 'chart.png'));
console.log(`\n${table(rows)}`);
