import { Miniflare } from 'miniflare';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { unstable_getMiniflareWorkerOptions } from 'wrangler';
import { settingsFrom, type Env } from '../../examples/webview-app/server/config';
import { createAppServer } from '../../examples/webview-app/server/node/app';
import { startMockServer } from '../../examples/webview-app/server/node/mock-server';

const APP = join(import.meta.dirname, '../../examples/webview-app');

/** A free loopback port (the Worker's public origin must be known before it starts). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * The Worker of `wrangler.jsonc`, as Wrangler reads the file, in workerd (Miniflare) on `port`,
 * its public origin that port on loopback; `vars` over the file's.
 */
export function workerd(vars: Env, port: number) {
  const { workerOptions } = unstable_getMiniflareWorkerOptions(join(APP, 'wrangler.jsonc'));
  const bindings: Env = { ...(workerOptions.bindings as Env), LENDVIEW_PUBLIC_ORIGIN: `http://127.0.0.1:${port}`, ...vars };
  const worker = new Miniflare({
    ...workerOptions,
    bindings,
    modules: true,
    scriptPath: join(APP, 'dist/.worker/worker.js'),
    host: '127.0.0.1',
    port,
  } as ConstructorParameters<typeof Miniflare>[0]);
  return { worker, bindings };
}

/**
 * The example app's Worker (`dist/.worker/worker.js`) in workerd through Miniflare, with the
 * settings of `wrangler.jsonc` as Wrangler reads them, the lender API pointed at the bundled mock
 * on loopback (`API_ORIGIN`), and its Node twin: the same settings through `createAppServer`, to
 * compare answers with. `vars` override settings of the config.
 */
export async function startWorker(vars: Env = {}) {
  const port = await freePort();
  // Its links (`lendDetailsUrl`) point to the app, as a lender's do: the app proxies the API.
  const mock = await startMockServer({ port: 0, origin: `http://127.0.0.1:${port}` });
  const { worker, bindings } = workerd({ API_ORIGIN: mock.url, ...vars }, port);
  const url = (await worker.ready).origin;
  const { settings } = settingsFrom(bindings);
  const node = createAppServer({ distDir: join(APP, 'dist'), ...settings, mockControl: false });
  // Both load their server entry on the first page: not inside a test's budget.
  await Promise.all([fetch(`${url}/fourthOliver`), node.request(`${url}/fourthOliver`)].map(async (page) => (await page).text()));
  return {
    url,
    mock,
    /** The Node twin's answer to the same address (in-process). */
    node: (path: string, init?: RequestInit) => node.request(`${url}${path}`, init),
    async close() {
      await worker.dispose();
      await mock.close();
    },
  };
}

export type WorkerRig = Awaited<ReturnType<typeof startWorker>>;

/** Mock overrides for the tests (`control.ts` of the mock). */
export async function override(rig: WorkerRig, body: Record<string, unknown>): Promise<void> {
  const answer = await fetch(`${rig.mock.url}/__mock/override`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`override refused: ${answer.status}`);
}

/** A page without what differs per response: its nonces, and the mock's repayment token (one per request). */
export const comparable = (text: string) =>
  text
    .replace(/nonce-[A-Za-z0-9+/=]+/g, 'nonce-N')
    .replace(/nonce="[^"]*"/g, 'nonce="N"')
    .replace(/"repayToken":"[^"]*"/g, '"repayToken":"T"');
