import type { Session } from '@lendview/api';
import { createHttpApi, type HttpApiConfig } from '@lendview/api/http';
import type { MockApiOptions } from '../../examples/webview-app/server/mock';
import { startMockServer } from '../../examples/webview-app/server/node/mock-server';
import type { LoggedRequest, Override } from '../../examples/webview-app/server/mock/state';

/** A page session as the example app's sample URLs carry it (English market). */
export const SESSION: Session = {
  deviceId: 'dev-1',
  appVersion: '2.4.0',
  userId: '1001',
  appName: 'lendview',
  sessionId: 'sess-1',
  clientType: 'android',
  mobilePhone: '5512345678',
  languageType: '1',
  orderId: '174',
  productId: '1',
};

/**
 * The mock server on a free loopback port, with helpers: an HTTP adapter pointed at it, the
 * test-control endpoints, and the log of what it received.
 */
export async function startMock(options: MockApiOptions = {}) {
  const server = await startMockServer({ port: 0, ...options });
  const control = (path: string, body?: unknown) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body ?? {}),
    });
  const requests = async () => (await (await fetch(`${server.url}/__mock/requests`)).json()) as LoggedRequest[];
  return {
    url: server.url,
    close: server.close,
    api: (config: Partial<HttpApiConfig> = {}) =>
      createHttpApi({ apiBase: server.url, session: SESSION, merchantNumber: 'M-DEFAULT', ...config }),
    override: async (override: Override) => {
      const response = await control('/__mock/override', override);
      if (!response.ok) throw new Error(`override refused: ${response.status}`);
    },
    reset: () => control('/__mock/reset'),
    requests,
    /** The last request the server received. */
    last: async () => (await requests()).at(-1)!,
  };
}

export type Mock = Awaited<ReturnType<typeof startMock>>;

/** A promise's rejection, for asserting on `ApiError` fields. */
export async function rejection(promise: Promise<unknown>): Promise<{ kind: string; code?: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    return error as { kind: string; code?: string; message: string };
  }
  throw new Error('expected the call to reject');
}

/** An origin where nothing listens: a port that was just free and was closed again. */
export async function closedOrigin(): Promise<string> {
  const { createServer } = await import('node:net');
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}
