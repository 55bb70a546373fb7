import { SCREEN_PATHS } from '@lendview/screens';
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';

/**
 * One metric of one page load as the app sends it (`src/vitals.ts`) and the server keeps it: what
 * was measured and where, and nothing about who. No session, address, IP or user agent is read or
 * kept; `id` is web-vitals' random id of the metric in one page load (a later report of the same
 * id replaces the earlier one: `npm run field-report` keeps the last).
 */
export interface FieldVital {
  name: 'LCP' | 'INP' | 'CLS' | 'TTFB';
  /** Milliseconds, or the layout-shift score for CLS. */
  value: number;
  screen: string;
  market: 'en' | 'es';
  navigationType: (typeof NAVIGATION_TYPES)[number];
  id: string;
}

/** A kept report: the server's minute of arrival added (when it was measured, for a report by day). */
export type StoredVital = FieldVital & { at: string };

/** Where reports are kept: `memoryVitals()` (any runtime), or a file on Node (`node/vitals-file.ts`). */
export interface VitalsStore {
  add(records: readonly StoredVital[]): void | Promise<void>;
}

/** How much the endpoint reads and keeps. */
export const VITALS_LIMITS = {
  /** Bytes of one request: ten reports are about 1.2 KB. */
  body: 4 * 1024,
  /** Reports in one request (the app sends at most this many in one beacon). */
  batch: 10,
  /** Requests a second, all senders together, with bursts up to `burst` (beyond: 429). */
  perSecond: 50,
  burst: 200,
  /** Reports `memoryVitals()` keeps (the oldest go first). */
  memory: 10_000,
} as const;

const NAMES = new Set(['LCP', 'INP', 'CLS', 'TTFB']);
const NAVIGATION_TYPES = ['navigate', 'reload', 'back-forward', 'back-forward-cache', 'prerender', 'restore'] as const;
/** web-vitals' id: its version, the page's start in ms and a random number (`v4-1700000000000-8123456789012`). */
const ID = /^v\d-\d{1,15}-\d{1,16}$/;
/** Beyond these a value is not a measurement (a minute for the times, a full screen shifting 100 times over). */
const MAX_VALUE = { LCP: 60_000, INP: 60_000, TTFB: 60_000, CLS: 100 };

/** `record` as a {@link FieldVital} when every field is what the app sends, else `undefined`. */
export function fieldVital(record: unknown): FieldVital | undefined {
  if (typeof record !== 'object' || record === null) return undefined;
  const { name, value, screen, market, navigationType, id } = record as Record<string, unknown>;
  if (typeof name !== 'string' || !NAMES.has(name)) return undefined;
  const metric = name as FieldVital['name'];
  if (typeof value !== 'number' || !(value >= 0 && value <= MAX_VALUE[metric])) return undefined;
  if (typeof screen !== 'string' || !Object.prototype.hasOwnProperty.call(SCREEN_PATHS, screen)) return undefined;
  if (market !== 'en' && market !== 'es') return undefined;
  if (!NAVIGATION_TYPES.includes(navigationType as FieldVital['navigationType'])) return undefined;
  if (typeof id !== 'string' || !ID.test(id)) return undefined;
  return { name: metric, value, screen, market, navigationType: navigationType as FieldVital['navigationType'], id };
}

/**
 * Keeps the last `max` reports in this process's memory: a Worker's isolate or one Node process,
 * lost when it ends. Enough to see the endpoint work; a deployment that wants a report keeps them
 * elsewhere (Node: `LENDVIEW_VITALS_FILE`).
 */
export function memoryVitals(max: number = VITALS_LIMITS.memory): VitalsStore & { records(): StoredVital[] } {
  const kept: StoredVital[] = [];
  return {
    add(records) {
      kept.push(...records);
      if (kept.length > max) kept.splice(0, kept.length - max);
    },
    records: () => [...kept],
  };
}

/**
 * `POST {base}vitals`: the app's field Web Vitals (`src/vitals.ts`, docs/field-vitals.md), kept
 * in `store`. Refused: another site's page (403), a body over 4 KB (413), more than ten reports
 * or any report that is not what the app sends (400), more requests than the server takes a
 * second (429). Answers 204 with no body: a beacon reads nothing.
 */
export function mountVitals(
  app: Hono,
  { path, store, now = Date.now }: { path: string; store: VitalsStore; now?: () => number },
): void {
  // A token bucket for all senders together: no address is kept to tell them apart.
  let tokens: number = VITALS_LIMITS.burst;
  let filledAt = now();
  const take = () => {
    const time = now();
    tokens = Math.min(VITALS_LIMITS.burst, tokens + ((time - filledAt) / 1000) * VITALS_LIMITS.perSecond);
    filledAt = time;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };
  const refuse = (c: Context, status: 400 | 403 | 413 | 429) => c.body(null, status);
  app.post(path, bodyLimit({ maxSize: VITALS_LIMITS.body, onError: (c) => refuse(c, 413) }), async (c) => {
    // A browser names the site a request comes from; a page of another site has nothing to report here.
    const site = c.req.header('Sec-Fetch-Site');
    if (site && site !== 'same-origin') return refuse(c, 403);
    if (!take()) return refuse(c, 429);
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      return refuse(c, 400);
    }
    if (!Array.isArray(body) || body.length === 0 || body.length > VITALS_LIMITS.batch) return refuse(c, 400);
    const records = body.map(fieldVital);
    if (records.some((record) => !record)) return refuse(c, 400);
    const at = new Date(now()).toISOString().slice(0, 16);
    await store.add(records.map((record) => ({ ...record!, at })));
    return c.body(null, 204);
  });
}
