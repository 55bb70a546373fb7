import { serve, type ServerType } from '@hono/node-server';
import { mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAppServer, type AppServerOptions } from '../../examples/webview-app/server/app';
import { readableClientErrors } from '../../examples/webview-app/server/listen';

/** A built app's shape in miniature: the page template with its inline scripts and style. */
export function fakeDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'lendview-dist-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html lang="es-MX"><head><title>t</title><script>window.inline = 1</script>'
    + '<style>body{margin:0}</style><script type="module" crossorigin src="/assets/main.js"></script></head><body><div id="root"></div></body></html>');
  writeFileSync(join(dir, 'host.html'), '<!doctype html><html lang="en"><head><script type="module" crossorigin src="/assets/host.js"></script></head><body></body></html>');
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
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
