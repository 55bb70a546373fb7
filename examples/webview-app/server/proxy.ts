import type { Context, Hono } from 'hono';
import { familyBases, PATHS } from '../../../packages/api/src/endpoints';

/** Headers a page's API call may pass to the API; everything else (Cookie, X-Forwarded-For, Authorization...) stays here. */
const REQUEST_HEADERS = ['accept', 'accept-language', 'content-type', 'x-requested-with'];
/** Headers of the API's answer the page gets; no Set-Cookie, no Location. */
const RESPONSE_HEADERS = ['content-type', 'cache-control', 'x-mock-captcha'];

/** The wire's methods per path (docs/api.md; `problem-init`: POST from the complaint home, GET from the form). */
const GET = new Set<string>([
  PATHS.contract,
  PATHS.complaintInit,
  PATHS.promotionTemplate,
  PATHS.trackVisit,
  PATHS.trackClick,
  PATHS.promotionSid,
  PATHS.captcha,
]);
const GET_ONLY = new Set<string>([
  PATHS.contract,
  PATHS.promotionTemplate,
  PATHS.trackVisit,
  PATHS.trackClick,
  PATHS.promotionSid,
  PATHS.captcha,
]);

/**
 * The exact API paths of docs/api.md (families E, C, P, for `provider`) with the methods each
 * accepts: the proxy forwards these and nothing else (never `/__mock/*`, never a whole prefix).
 */
export function wireRoutes(provider = 'lendview'): Map<string, Set<string>> {
  const bases = familyBases(provider);
  const family = (path: string) =>
    path.startsWith('/promotion/') || path.startsWith('/service/channel/')
      ? bases.P
      : ([PATHS.repaymentWays, PATHS.repaymentCommit, PATHS.repaymentHuichao, PATHS.repaymentConfirm] as string[]).includes(path)
        ? bases.C
        : bases.E;
  const routes = new Map<string, Set<string>>();
  for (const path of Object.values(PATHS) as string[]) {
    const methods = GET_ONLY.has(path) ? ['GET'] : GET.has(path) ? ['GET', 'POST'] : ['POST'];
    routes.set(`${family(path)}${path}`, new Set(methods));
  }
  return routes;
}

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
 * The upstream request is cancelled when the page's request goes away, so connections to the
 * API never outnumber the requests in flight.
 */
export function mountProxy(app: Hono, { origin, timeout = 60_000 }: ProxyOptions): void {
  const routes = wireRoutes();
  const base = origin.replace(/\/$/, '');
  const forward = async (c: Context) => {
    const methods = routes.get(c.req.path);
    if (!methods) return c.text('Not found', 404);
    if (!methods.has(c.req.method)) return c.text('Method not allowed', 405, { Allow: [...methods].join(', ') });
    const url = new URL(c.req.url);
    const headers = new Headers();
    for (const name of REQUEST_HEADERS) {
      const value = c.req.header(name);
      if (value) headers.set(name, value);
    }
    let answer: Response;
    try {
      answer = await fetch(`${base}${url.pathname}${url.search}`, {
        method: c.req.method,
        headers,
        body: c.req.method === 'GET' ? undefined : await c.req.arrayBuffer(),
        redirect: 'manual',
        signal: AbortSignal.any([c.req.raw.signal, AbortSignal.timeout(timeout)]),
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
    const out = new Headers();
    for (const name of RESPONSE_HEADERS) {
      const value = answer.headers.get(name);
      if (value) out.set(name, value);
    }
    // Read whole (the wire's answers are small JSON and images): an answer cut mid-body is a
    // clean 502 for the page, not a response that breaks off.
    let body: ArrayBuffer;
    try {
      body = await answer.arrayBuffer();
    } catch {
      return c.text('Bad gateway: the API server broke off its answer', 502);
    }
    return new Response(body, { status: answer.status, headers: out });
  };
  app.all('/exhibits/*', forward);
  app.all('/api/*', forward);
  app.all('/__mock/*', (c) => c.text('Not found', 404));
  app.all('/mock-assets/*', (c) => c.text('Not found', 404));
}
