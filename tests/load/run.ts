/**
 * A bounded load test of the reference server (`npm run load`; not part of `npm test`): 2,000
 * server-rendered pages at concurrency 20 and 2,000 proxied API calls at concurrency 20, against
 * the bundled mock API behind the proxy (`API_ORIGIN` mode, as in production). Writes
 * throughput, p50/p99, errors and the server's memory before and after to `results.md`.
 * Needs a build (`npm run build && npm run build:app -w examples/webview-app`).
 */
import { serve, type ServerType } from '@hono/node-server';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createAppServer } from '../../examples/webview-app/server/node/app';
import { startMockServer } from '../../examples/webview-app/server/node/mock-server';
import { CATALOG, sampleUrl } from '../../examples/webview-app/src/catalog';

const PAGES = Number(process.env.LOAD_PAGES ?? 2_000);
const CALLS = Number(process.env.LOAD_CALLS ?? 2_000);
const CONCURRENCY = 20;

interface Result {
  name: string;
  count: number;
  seconds: number;
  p50: number;
  p99: number;
  errors: number;
}

async function run(name: string, count: number, request: (i: number) => Promise<Response>): Promise<Result> {
  const times: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) {
        const i = next++;
        const t0 = performance.now();
        try {
          const response = await request(i);
          await response.arrayBuffer();
          if (!response.ok) errors += 1;
        } catch {
          errors += 1;
        }
        times.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return { name, count, seconds, p50: at(0.5), p99: at(0.99), errors };
}

function memory(): { rss: number; heap: number } {
  (globalThis as { gc?: () => void }).gc?.();
  const { rss, heapUsed } = process.memoryUsage();
  return { rss: rss / 2 ** 20, heap: heapUsed / 2 ** 20 };
}

const mock = await startMockServer({ port: 0 });
const app = createAppServer({ distDir: join(import.meta.dirname, '../../examples/webview-app/dist'), apiOrigin: mock.url });
const server: ServerType = await new Promise((resolve) => {
  const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
});
const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;

const screens = CATALOG.filter((entry) => !entry.devOnly && entry.paths.length > 0);
const addresses = screens.flatMap((entry) => (['en', 'es'] as const).map((market) => sampleUrl(entry, market)));

// Warm up (first renders load the server entry and compress the assets).
await run('warm-up', 40, (i) => fetch(`${origin}${addresses[i % addresses.length]}`, { headers: { 'Accept-Encoding': 'br' } }));
const before = memory();
const pages = await run('server-rendered pages', PAGES, (i) =>
  fetch(`${origin}${addresses[i % addresses.length]}`, { headers: { 'Accept-Encoding': 'br' } }),
);
const calls = await run('proxied API calls', CALLS, () =>
  fetch(`${origin}/exhibits/user-problem/get-whatsapp?languageType=1`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    body: '{"overall":1}',
  }),
);
const after = memory();

server.close();
await mock.close();

const row = (r: Result) =>
  `| ${r.name} | ${r.count} | ${(r.count / r.seconds).toFixed(0)}/s | ${r.p50.toFixed(1)} ms | ${r.p99.toFixed(1)} ms | ${r.errors} |`;
const report = `# Load test (\`npm run load\`)

${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${(await import('node:os')).cpus().length} cores shared with other work; concurrency ${CONCURRENCY};
the ${addresses.length} sample addresses of the app's screens in turn (both markets), server-rendered with
their data from the bundled mock behind the proxy (\`API_ORIGIN\` mode), brotli.

| run | requests | throughput | p50 | p99 | errors |
|---|---|---|---|---|---|
${row(pages)}
${row(calls)}

Server memory (same process, after a GC when \`--expose-gc\`): before ${before.rss.toFixed(0)} MB RSS / ${before.heap.toFixed(0)} MB heap,
after ${after.rss.toFixed(0)} MB RSS / ${after.heap.toFixed(0)} MB heap.
`;
writeFileSync(join(import.meta.dirname, 'results.md'), report);
console.log(report);
