import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { proxy } from 'hono/proxy';
import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { createMockApi } from './mock';

export interface AppServerOptions {
  /** The built app (`vite build` output). */
  distDir: string;
  /** A server that speaks wire.md; when absent the bundled mock API answers. */
  apiOrigin?: string;
}

/** Paths that belong to the lender's API (wire.md families E, C, P) and the mock's extras. */
const API_PREFIXES = ['/exhibits/*', '/api/*', '/mock-assets/*', '/__mock/*'];

/**
 * The example app's server: the built pages with long-lived caching for hashed assets, and the
 * API on the same origin, either the mock or a proxy to `apiOrigin`. Proxying keeps the page's
 * `apiBase` its own origin, so any wire.md server works unchanged (no CORS set-up needed).
 */
export function createAppServer({ distDir, apiOrigin }: AppServerOptions): Hono {
  const app = new Hono();
  app.use(compress());
  if (apiOrigin) {
    const base = apiOrigin.replace(/\/$/, '');
    for (const prefix of API_PREFIXES) {
      app.all(prefix, (c) => {
        const url = new URL(c.req.url);
        return proxy(`${base}${url.pathname}${url.search}`, { ...c.req, headers: { ...c.req.header(), host: undefined } });
      });
    }
  } else {
    app.route('/', createMockApi());
  }

  const root = relative(process.cwd(), distDir) || '.';
  app.use('/assets/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use('/assets/*', serveStatic({ root }));
  app.get('/host', (c) => page(c.req.url, join(distDir, 'host.html')).then((html) => c.html(html)));
  // Files only (a path with an extension): `/` and app routes fall through to the page below.
  const files = serveStatic({ root });
  app.get('*', (c, next) => (/\.[a-z0-9]+$/i.test(c.req.path) ? files(c, next) : next()));
  app.get('*', async (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(await page(c.req.url, join(distDir, 'index.html')));
  });
  return app;
}

/** The page with `<html lang>` set from the address' market flag before any script runs. */
async function page(address: string, file: string): Promise<string> {
  const html = await readFile(file, 'utf8');
  const url = new URL(address);
  const query = new URLSearchParams(url.hash.includes('?') ? url.hash.split('?')[1] : url.search);
  const english = (query.get('languageType') ?? query.get('isNeedPop')) === '1';
  return html.replace(/<html lang="[^"]*">/, `<html lang="${english ? 'en-IN' : 'es-MX'}">`);
}
