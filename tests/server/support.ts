import { serve, type ServerType } from '@hono/node-server';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVER_PAGE_FILE, type ServerPage } from '../../examples/webview-app/build/server-page';
import { createAppServer, type AppServerOptions } from '../../examples/webview-app/server/node/app';
import { readableClientErrors } from '../../examples/webview-app/server/node/listen';

/** A built app's shape in miniature: the page template with its placeholders, inline scripts and style. */
export function fakeDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'lendview-dist-'));
  const page = (scripts: string) =>
    '<!doctype html><html lang="{{lang}}"><head><!--{{title}}--><script nonce="{{nonce}}">window.inline = 1</script>' +
    `<style nonce="{{nonce}}">body{margin:0}</style>${scripts}<!--{{head}}--></head><body><!--{{screen}}--></body></html>`;
  writeFileSync(join(dir, 'index.html'), page('<script type="module" crossorigin src="/assets/main.js"></script>'));
  mkdirSync(join(dir, '.vite'));
  const serverPage: ServerPage = {
    template: page(''),
    document: page('<script type="module" crossorigin src="/assets/main.js"></script>'),
    entry: '/assets/main.js',
    preloads: [],
    loader: 'window.loader = 1',
    screens: {},
    http: [],
  };
  writeFileSync(join(dir, SERVER_PAGE_FILE), JSON.stringify(serverPage));
  writeFileSync(
    join(dir, 'host.html'),
    '<!doctype html><html lang="en"><head><script type="module" crossorigin src="/assets/host.js"></script></head><body></body></html>',
  );
  return dir;
}

/** The app server on a free loopback port (Node's own limits and errors included). */
export async function listen(options: Partial<AppServerOptions> = {}) {
  const app = createAppServer({ distDir: fakeDist(), ...options });
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  readableClientErrors(server as Server);
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        (server as Server).closeAllConnections();
      }),
  };
}
