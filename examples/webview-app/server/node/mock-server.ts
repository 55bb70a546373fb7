import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createMockApi, type MockApiOptions } from '../mock';

/**
 * Starts {@link createMockApi} on a loopback port (`0` picks a free one), for tests.
 *
 * @example
 * const server = await startMockServer({ port: 0 });
 * const api = createHttpApi({ apiBase: server.url, session: {} });
 * await server.close();
 */
export function startMockServer(options: MockApiOptions & { port: number }): Promise<{ url: string; close(): Promise<void> }> {
  const app = createMockApi(options);
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: options.port, hostname: '127.0.0.1' }, () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            // Delayed answers (overrides) must not keep a test run waiting.
            if ('closeAllConnections' in server) server.closeAllConnections();
          }),
      });
    });
  });
}
