import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG, sampleUrl } from '../../examples/webview-app/src/catalog';
import { override, comparable, startWorker, type WorkerRig } from './support';

/**
 * The Worker in workerd answers as the Node server does (issue 23): every screen with its data,
 * the same headers, the same refusals, the skeleton at the budget, hashed assets cached for good.
 */
let rig: WorkerRig;
beforeAll(async () => {
  // A budget no render reaches, however loaded the machine: pages compare whole, never cut short.
  rig = await startWorker({ LENDVIEW_RENDER_BUDGET_MS: '20000' });
});
afterAll(() => rig?.close());

const worker = (path: string, init?: RequestInit) => fetch(`${rig.url}${path}`, init);
const SCREENS = CATALOG.filter((entry) => !entry.devOnly && entry.paths.length > 0);
/** Headers that are the transport's, not the app's. */
const TRANSPORT = new Set([
  'date',
  'content-encoding',
  'content-length',
  'transfer-encoding',
  'vary',
  'connection',
  'keep-alive',
]);
function appHeaders(response: Response): Record<string, string> {
  return Object.fromEntries([...response.headers].filter(([name]) => !TRANSPORT.has(name)).map(([n, v]) => [n, comparable(v)]));
}

describe('the Worker in workerd', () => {
  it.each(SCREENS.flatMap((entry) => (['en', 'es'] as const).map((market) => [entry.id, market, sampleUrl(entry, market)])))(
    '%s (%s) renders with its data, as on Node, with the same headers',
    async (id, _market, address) => {
      const [fromWorker, fromNode] = await Promise.all([worker(address), rig.node(address)]);
      expect(fromWorker.status).toBe(200);
      const html = await fromWorker.text();
      expect(html).toContain(`data-screen="${id}"`);
      expect(html).not.toContain('aria-busy="true"');
      expect(comparable(html)).toBe(comparable(await fromNode.text()));
      expect(appHeaders(fromWorker)).toEqual(appHeaders(fromNode));
      expect(fromWorker.headers.get('cache-control')).toBe('no-store');
    },
  );

  it.each([
    ['the mock control', 'POST', '/__mock/reset', 404],
    ['an unknown API path', 'POST', '/exhibits/admin/delete-everything', 404],
    ['a path beside the wire', 'GET', '/api/v1/lendview/lendview-api/service/loan/../../../../secret', 404],
    ['a wrong method', 'GET', '/exhibits/user-problem/get-whatsapp', 405],
    ['a body over 64 KB', 'POST', '/exhibits/user-problem/get-whatsapp', 413],
    ['a build internal', 'GET', '/.vite/server-page.json', 404],
    ['the page template', 'GET', '/index.html', 404],
    ['the host simulator (off)', 'GET', '/host', 404],
  ])('refuses %s (%s %s) as Node does', async (_, method, path, status) => {
    const init = { method, body: status === 413 ? `{"x":"${'a'.repeat(65 * 1024)}"}` : undefined };
    const [fromWorker, fromNode] = await Promise.all([worker(path, init), rig.node(path, init)]);
    expect(fromWorker.status).toBe(status);
    expect(fromNode.status).toBe(status);
  });

  it('proxies the API, and refuses an answer the wire does not carry (HTML) as Node does', async () => {
    const path = '/exhibits/user-problem/get-whatsapp?languageType=1';
    expect((await worker(path, { method: 'POST', body: '{}' })).status).toBe(200);
    await override(rig, {
      method: 'POST',
      path: '/user-problem/get-whatsapp',
      rawBody: '<script>1</script>',
      contentType: 'text/html',
      times: 2,
    });
    const [fromWorker, fromNode] = await Promise.all([
      worker(path, { method: 'POST', body: '{}' }),
      rig.node(path, { method: 'POST', body: '{}' }),
    ]);
    expect([fromWorker.status, fromNode.status]).toEqual([502, 502]);
  });

  it('a slow API gets the skeleton at the budget (3 s, as configured), which the browser fills', async () => {
    const configured = await startWorker();
    try {
      await override(configured, { method: 'POST', path: '/user-problem/get-whatsapp', delayMs: 10_000, times: 1 });
      const started = performance.now();
      const html = await (
        await fetch(
          `${configured.url}${sampleUrl(
            SCREENS.find((e) => e.id === 'customer-service')!,
            'en',
          )}`,
        )
      ).text();
      expect(performance.now() - started).toBeLessThan(3_000 + 1_000);
      expect(html).toContain('data-screen="customer-service"');
      expect(html).toContain('aria-busy="true"');
      expect(html).toContain('</html>');
    } finally {
      await configured.close();
    }
  });

  it('hashed assets come back immutable, from the assets binding', async () => {
    const html = await (await worker('/fourthOliver?languageType=1')).text();
    const entry = /"entry":"(\/assets\/main-[\w-]+\.js)"/.exec(html)![1]!;
    const asset = await worker(entry);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await worker('/assets/no-such-file.js')).status).toBe(404);
  });
});

describe('the Worker with the host simulator turned on', () => {
  it('serves the simulator page from the assets binding, framing only its own origin', async () => {
    const simulator = await startWorker({ LENDVIEW_HOST_SIMULATOR: '1' });
    try {
      const page = await fetch(`${simulator.url}/host`);
      expect(page.status).toBe(200);
      expect(await page.text()).toMatch(/<script type="module"[^>]+src="\/assets\/host-[\w-]+\.js"/);
      expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    } finally {
      await simulator.close();
    }
  });
});
