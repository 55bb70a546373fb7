import { request, type IncomingMessage } from 'node:http';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import { startFaultRig, type FaultRig } from './support/fault-rig';
import { entry, sampleUrl } from './support/screens';

/**
 * The reference server against a hostile or silent API, over HTTP (issue 27, points 3 and 9):
 * budgets and cancellation that hold after garbage collection and through compression, and a
 * page origin that the request's Host header cannot choose.
 */
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const rigs: FaultRig[] = [];
async function rig(budget: number, options?: Parameters<typeof startFaultRig>[1]) {
  const started = await startFaultRig(budget, options);
  rigs.push(started);
  return started;
}
afterEach(async () => {
  await Promise.all(rigs.splice(0).map((r) => r.close()));
});

/** Collects garbage twice while `work` waits for its 400 ms budget, as a busy server does all the time. */
async function underGc<T>(work: Promise<T>): Promise<T> {
  const timers = [100, 250].map((ms) => setTimeout(gc, ms));
  try {
    return await work;
  } finally {
    timers.forEach(clearTimeout);
  }
}

/** A GET with raw headers (fetch cannot set Host); resolves with the response once its headers are in. */
function get(url: string, headers: Record<string, string> = {}): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => request(url, { headers }, resolve).on('error', reject).end());
}
async function text(response: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of response) body += chunk;
  return body;
}

const PAGE = sampleUrl(entry('customer-service'), 'en');

/**
 * How long past its 400 ms budget a page or a proxied call may take here: the broken timers never
 * fired (pages took 60 s), while the forced collections of `underGc` beside two test workers on
 * two cores cost up to about 1.3 s (1,627 ms measured once in a full run). The load test holds the
 * tighter budget + 1 s on a server that is not made to collect (`npm run load`).
 */
const LATE = 2_000;

describe('fault suite: budgets that hold under load', () => {
  it('bug: the render budget stopped firing after garbage collection (AbortSignal.any + timeout): the page ends at the budget', async () => {
    const { url, api } = await rig(400);
    await get(`${url}${PAGE}`).then(text); // warm: the server entry is loaded
    api.setFault('never-answers');
    const started = performance.now();
    const pages = await underGc(Promise.all(Array.from({ length: 5 }, () => get(`${url}${PAGE}`).then(text))));
    expect(performance.now() - started).toBeLessThan(400 + LATE);
    expect(pages.every((html) => html.includes('</html>'))).toBe(true);
    await expect.poll(() => api.openConnections(), { timeout: 2_000 }).toBe(0);
  });

  it("bug: the proxy's timeout stopped firing after garbage collection: a silent API is a 502 at the timeout", async () => {
    const { url, api } = await rig(400, { apiTimeoutMs: 400 });
    api.setFault('never-answers');
    const started = performance.now();
    const answer = await underGc(
      fetch(`${url}/exhibits/user-problem/get-whatsapp?languageType=1`, { method: 'POST', body: '{}' }),
    );
    expect(answer.status).toBe(502);
    expect(performance.now() - started).toBeLessThan(400 + LATE);
    await expect.poll(() => api.openConnections(), { timeout: 2_000 }).toBe(0);
  });

  it.each(['br', 'gzip', 'identity'])(
    'bug: with compression on, leaving a page did not cancel its API call: %s',
    async (encoding) => {
      // A budget far away: only the borrower leaving can end the API call.
      const { url, api } = await rig(30_000);
      api.setFault('never-answers');
      const page = await get(`${url}${PAGE}`, { 'accept-encoding': encoding });
      expect(page.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
      await new Promise((resolve) => page.once('data', resolve));
      await expect.poll(() => api.openConnections(), { timeout: 5_000 }).toBe(1);
      page.destroy();
      await expect.poll(() => api.openConnections(), { timeout: 2_000 }).toBe(0);
    },
  );
});

describe("fault suite: the page's origin is the configured one, never the Host header", () => {
  it.each(['loan-details', 'loan-confirmation', 'complaint-details'])(
    'bug: Host chose the origin server images may load from: %s with a spoofed Host',
    async (id) => {
      const { url, api } = await rig(1_500);
      const spoofed = await rig(1_500, { publicOrigin: 'https://loans.lender.example' });
      for (const target of [api, spoofed.api]) target.setFault('foreign-urls');
      // Every image and link the API sends is on this origin; the Host header claims it.
      const foreign = spoofed.api.foreign;
      // Without a configured origin a host other than loopback gets a page the browser renders.
      const unconfigured = await text(await get(`${url}${sampleUrl(entry(id), 'en')}`, { host: 'evil.example' }));
      expect(unconfigured).not.toContain('evil.example');
      expect(unconfigured).toContain('<div id="root"></div>');
      // With one, the page is rendered for that origin, whatever the Host says.
      const html = await text(await get(`${spoofed.url}${sampleUrl(entry(id), 'en')}`, { host: new URL(foreign).host }));
      expect(html).toContain(`data-screen="${id}"`);
      expect(html).not.toMatch(new RegExp(`(src|href)="${foreign}`));
    },
  );
});
