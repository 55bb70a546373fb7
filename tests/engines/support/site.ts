import { serve, type ServerType } from '@hono/node-server';
import { join } from 'node:path';
import { createAppServer } from '../../../examples/webview-app/server/node/app';

/**
 * What every page of the engine suites gets first in its `<head>` (with the page's CSP nonce):
 * a record of its script errors (WebDriver has no event for them, and errors during the first
 * parse happen before a test could listen), and a native shell of the kind an Android app
 * injects (`LendviewAndroid`, protocol 1.0: it takes messages and answers none), recording what
 * the page sends it. Plain ES5: it runs in every engine.
 */
export const PROBE = `(function () {
  var errors = (window.__lendviewErrors = []);
  var shell = (window.__lendviewShell = []);
  addEventListener('error', function (event) {
    errors.push(String((event.error && event.error.stack) || event.message));
  });
  addEventListener('unhandledrejection', function (event) {
    errors.push('unhandled rejection: ' + String((event.reason && event.reason.stack) || event.reason));
  });
  var log = console.error;
  console.error = function () {
    errors.push('console.error: ' + Array.prototype.join.call(arguments, ' '));
    return log.apply(console, arguments);
  };
  window.LendviewAndroid = {
    postMessage: function (json) {
      var message = JSON.parse(json);
      shell.push({ type: message.type, payload: message.payload });
    },
  };
})();`;

/** The query of a stand-in asset ({@link Site.serveInstead}). */
const INSTEAD = '?instead';

/** The example app (built pages, mock API) for one engine suite, every page carrying {@link PROBE}. */
export interface Site {
  url(pathAndQuery: string): string;
  /** Serves `body` for the asset files whose name matches, until {@link Site.serveBuilt}. */
  serveInstead(file: RegExp, body: string): void;
  serveBuilt(): void;
  /** Drops the mock server's state (orders paid, complaints filed). */
  resetMock(): Promise<void>;
  close(): Promise<void>;
}

export async function openSite(): Promise<Site> {
  const app = createAppServer({ distDir: join(import.meta.dirname, '../../../examples/webview-app/dist') });
  let instead: { file: RegExp; body: string } | undefined;
  const server: ServerType = await new Promise((resolve) => {
    const started = serve(
      {
        hostname: '127.0.0.1',
        port: 0,
        fetch: async (request: Request) => {
          const url = new URL(request.url);
          const path = url.pathname;
          if (instead && url.search === INSTEAD && instead.file.test(path)) {
            return new Response(instead.body, { headers: { 'Content-Type': 'text/javascript' } });
          }
          if (path.startsWith('/assets/') || path.startsWith('/api/') || path.startsWith('/__mock/')) return app.fetch(request);
          // Pages uncompressed, so the probe can go in.
          const headers = new Headers(request.headers);
          headers.delete('Accept-Encoding');
          const response = await app.fetch(new Request(request, { headers }));
          const nonce = /'nonce-([^']+)'/.exec(response.headers.get('Content-Security-Policy') ?? '')?.[1];
          if (!nonce || !response.body || !response.headers.get('Content-Type')?.startsWith('text/html')) return response;
          if (instead) {
            // The built file stays cached (`immutable`): the page asks for the stand-in by its own address.
            const { file } = instead;
            const page = (await response.text()).replace(/\/assets\/[\w.-]+\.js/g, (asset) =>
              file.test(asset) ? `${asset}${INSTEAD}` : asset,
            );
            return new Response(page.replace('<head>', `<head><script nonce="${nonce}">${PROBE}</script>`), response);
          }
          return new Response(withProbe(response.body, nonce), { status: response.status, headers: response.headers });
        },
      },
      () => resolve(started),
    );
  });
  const { port } = server.address() as { port: number };
  const origin = `http://127.0.0.1:${port}`;
  return {
    url: (pathAndQuery) => `${origin}${pathAndQuery}`,
    serveInstead(file, body) {
      instead = { file, body };
    },
    serveBuilt() {
      instead = undefined;
    },
    async resetMock() {
      await fetch(`${origin}/__mock/reset`, { method: 'POST' });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The streamed page with the probe right after `<head>` (the page's head arrives in its first chunks). */
function withProbe(body: ReadableStream<Uint8Array>, nonce: string): ReadableStream<Uint8Array> {
  let head = '';
  let done = false;
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        if (done) return controller.enqueue(chunk);
        head += decoder.decode(chunk, { stream: true });
        const at = head.indexOf('<head>');
        if (at < 0) return;
        done = true;
        const probe = `<script nonce="${nonce}">${PROBE}</script>`;
        controller.enqueue(encoder.encode(`${head.slice(0, at + 6)}${probe}${head.slice(at + 6)}`));
      },
      flush(controller) {
        if (!done && head) controller.enqueue(encoder.encode(head));
      },
    }),
  );
}
