import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import { cors } from 'hono/cors';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { promisify } from 'node:util';
import { brotliCompress, constants, createBrotliCompress, createGzip } from 'node:zlib';
import { CATALOG } from '../src/catalog';
import { escapeHtml } from './html';
import { createMockApi } from './mock';
import { mountProxy } from './proxy';
import { createPages } from './pages';
import { securityHeaders, type SecurityOptions } from './security';
import { createServerRenderer } from './ssr';

export interface AppServerOptions {
  /** The built app (`vite build` output). */
  distDir: string;
  /** A server that speaks docs/api.md; when absent the bundled mock API answers. */
  apiOrigin?: string;
  /**
   * The path prefix the app was built for (`LENDVIEW_BASE`), e.g. `/cdn/lendview/`. The API
   * stays at the origin's root. @defaultValue `'/'`
   */
  base?: string;
  /**
   * Renders each screen on the server, with its data, for the browser to hydrate (when the build
   * has its server entry). `false` serves the empty page the app renders by itself, as a page
   * opened from a file or a hash address does. @defaultValue `true`
   */
  serverRender?: boolean;
  /**
   * Serves the host simulator (`/host`), a development tool that frames any screen of this
   * origin and plays the native shell. Off unless asked for: `start.ts` turns it on with
   * `LENDVIEW_HOST_SIMULATOR=1`. @defaultValue `false`
   */
  hostSimulator?: boolean;
  /**
   * Origins besides the app's own that server links (`lendDetailsUrl`, `h5Url`) may go to and
   * server images may load from; everything else is refused by the screens and by the CSP.
   * `start.ts` reads `LENDVIEW_ALLOWED_ORIGINS` (space-separated) and adds `API_ORIGIN`.
   * @defaultValue `[]`
   */
  allowedOrigins?: readonly string[];
  /**
   * Milliseconds the server render waits for the API before it cancels the call and sends the
   * skeleton (`LENDVIEW_RENDER_BUDGET_MS`). @defaultValue `3000`
   */
  renderBudgetMs?: number;
  /** CSP `frame-ancestors`. @defaultValue `["'none'"]`, or `["'self'"]` with the host simulator */
  frameAncestors?: readonly string[];
  /** `Cross-Origin-Opener-Policy` (`LENDVIEW_OPENER_POLICY`): not sent by default, `security.ts` says why. */
  openerPolicy?: SecurityOptions['openerPolicy'];
}

/** Longer addresses get a readable 414 page (Node itself refuses headers over 16 KB: `listen.ts`). */
const MAX_URL_LENGTH = 8 * 1024;

/** Paths the bundled mock answers (docs/api.md families E, C, P, its images and its test control). */
const API_PREFIXES = ['/exhibits/*', '/api/*', '/mock-assets/*', '/__mock/*'];

/**
 * The example app's server: the built pages, hashed assets brotli-compressed once and cached
 * `immutable`, and the API on the same origin, either the mock or a proxy to `apiOrigin` (the
 * wire's paths only, `proxy.ts`).
 * Proxying keeps the page's `apiBase` its own origin, so any docs/api.md server works unchanged (no
 * CORS set-up needed). The mock also answers cross-origin calls, for pages a web view opens from
 * a local file.
 */
export function createAppServer(options: AppServerOptions): Hono {
  const { distDir, apiOrigin, base = '/', serverRender = true, hostSimulator = false, allowedOrigins = [] } = options;
  // The host simulator frames the app's pages: it needs them frameable by their own origin.
  const frameAncestors = options.frameAncestors ?? [hostSimulator ? "'self'" : "'none'"];
  const prefix = base.endsWith('/') ? base : `${base}/`;
  const app = new Hono();
  app.use(securityHeaders({ frameAncestors, imageHosts: allowedOrigins, openerPolicy: options.openerPolicy }));
  app.use(async (c, next) => {
    if (c.req.url.length <= MAX_URL_LENGTH) return next();
    return c.html(problemPage(TOO_LONG), 414);
  });
  app.use(compress());
  if (apiOrigin) {
    mountProxy(app, { origin: apiOrigin });
  } else {
    for (const path of API_PREFIXES) app.use(path, cors());
    app.route('/', createMockApi());
  }

  const assets = createAssets(join(distDir, 'assets'));
  app.get(`${prefix}assets/*`, (c) => assets.serve(c, c.req.path.slice(`${prefix}assets/`.length)));
  const pages = createPages(distDir, prefix);
  if (hostSimulator) app.get(`${prefix}host`, (c) => c.html(pages.hostPage()));
  else app.get(`${prefix}host.html`, (c) => c.notFound());
  // Files only (a path with an extension): `/` and app routes fall through to the page below.
  const files = serveStatic({
    root: relative(process.cwd(), distDir) || '.',
    rewriteRequestPath: (path) => `/${path.slice(prefix.length)}`,
  });
  // Build internals (`.vite/`, `.ssr/`: the manifest, the server's own code) are not served, nor
  // the page templates (`/index.html` is a path like any other: the app's "Page not found").
  app.get(`${prefix}*`, async (c, next) => {
    if (c.req.path.includes('/.')) return c.notFound();
    return /\.[a-z0-9]+$/i.test(c.req.path) && !c.req.path.endsWith('.html') ? files(c, next) : next();
  });
  const hashPaths = CATALOG.flatMap((entry) => (entry.devOnly ? [] : (entry.hashPaths ?? [])));
  const renderer = serverRender
    ? createServerRenderer(distDir, { base: prefix, hashPaths, budgetMs: options.renderBudgetMs })
    : undefined;
  // The render reaches the API directly: `API_ORIGIN`, or the mock in-process (never the
  // request's Host header, which the client chooses).
  const serverApi = apiOrigin
    ? { apiBase: apiOrigin }
    : {
        apiBase: 'http://mock.internal',
        fetch: ((input, init) => app.request(input instanceof Request ? input : String(input), init)) as typeof fetch,
      };
  const known = new Set(CATALOG.flatMap((entry) => (entry.devOnly ? [] : [...entry.paths, ...(entry.hashPaths ?? [])])));
  app.get(`${prefix}*`, (c) => {
    // Unknown paths get the app's "Page not found" with its status.
    const status = known.has(`/${c.req.path.slice(prefix.length)}`) ? 200 : 404;
    if (!renderer) {
      c.header('Cache-Control', 'no-cache');
      return c.html(pages.browserPage(c.req.url, c.get('nonce'), allowedOrigins), status);
    }
    // The page carries the borrower's data now: no shared cache may keep it.
    const url = new URL(c.req.url);
    const page = renderer({
      parts: pages.parts(c.req.url, allowedOrigins),
      path: `/${url.pathname.slice(prefix.length)}`,
      search: url.search.slice(1),
      pageOrigin: url.origin,
      nonce: c.get('nonce'),
      allowedOrigins,
      ...serverApi,
    });
    const { body, encoding } = compressAsItStreams(page, c.req.header('Accept-Encoding') ?? '');
    const headers: Record<string, string> = {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'private, no-cache',
      Vary: 'Accept-Encoding',
    };
    if (encoding) headers['Content-Encoding'] = encoding;
    return c.body(body, status, headers);
  });
  return app;
}

/**
 * Compresses a streamed page chunk by chunk, each flushed at once (a general compressor would
 * hold the head, and the script downloads it starts, until it had gathered 16 KB).
 */
function compressAsItStreams(
  page: ReadableStream<Uint8Array>,
  accepted: string,
): { body: ReadableStream<Uint8Array>; encoding?: string } {
  const compressor = /\bbr\b/.test(accepted)
    ? {
        encoding: 'br',
        stream: createBrotliCompress({
          flush: constants.BROTLI_OPERATION_FLUSH,
          params: { [constants.BROTLI_PARAM_QUALITY]: 5 },
        }),
      }
    : /\bgzip\b/.test(accepted)
      ? { encoding: 'gzip', stream: createGzip({ flush: constants.Z_SYNC_FLUSH }) }
      : undefined;
  if (!compressor) return { body: page };
  Readable.fromWeb(page as NodeReadableStream<Uint8Array>).pipe(compressor.stream);
  return { body: Readable.toWeb(compressor.stream) as ReadableStream<Uint8Array>, encoding: compressor.encoding };
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.js', '.css', '.svg', '.json']);

/**
 * Hashed assets: their names change with their content, so each is read and brotli-compressed
 * once (at start, in the background) and served with a year of `immutable` caching: a web view
 * coming back from the background (`resume`) revalidates nothing.
 */
function createAssets(dir: string) {
  const files = new Map<string, Promise<{ raw: Buffer; br?: Buffer }>>();
  const load = (name: string) => {
    let file = files.get(name);
    if (!file) {
      file = (async () => {
        const raw = readFileSync(join(dir, name));
        const br =
          COMPRESSIBLE.has(extname(name)) && raw.length > 512
            ? await promisify(brotliCompress)(raw, {
                params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
              })
            : undefined;
        return { raw, br };
      })();
      files.set(name, file);
      file.catch(() => files.delete(name));
    }
    return file;
  };
  if (existsSync(dir)) for (const name of readdirSync(dir)) void load(name).catch(() => undefined);

  return {
    async serve(c: Context, name: string) {
      if (!/^[\w.-]+$/.test(name) || !existsSync(join(dir, name))) return c.notFound();
      const { raw, br } = await load(name);
      const headers: Record<string, string> = {
        'Content-Type': TYPES[extname(name)] ?? 'application/octet-stream',
        'Cache-Control': 'public, max-age=31536000, immutable',
        Vary: 'Accept-Encoding',
      };
      const body = br && /\bbr\b/.test(c.req.header('Accept-Encoding') ?? '') ? br : raw;
      if (body === br) headers['Content-Encoding'] = 'br';
      return c.body(new Uint8Array(body), 200, headers);
    },
  };
}

/** What a refused request reads, in both markets' languages (the market is not known yet). */
export const TOO_LONG = {
  en: ['This address is too long', 'Please go back and open the page again from the app.'],
  es: ['Esta dirección es demasiado larga', 'Regrese y vuelva a abrir la página desde la aplicación.'],
} as const;

/** A small readable page for a request the server refuses before any screen. */
export function problemPage(text: { en: readonly [string, string]; es: readonly [string, string] }): string {
  const part = (lang: string, [title, body]: readonly [string, string]) =>
    `<section lang="${lang}"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p></section>`;
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(text.en[0])}</title></head>` +
    `<body>${part('en', text.en)}${part('es-MX', text.es)}</body></html>`
  );
}
