/**
 * A bounded load test of the reference server (`npm run load`; not part of `npm test`), on Node
 * and on workerd (the Worker build in Miniflare), one after the other in one run, each in a
 * process of its own, both against one API on loopback: the bundled mock, except for sessions
 * with `userId=hung`, whose calls it never answers.
 *
 * Per runtime: 400 server-rendered pages (the screens' sample addresses in turn, both markets,
 * `Accept-Encoding: br`) at concurrency 20, beside 50 pages over the hung API (one started every
 * 8 normal pages), each of which must end at the render budget (3 s) + 1 s; then 50 more over the
 * hung API on a server whose budget is 30 s, left after their first bytes, whose API calls must all
 * be closed 5 s later (only the borrower leaving can end them); memory before and after (Node's
 * after a collection) must be within 20 %. Prints the rows and writes them to `results.md`; exits
 * non-zero when a claim does not hold. Needs the builds (the npm script runs them first).
 */
import { writeFileSync } from 'node:fs';
import { request, type IncomingMessage } from 'node:http';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { CATALOG, sampleUrl } from '../../examples/webview-app/src/catalog';
import { cpuMs, startApi, startNode, startWorkerd, type Runtime } from './runtimes';

const NORMAL = Number(process.env.LOAD_PAGES ?? 400);
const HUNG = Number(process.env.LOAD_HUNG ?? 50);
const CONCURRENCY = 20;
const BUDGET = 3_000;
/** The budget of the server the borrowers leave: far enough that only their leaving ends the API calls. */
const LEAVE_BUDGET = 30_000;

/** A page over HTTP as a browser asks for it (brotli); its status and time to its last byte. */
function page(url: string, onFirstBytes?: (response: IncomingMessage) => void): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': 'br' } }, (response) => {
      if (onFirstBytes) return response.once('data', () => onFirstBytes(response));
      response.on('data', () => undefined);
      response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }));
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

const screens = CATALOG.filter((entry) => !entry.devOnly && entry.paths.length > 0);
const addresses = screens.flatMap((entry) => (['en', 'es'] as const).map((market) => sampleUrl(entry, market)));
const hungAddress = sampleUrl(
  screens.find((entry) => entry.id === 'customer-service')!,
  'en',
).replace('userId=1001', 'userId=hung');
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const until = async (check: () => boolean, ms: number) => {
  for (const end = Date.now() + ms; !check() && Date.now() < end;) await new Promise((resolve) => setTimeout(resolve, 50));
};

async function measure(runtime: Runtime, api: Awaited<ReturnType<typeof startApi>>) {
  // Warm up at the same concurrency: the server entry loaded, every screen's code compiled.
  await Promise.all(Array.from({ length: CONCURRENCY }, (_, w) => page(`${runtime.url}${addresses[w % addresses.length]}`)));
  for (const address of addresses) await page(`${runtime.url}${address}`);
  const before = await runtime.memory();
  const cpuBefore = cpuMs(runtime.pid);

  const times: number[] = [];
  const hung: Promise<number>[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < NORMAL) {
        const i = next++;
        if (i % Math.ceil(NORMAL / HUNG) === 0 && hung.length < HUNG)
          hung.push(page(`${runtime.url}${hungAddress}`).then((r) => r.ms));
        const result = await page(`${runtime.url}${addresses[i % addresses.length]}`).catch(() => ({ status: 0, ms: 0 }));
        if (result.status !== 200) errors += 1;
        times.push(result.ms);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const hungTimes = await Promise.all(hung);
  const cpu = cpuMs(runtime.pid) - cpuBefore;
  await until(() => api.open() === 0, 5_000);

  // Borrowers who leave after the page's first bytes, compression on.
  const left = await Promise.all(
    Array.from(
      { length: HUNG },
      () =>
        new Promise<void>((resolve) => {
          void page(`${runtime.leaveUrl}${hungAddress}`, (response) => {
            response.destroy();
            resolve();
          });
        }),
    ),
  );
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  const openAfterLeaving = api.open();
  await until(() => api.open() === 0, LEAVE_BUDGET);

  const after = await runtime.memory();
  times.sort((a, b) => a - b);
  return {
    runtime: runtime.name,
    pages: NORMAL,
    errors,
    perSecond: NORMAL / seconds,
    p50: quantile(times, 0.5),
    p99: quantile(times, 0.99),
    cpuPerPage: cpu / (NORMAL + HUNG),
    slowestHung: Math.max(...hungTimes),
    hung: hungTimes.length,
    left: left.length,
    openAfterLeaving,
    before,
    after,
  };
}

const api = await startApi();
const rows = [];
for (const start of [startNode, startWorkerd]) {
  const runtime = await start(api.url, [BUDGET, LEAVE_BUDGET]);
  try {
    rows.push(await measure(runtime, api));
  } finally {
    await runtime.close();
  }
}
await api.close();

type Row = (typeof rows)[number];
const memory = (m: Row['before']) =>
  `${m.rss.toFixed(0)} MB${m.heap === undefined ? '' : ` (heap ${m.heap.toFixed(0)} MB)`}${m.collected ? '' : ' (no collection)'}`;
const growth = (r: Row) => r.after.rss / r.before.rss - 1;
const failures = rows.flatMap((r) => [
  ...(r.errors ? [`${r.runtime}: ${r.errors} pages failed`] : []),
  ...(r.slowestHung > BUDGET + 1_000 ? [`${r.runtime}: a page over the hung API took ${r.slowestHung.toFixed(0)} ms`] : []),
  ...(r.openAfterLeaving ? [`${r.runtime}: ${r.openAfterLeaving} API calls still open 5 s after their borrowers left`] : []),
  ...(r.after.collected && Math.abs(growth(r)) > 0.2
    ? [`${r.runtime}: memory ${memory(r.before)} before, ${memory(r.after)} after`]
    : []),
]);
const report = `# Load test (\`npm run load\`)

${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores shared with other work. Per runtime, in a process of
its own: ${NORMAL} server-rendered pages (the ${addresses.length} sample addresses of the app's screens in turn,
both markets, \`Accept-Encoding: br\`) at concurrency ${CONCURRENCY}, beside ${HUNG} pages over a hung API
(render budget ${BUDGET / 1000} s); then ${HUNG} borrowers who leave a page over the hung API after its first
bytes, on a server whose budget is ${LEAVE_BUDGET / 1000} s (only their leaving can end its API calls).
The API is the bundled mock on loopback. CPU time is the server process's own (\`/proc\`),
divided by every page it served in the run; Miniflare's workerd also compresses (gzip), as
Cloudflare's edge would outside the Worker's CPU time. Memory is the process's resident set,
Node's after a full collection (\`--expose-gc\`); workerd's is as found (no collection can be asked
of it from here), so only Node's is held to 20 %.

| runtime | pages | pages/s | p50 | p99 | CPU per page | errors | slowest of ${HUNG} hung pages | API calls open 5 s after ${HUNG} borrowers left | memory before → after |
|---|---|---|---|---|---|---|---|---|---|
${rows
  .map(
    (r) =>
      `| ${r.runtime} | ${r.pages} | ${r.perSecond.toFixed(0)} | ${r.p50.toFixed(0)} ms | ${r.p99.toFixed(0)} ms | ${r.cpuPerPage.toFixed(1)} ms | ${r.errors} | ${r.slowestHung.toFixed(0)} ms | ${r.openAfterLeaving} | ${memory(r.before)} → ${memory(r.after)} (${(growth(r) * 100).toFixed(0)} %) |`,
  )
  .join('\n')}

${failures.length ? `**Not held:** ${failures.join('; ')}.` : `Held: every hung page ended by the budget + 1 s, no API call outlived its borrower by 5 s, Node's memory within 20 %.`}
`;
writeFileSync(join(import.meta.dirname, 'results.md'), report);
console.log(report);
process.exitCode = failures.length ? 1 : 0;
