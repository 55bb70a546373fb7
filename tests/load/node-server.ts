/**
 * The Node server of `npm run load`, in a process of its own (its CPU time and memory are its
 * own): the app with the given API origin and render budget, compression on as in production.
 * Answers `gc` with its memory after a collection (`--expose-gc`).
 */
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createAppServer } from '../../examples/webview-app/server/node/app';

const budgets = (process.env.LOAD_BUDGETS ?? '3000').split(',').map(Number);
const urls = await Promise.all(
  budgets.map((renderBudgetMs) => {
    const app = createAppServer({
      distDir: join(import.meta.dirname, '../../examples/webview-app/dist'),
      apiOrigin: process.env.API_ORIGIN,
      renderBudgetMs,
      mockControl: false,
    });
    return new Promise<string>((resolve) => {
      const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
        resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
      );
    });
  }),
);
process.on('message', (message) => {
  if (message !== 'gc') return;
  (globalThis as { gc?: () => void }).gc?.();
  process.send?.({ heap: process.memoryUsage().heapUsed });
});
process.send?.({ urls });
