// @vitest-environment node
import { Hono } from 'hono';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileVitals } from '../../examples/webview-app/server/node/vitals-file';
import { memoryVitals, mountVitals, VITALS_LIMITS, type FieldVital } from '../../examples/webview-app/server/vitals';
import { listen } from './support';

const LCP: FieldVital = {
  name: 'LCP',
  value: 812,
  screen: 'loan-details',
  market: 'en',
  navigationType: 'navigate',
  id: 'v4-1764201600000-8123456789012',
};
const CLS: FieldVital = { ...LCP, name: 'CLS', value: 0.0123, id: 'v4-1764201600000-1234567890123' };

/** The endpoint alone on an app, with a clock the test moves. */
function endpoint() {
  const store = memoryVitals();
  const clock = { now: Date.parse('2026-11-27T10:15:42Z') };
  const app = new Hono();
  mountVitals(app, { path: '/vitals', store, now: () => clock.now });
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    app.request('/vitals', { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body), headers });
  return { store, clock, post };
}

describe('reference server: field Web Vitals (POST /vitals)', () => {
  it('keeps what was measured and where, with the minute it arrived, and nothing of who sent it', async () => {
    const { store, post } = endpoint();
    // A beacon is text/plain; a forged report with the session and more is cut down to the fields.
    const answer = await post([{ ...LCP, sessionId: 's-123', userId: 'u-9', url: '/fourthOliver?sessionId=s-123' }, CLS], {
      'Content-Type': 'text/plain;charset=UTF-8',
      'Sec-Fetch-Site': 'same-origin',
    });
    expect(answer.status).toBe(204);
    expect(await answer.text()).toBe('');
    expect(store.records()).toEqual([
      { ...LCP, at: '2026-11-27T10:15' },
      { ...CLS, at: '2026-11-27T10:15' },
    ]);
    expect(JSON.stringify(store.records())).not.toMatch(/s-123|u-9|session|user/i);
  });

  it('refuses a batch with anything that is not a measurement of a known screen, and keeps none of it', async () => {
    const { store, post } = endpoint();
    const bad: unknown[] = [
      { ...LCP, screen: '<script>' },
      { ...LCP, screen: 'constructor' },
      { ...LCP, name: 'FID' },
      { ...LCP, value: -1 },
      { ...LCP, value: 'NaN' },
      { ...LCP, value: 60_001 },
      { ...CLS, value: 101 },
      { ...LCP, market: 'fr' },
      { ...LCP, navigationType: 'teleport' },
      { ...LCP, id: 'x'.repeat(40) },
      null,
    ];
    for (const record of bad) expect((await post([CLS, record])).status, JSON.stringify(record)).toBe(400);
    for (const body of ['not json', '{}', '[]', Array(VITALS_LIMITS.batch + 1).fill(LCP)])
      expect((await post(body)).status).toBe(400);
    expect(store.records()).toEqual([]);
  });

  it("refuses another site's page, and more requests a second than it takes (429) until time refills them", async () => {
    const { store, clock, post } = endpoint();
    expect((await post([LCP], { 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
    for (let sent = 0; sent < VITALS_LIMITS.burst; sent++) expect((await post([LCP])).status).toBe(204);
    expect((await post([LCP])).status).toBe(429);
    clock.now += 1000;
    const statuses = [];
    for (let sent = 0; sent <= VITALS_LIMITS.perSecond; sent++) statuses.push((await post([LCP])).status);
    expect(statuses.filter((status) => status === 204)).toHaveLength(VITALS_LIMITS.perSecond);
    expect(statuses.at(-1)).toBe(429);
    expect(store.records()).toHaveLength(VITALS_LIMITS.burst + VITALS_LIMITS.perSecond);
  });

  it('keeps the newest reports in memory up to its limit', () => {
    const store = memoryVitals(2);
    store.add([{ ...LCP, value: 1, at: '' }]);
    store.add([
      { ...LCP, value: 2, at: '' },
      { ...LCP, value: 3, at: '' },
    ]);
    expect(store.records().map((record) => record.value)).toEqual([2, 3]);
  });

  it('on Node, appends them to LENDVIEW_VITALS_FILE as lines of JSON, and refuses a body over 4 KB (413)', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'lendview-vitals-')), 'field/vitals.jsonl');
    const app = await listen({ vitalsFile: file });
    try {
      const send = (body: string) => fetch(`${app.url}/vitals`, { method: 'POST', body });
      expect((await send(JSON.stringify([LCP, CLS]))).status).toBe(204);
      expect((await send(JSON.stringify([{ ...LCP, id: 'v4-1-2', pad: 'x'.repeat(VITALS_LIMITS.body) }]))).status).toBe(413);
      const lines = readFileSync(file, 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as FieldVital);
      expect(lines.map(({ name, screen }) => [name, screen])).toEqual([
        ['LCP', 'loan-details'],
        ['CLS', 'loan-details'],
      ]);
    } finally {
      await app.close();
    }
  });

  it('a full file drops reports and says so once in the log, never failing the request', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const file = join(mkdtempSync(join(tmpdir(), 'lendview-vitals-')), 'vitals.jsonl');
    const record = { ...LCP, at: '2026-11-27T10:15' };
    const limit = 2.5 * `${JSON.stringify(record)}\n`.length;
    const store = fileVitals(file, limit);
    for (let i = 0; i < 5; i++) store.add([record]);
    expect(readFileSync(file, 'utf8').trim().split('\n')).toHaveLength(2);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(`has reached ${limit} bytes`);
    warn.mockRestore();
  });
});
