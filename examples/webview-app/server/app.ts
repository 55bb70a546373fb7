import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import type { ServerPage } from '../build/server-page';
import { HASH_PATHS, matchScreen } from '../src/match-screen';
import { marketLocale } from '../../../packages/api/src/domain';
import { escapeHtml } from './html';
import { LIMITS } from './limits';
import { createPages } from './pages';
import { mountProxy, UPLOAD_PATH } from './proxy';
import { securityHeaders, type SecurityOptions } from './security';
import { createServerRenderer, type RenderScreen } from './ssr';
import { memoryVitals, mountVitals, type VitalsStore } from './vitals';

/** What the runtime gives the app: the build, files, and what it does better itself. */
export interface Runtime {
  /** The build's page (`build/server-page.ts`): read from the build, or bundled with a Worker. */
  page(): ServerPage;
  /** The build's server entry, or `undefined` to leave every page to the browser. */
  render?: () => Promise<RenderScreen>;
  /**
   * A built file by its path under the base (`assets/main-1a2b.js`, `favicon.svg`), or
   * `undefined` when there is none. Hashed assets (`assets/`) get a year of `immutable` caching
   * here, whatever the runtime set.
   */
  file(c: Context, path: string): Promise<Response | undefined>;
  /** The host simulator's page (`host.html`). */
  hostPage(c: Context): Promise<string | undefined>;
  /**
   * Compresses a page as it streams, chunk by chunk (Node). Without it the page goes out as it
   * is: a Worker's platform compresses at the edge.
   */
  compressPage?(
    page: ReadableStream<Uint8Array>,
    acceptEncoding: string,
  ): { body: ReadableStream<Uint8Array>; encoding?: string };
  /** Where the field Web Vitals are kept (Node: a file, `LENDVIEW_VITALS_FILE`). @defaultValue in memory */
  vitals?: VitalsStore;
}

export interface AppOptions {
  runtime: Runtime;
  /** A server that speaks docs/api.md; when absent `mock` answers. */
  apiOrigin?: string;
  /** The bundled mock API (development only): answers the API when there is no `apiOrigin`. */
  mock?: Hono;
  /**
   * The origin borrowers reach the app at (`LENDVIEW_PUBLIC_ORIGIN`, e.g.
   * `https://loans.example`): the server render's page origin. Never the request's `Host`, which
   * the client chooses; without it only a loopback host is taken as it is (development), and any
   * other page is left to the browser to render.
   */
  publicOrigin?: string;
  /**
   * The path prefix the app was built for (`LENDVIEW_BASE`), e.g. `/cdn/lendview/`. The API
   * stays at the origin's root. @defaultValue `'/'`
   */
  base?: string;
  /**
   * Serves the host simulator (`/host`), a development tool that frames any screen of this
   * origin and plays the native shell (`LENDVIEW_HOST_SIMULATOR=1`). @defaultValue `false`
   */
  hostSimulator?: boolean;
  /**
   * Origins besides the app's own that server links (`lendDetailsUrl`, `h5Url`) may go to and
   * server images may load from; everything else is refused by the screens and by the CSP.
   * @defaultValue `[]`
   */
  allowedOrigins?: readonly string[];
  /**
   * Milliseconds the server render waits for the API before it cancels the call and sends the
   * skeleton (`LENDVIEW_RENDER_BUDGET_MS`). @defaultValue `3000`
   */
  renderBudgetMs?: number;
  /** Milliseconds the proxy waits for the API. @defaultValue the wire's `60000` */
  apiTimeoutMs?: number;
  /** CSP `frame-ancestors`. @defaultValue `["'none'"]`, or `["'self'"]` with the host simulator */
  frameAncestors?: readonly string[];
  /** `Cross-Origin-Opener-Policy` (`LENDVIEW_OPENER_POLICY`): not sent by default, `security.ts` says why. */
  openerPolicy?: SecurityOptions['openerPolicy'];
}

/** Longer addresses get a readable 414 page (Node itself refuses headers over 16 KB: `node/listen.ts`). */
const MAX_URL_LENGTH = 8 * 1024;

/** Paths of the API (docs/api.md families E, C, P), the mock's images and its test control. */
const API_PREFIXES = ['/exhibits/*', '/api/*', '/mock-assets/*', '/__mock/*'];
const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/;

/**
 * The example app's server as one fetch handler for any runtime (Node: `node/app.ts`; a Worker:
 * `worker.ts`): security headers on every response, the API on the same origin (the mock, or a
 * proxy to `apiOrigin`: the wire's paths only, `proxy.ts`), the built files, and every screen's
 * page rendered with its data. Proxying keeps the page's `apiBase` its own origin, so any
 * docs/api.md server works unchanged (no CORS set-up needed). Nothing is kept between requests
 * but what the build brought: any number of copies can serve the same borrowers.
 */
export function createApp(options: AppOptions): Hono {
  const { runtime, apiOrigin, mock, base = '/', hostSimulator = false, allowedOrigins = [] } = options;
  if (!apiOrigin && !mock) throw new Error('lendview: set API_ORIGIN (the lender API), or serve the bundled mock');
  // The host simulator frames the app's pages: it needs them frameable by their own origin.
  const frameAncestors = options.frameAncestors ?? [hostSimulator ? "'self'" : "'none'"];
  const prefix = base.endsWith('/') ? base : `${base}/`;
  const app = new Hono();
  app.use(securityHeaders({ frameAncestors, imageHosts: allowedOrigins, openerPolicy: options.openerPolicy }));
  app.use(async (c, next) => {
    if (c.req.url.length <= MAX_URL_LENGTH) return next();
    return c.html(problemPage(TOO_LONG), 414, { 'Cache-Control': 'no-store' });
  });
  const tooLarge = (c: Context) => c.text('Payload too large', 413);
  const uploadLimit = bodyLimit({ maxSize: LIMITS.upload, onError: tooLarge });
  const jsonLimit = bodyLimit({ maxSize: LIMITS.body, onError: tooLarge });
  for (const path of API_PREFIXES) app.use(path, (c, next) => (c.req.path === UPLOAD_PATH ? uploadLimit : jsonLimit)(c, next));
  if (apiOrigin) {
    mountProxy(app, { origin: apiOrigin, timeout: options.apiTimeoutMs });
  } else if (mock) {
    // For pages a web view opens from a local file. Never the mock's test control: a foreign
    // page could read its request log (sessions) and turn its answers into script.
    for (const path of API_PREFIXES.filter((p) => p !== '/__mock/*')) app.use(path, cors());
    app.route('/', mock);
  }

  mountVitals(app, { path: `${prefix}vitals`, store: runtime.vitals ?? memoryVitals() });

  app.get(`${prefix}assets/*`, async (c) => {
    const file = await runtime.file(c, c.req.path.slice(prefix.length));
    if (!file) return c.notFound();
    // Hashed names change with their content: a web view coming back (`resume`) asks nothing again.
    const headers = new Headers(file.headers);
    if (file.ok) headers.set('Cache-Control', 'public, max-age=31536000, immutable');
    return new Response(file.body, { status: file.status, headers });
  });
  if (hostSimulator)
    app.get(`${prefix}host`, async (c) => c.html((await runtime.hostPage(c)) ?? '', 200, { 'Cache-Control': 'no-store' }));
  // Files only (a path with an extension): `/` and app routes fall through to the page below.
  // Build internals (`.vite/`, `.ssr/`) are not served, nor the page templates (`/index.html`
  // is a path like any other: the app's "Page not found").
  app.get(`${prefix}*`, async (c, next) => {
    if (c.req.path.includes('/.')) return c.notFound();
    if (!/\.[a-z0-9]+$/i.test(c.req.path) || c.req.path.endsWith('.html')) return next();
    return (await runtime.file(c, c.req.path.slice(prefix.length))) ?? c.notFound();
  });

  const pages = createPages(() => runtime.page());
  const renderer =
    runtime.render &&
    createServerRenderer(runtime.render, { base: prefix, hashPaths: HASH_PATHS, budgetMs: options.renderBudgetMs });
  // The render reaches the API directly: `API_ORIGIN`, or the mock in-process.
  const serverApi = apiOrigin
    ? { apiBase: apiOrigin }
    : {
        apiBase: 'http://mock.internal',
        fetch: ((input, init) => mock!.request(input instanceof Request ? input : String(input), init)) as typeof fetch,
      };
  app.get(`${prefix}*`, (c) => {
    const url = new URL(c.req.url);
    const path = `/${url.pathname.slice(prefix.length)}`;
    // Unknown paths get the app's "Page not found" with its status.
    const status = matchScreen(path) ? 200 : 404;
    const pageOrigin = options.publicOrigin ?? (LOOPBACK.test(url.hostname) ? url.origin : undefined);
    // Every page may carry the borrower's data (the session is in its address): no cache keeps it.
    const headers: Record<string, string> = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' };
    if (!renderer || !pageOrigin) return c.body(pages.browserPage(url, path, c.get('nonce'), allowedOrigins), status, headers);
    const page = renderer({
      parts: pages.parts(url, path, allowedOrigins),
      path,
      search: url.search.slice(1),
      pageOrigin,
      nonce: c.get('nonce'),
      allowedOrigins,
      ...serverApi,
    });
    const compressed = runtime.compressPage?.(page, c.req.header('Accept-Encoding') ?? '');
    if (compressed?.encoding) {
      headers['Content-Encoding'] = compressed.encoding;
      headers.Vary = 'Accept-Encoding';
    }
    return c.body(compressed?.body ?? page, status, headers);
  });
  return app;
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
    `<!doctype html><html lang="${marketLocale('en')}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(text.en[0])}</title></head>` +
    `<body>${part(marketLocale('en'), text.en)}${part(marketLocale('es'), text.es)}</body></html>`
  );
}
