import type { Hono, MiddlewareHandler } from 'hono';
import { createScenarioState } from './data';
import type { LoggedRequest, MockState, Override } from './state';

/*
 * Test control of the mock (not part of docs/api.md), for browser and API tests:
 *
 *   POST /__mock/override  { method, path, status?, body?, rawBody?, contentType?, delayMs?, times? }
 *     Requests with `method` ('*' = any) whose path equals `path` or ends with it
 *     ('/user-problem/get-whatsapp' matches '/exhibits/user-problem/get-whatsapp') answer with
 *     `status` (default 200) and `body` as JSON, or `rawBody` verbatim (e.g. a non-JSON body),
 *     until POST /__mock/reset. With only `delayMs` they are answered normally after the delay
 *     (loading states, client timeouts). The newest matching override wins. With `times` it
 *     answers only that many matching requests (a first attempt that fails, a retry that works).
 *   POST /__mock/reset     drops overrides, the request log and all state (complaints, uploads...).
 *   GET  /__mock/requests  the last 100 API requests as received (method, path, query, headers, body).
 *
 * No CORS, and a body only as `application/json`: a foreign page can neither read the log (it
 * holds sessions) nor send an override without a preflight, which nothing here answers.
 * `createMockApi({ control: false })` leaves it out (`NODE_ENV=production`).
 */

const LOG_SIZE = 100;

export function mountControl(app: Hono, state: MockState): void {
  app.use('/__mock/*', async (c, next) => {
    const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    const hasBody = c.req.raw.body !== null && c.req.header('content-length') !== '0';
    if (c.req.method !== 'GET' && hasBody && type !== 'application/json') return c.text('Unsupported media type', 415);
    return next();
  });
  app.post('/__mock/override', async (c) => {
    const override = await c.req.json<Override>().catch(() => null);
    if (!override || typeof override.method !== 'string' || typeof override.path !== 'string') {
      return c.json({ ok: false, message: 'expected { method, path, status?, body?, rawBody?, delayMs? }' }, 400);
    }
    state.overrides.unshift(override);
    return c.json({ ok: true });
  });
  app.post('/__mock/reset', (c) => {
    state.overrides.length = 0;
    state.requests.length = 0;
    state.uploads.clear();
    state.captchas.clear();
    state.scenario = createScenarioState();
    return c.json({ ok: true });
  });
  app.get('/__mock/requests', (c) => c.json(state.requests));
}

/** Records API requests (a clone is read, the handler still gets the body). */
export function logRequests(state: MockState): MiddlewareHandler {
  return async (c, next) => {
    const url = new URL(c.req.url);
    const entry: LoggedRequest = {
      method: c.req.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: Object.fromEntries(c.req.raw.headers),
      body: await loggedBody(c.req.raw.clone()),
    };
    state.requests.push(entry);
    if (state.requests.length > LOG_SIZE) state.requests.shift();
    await next();
  };
}

/** Answers requests that match an override (see the comment at the top). */
export function applyOverrides(state: MockState): MiddlewareHandler {
  return async (c, next) => {
    const path = new URL(c.req.url).pathname;
    const override = state.overrides.find(
      (o) => (o.method === '*' || o.method.toUpperCase() === c.req.method) && (path === o.path || path.endsWith(o.path)),
    );
    if (!override) return next();
    if (override.times !== undefined && --override.times <= 0) state.overrides.splice(state.overrides.indexOf(override), 1);
    if (override.delayMs) await new Promise((resolve) => setTimeout(resolve, override.delayMs));
    if (override.body === undefined && override.rawBody === undefined && override.status === undefined) return next();
    const text = override.rawBody ?? (override.body === undefined ? '' : JSON.stringify(override.body));
    return new Response(text === '' ? null : text, {
      status: override.status ?? 200,
      headers: { 'Content-Type': override.contentType ?? 'application/json' },
    });
  };
}

async function loggedBody(request: Request): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const type = request.headers.get('content-type') ?? '';
  try {
    if (type.startsWith('multipart/form-data')) {
      const fields: Record<string, unknown> = {};
      for (const [name, value] of await request.formData()) {
        fields[name] = typeof value === 'string' ? value : { name: value.name, type: value.type, size: value.size };
      }
      return fields;
    }
    const text = await request.text();
    try {
      return text ? JSON.parse(text) : undefined;
    } catch {
      return text.slice(0, 2000);
    }
  } catch {
    return undefined;
  }
}
