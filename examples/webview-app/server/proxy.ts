import type { Context, Hono } from 'hono';
import { familyBases, ENDPOINTS } from '../../../packages/api/src/endpoints';
import { deadline } from './deadline';
import { LIMITS, readCapped } from './limits';

/** Headers a page's API call may pass to the API; everything else (Cookie, X-Forwarded-For, Authorization...) stays here. */
const REQUEST_HEADERS = ['accept', 'accept-language', 'content-type', 'x-requested-with'];
/** Headers of the API's answer the page gets; no Set-Cookie, no Location. */
const RESPONSE_HEADERS = ['content-type', 'cache-control', 'x-mock-captcha'];
/** What the wire's answers are: JSON, and for the image captcha an image. */
const JSON_TYPES = new Set(['application/json']);
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml']);
/**
 * A proxied answer is data, never a document: opened as a page (an SVG captcha, say) it may run
 * nothing and load nothing.
 */
const ANSWER_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** The wire's methods per path (docs/api.md; `problem-init`: POST from the complaint home, GET from the form). */
const GET = new Set<string>([
  ENDPOINTS.contract,
  ENDPOINTS.complaintInit,
  ENDPOINTS.promotionTemplate,
  ENDPOINTS.trackVisit,
  ENDPOINTS.trackClick,
  ENDPOINTS.promotionSid,
  ENDPOINTS.captcha,
]);
const GET_ONLY = new Set<string>([
  ENDPOINTS.contract,
  ENDPOINTS.promotionTemplate,
  ENDPOINTS.trackVisit,
  ENDPOINTS.trackClick,
  ENDPOINTS.promotionSid,
  ENDPOINTS.captcha,
]);

/** One wire path as the proxy sees it: its methods, and the content types its answer may have. */
export interface WireRoute {
  methods: Set<string>;
  types: Set<string>;
}

/**
 * The exact API paths of docs/api.md (families E, C, P, for `provider`) with the methods each
 * accepts: the proxy forwards these and nothing else (never `/__mock/*`, never a whole prefix).
 */
export function wireRoutes(provider = 'lendview'): Map<string, WireRoute> {
  const bases = familyBases(provider);
  const family = (path: string) =>
    path.startsWith('/promotion/') || path.startsWith('/service/channel/')
      ? bases.P
      : (
            [
              ENDPOINTS.repaymentWays,
              ENDPOINTS.repaymentCommit,
              ENDPOINTS.repaymentHuichao,
              ENDPOINTS.repaymentConfirm,
            ] as string[]
          ).includes(path)
        ? bases.C
        : bases.E;
  const routes = new Map<string, WireRoute>();
  for (const path of Object.values(ENDPOINTS) as string[]) {
    const methods = GET_ONLY.has(path) ? ['GET'] : GET.has(path) ? ['GET', 'POST'] : ['POST'];
    const types = path === ENDPOINTS.captcha ? new Set([...JSON_TYPES, ...IMAGE_TYPES]) : JSON_TYPES;
    routes.set(`${family(path)}${path}`, { methods: new Set(methods), types });
  }
  return routes;
}

/** The upload path of the wire, the one path whose body may be an image (`LIMITS.upload`). */
export const UPLOAD_PATH = `${familyBases('lendview').E}${ENDPOINTS.complaintUpload}`;

export interface ProxyOptions {
  /** The API's origin (`API_ORIGIN`). */
  origin: string;
  /** Milliseconds before the proxy gives up on the API (the wire's 60 s). */
  timeout?: number;
}

/**
 * Forwards the page's API calls to `origin`: only the wire's paths and methods (others 404 and
 * 405 here, never reach the API), only {@link REQUEST_HEADERS}, and no redirects (an API answer
 * of 3xx becomes a 502: the page reports a connection problem, its data never goes elsewhere).
 * Only the content types the wire uses come back (JSON; an image for the captcha): an answer of
 * HTML or script would run on the app's origin, which the CSP trusts, so it is a 502 too. The
 * answer is read whole, up to `LIMITS.answer`. The upstream request is cancelled when the
 * page's request goes away, so connections to the API never outnumber the requests in flight.
 */
export function mountProxy(app: Hono, { origin, timeout = 60_000 }: ProxyOptions): void {
  const routes = wireRoutes();
  const base = origin.replace(/\/$/, '');
  const forward = async (c: Context) => {
    const route = routes.get(c.req.path);
    if (!route) return c.text('Not found', 404);
    if (!route.methods.has(c.req.method)) return c.text('Method not allowed', 405, { Allow: [...route.methods].join(', ') });
    const url = new URL(c.req.url);
    const headers = new Headers();
    for (const name of REQUEST_HEADERS) {
      const value = c.req.header(name);
      if (value) headers.set(name, value);
    }
    // Read before the API is asked: a body over its limit is the page's 413 (`limits.ts`), not the API's.
    const body = c.req.method === 'GET' ? undefined : await c.req.arrayBuffer();
    const limit = deadline(timeout, c.req.raw.signal);
    try {
      let answer: Response;
      try {
        answer = await fetch(`${base}${url.pathname}${url.search}`, {
          method: c.req.method,
          headers,
          body,
          redirect: 'manual',
          signal: limit.signal,
        });
      } catch {
        // An API that cannot be reached is a gateway failure, which the adapter reports to the
        // borrower as a connection problem.
        return c.text('Bad gateway: the API server did not answer', 502);
      }
      if (answer.status >= 300 && answer.status < 400) {
        await answer.body?.cancel();
        return c.text('Bad gateway: the API server answered with a redirect', 502);
      }
      // Read whole: an answer cut mid-body, or one past the limit, is a clean 502 for the page,
      // not a response that breaks off.
      const bytes = await readCapped(answer, LIMITS.answer).catch(() => undefined);
      if (!bytes) return c.text('Bad gateway: the API server broke off its answer, or it was too large', 502);
      // Nothing to forward but the status (a 204 has no body, and may have no type).
      if (bytes.length === 0) return new Response(null, { status: answer.status });
      const type = (answer.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
      if (!route.types.has(type)) return c.text('Bad gateway: the API server answered with an unexpected content type', 502);
      const out = new Headers({ 'Content-Security-Policy': ANSWER_POLICY });
      for (const name of RESPONSE_HEADERS) {
        const value = answer.headers.get(name);
        if (value) out.set(name, value);
      }
      return new Response(bytes, { status: answer.status, headers: out });
    } finally {
      limit.done();
    }
  };
  app.all('/exhibits/*', forward);
  app.all('/api/*', forward);
  app.all('/__mock/*', (c) => c.text('Not found', 404));
  app.all('/mock-assets/*', (c) => c.text('Not found', 404));
}
