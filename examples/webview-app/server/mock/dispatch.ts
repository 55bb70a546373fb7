import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import {
  ApiError,
  marketFromQuery,
  successCode,
  withOrigin,
  type Family,
  type Market,
  type Renamer,
  type ScenarioKnobs,
  type Wire,
} from './data';
import type { MockState } from './state';

/** One request as a route sees it: docs/api.md names (the deployment's renamed back), parsed body. */
export interface MockCall {
  method: string;
  query: Record<string, string>;
  body: Wire;
  form?: FormData;
  market: Market;
  origin: string;
  knobs: ScenarioKnobs;
  state: MockState;
  /** The deployment's name of a docs/api.md field (the upload's file field). */
  fieldName(field: string): string;
}

/** A route: the fields it needs (body for POST, query for GET, or `query` explicitly) and its answer. */
export interface Route {
  required?: string[];
  requiredQuery?: string[];
  /** The answer's fields go beside `code` and `message` instead of in `data` (family C's huichao `url`). */
  topLevel?: boolean;
  /** Returns `data` (wrapped in the success envelope) or a whole `Response`. */
  handle(call: MockCall): unknown;
}

export type { Family };

/** A request the mock refuses before any business rule: answered with HTTP 400. */
export class BadRequest extends Error {}

/** The family's envelope: E codes are numbers, C and P codes text (as the lender's servers send). */
export function envelope(family: Family, code: string | number, message: string, data: unknown = null): Wire {
  const numeric = family === 'E' && typeof code === 'string' && /^-?\d+$/.test(code);
  return { code: numeric ? Number(code) : code, message, data };
}

/**
 * Answers one API request of a family: finds the route (404 / 405 envelopes otherwise), parses
 * the body (400 on bad JSON or missing fields), runs the route and wraps its answer; a business
 * refusal (`ApiError('rejected')` from the scenario state) is an HTTP 200 with the server's code.
 */
export async function dispatch(
  c: Context,
  family: Family,
  endpoint: string,
  routes: Record<string, Route>,
  deps: {
    state: MockState;
    renamers: { out: Renamer; in: Renamer };
    knobs: ScenarioKnobs;
    /** The origin of the answers' absolute URLs, when not the request's (`MockApiOptions.origin`). */
    origin?: string;
  },
): Promise<Response> {
  const { out, in: back } = deps.renamers;
  const reply = (status: ContentfulStatusCode, body: Wire) => c.json(out.keys(body), status);
  const path = back.path(endpoint);
  const method = c.req.method.toUpperCase();
  // A renamed deployment does not also answer under the docs/api.md name.
  const visible = out.path(path) === endpoint;
  const route = visible ? routes[`${method} ${path}`] : undefined;
  if (!route) {
    const known = visible && Object.keys(routes).some((key) => key.endsWith(` ${path}`));
    return known
      ? reply(405, envelope(family, '405', `Method ${method} not allowed on ${path}`))
      : reply(404, envelope(family, '404', `Not found: ${path}`));
  }
  try {
    const url = new URL(c.req.url);
    const origin = deps.origin ?? url.origin;
    const query = back.keys(Object.fromEntries(url.searchParams));
    const { body, form } = await readBody(c, back);
    need(route.requiredQuery ?? (method === 'GET' ? route.required : undefined), query, 'query');
    if (method !== 'GET') need(route.required, body, 'body');
    // Family P carries no session query: its market comes from the page's Accept-Language.
    const englishHeader =
      family === 'P' && query.languageType === undefined && /^en\b/i.test(c.req.header('accept-language') ?? '');
    const call: MockCall = {
      method,
      query,
      body,
      form,
      market: englishHeader ? 'en' : marketFromQuery(query),
      origin,
      knobs: deps.knobs,
      state: deps.state,
      fieldName: (field) => out.key(field),
    };
    const result = await route.handle(call);
    if (result instanceof Response) return result;
    const success = envelope(family, successCode(family, path), 'success', route.topLevel ? null : (result ?? null));
    return reply(200, withOrigin(route.topLevel ? { ...success, ...(result as Wire) } : success, origin));
  } catch (error) {
    if (error instanceof BadRequest) return reply(400, envelope(family, '400', error.message));
    if (error instanceof ApiError && error.kind === 'rejected')
      return reply(200, envelope(family, error.code ?? '1', error.message));
    console.error('[mock] unexpected failure', error);
    return reply(500, envelope(family, '500', 'Internal error of the mock server'));
  }
}

async function readBody(c: Context, back: Renamer): Promise<{ body: Wire; form?: FormData }> {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return { body: {} };
  if ((c.req.header('content-type') ?? '').startsWith('multipart/form-data')) {
    try {
      return { body: {}, form: await c.req.formData() };
    } catch {
      throw new BadRequest('Bad request: the multipart body cannot be read');
    }
  }
  const text = await c.req.text();
  if (text.trim() === '') return { body: {} };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new BadRequest('Bad request: the body is not JSON');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new BadRequest('Bad request: the body is not a JSON object');
  return { body: back.keys(parsed as Wire) };
}

function need(fields: string[] | undefined, source: Wire, where: string): void {
  const missing = (fields ?? []).filter((field) => source[field] === undefined || source[field] === null || source[field] === '');
  if (missing.length) throw new BadRequest(`Bad request: missing ${missing.join(', ')} in the ${where}`);
}
