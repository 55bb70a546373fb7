import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorker, type WorkerRig } from './support';

/** The field Web Vitals endpoint (`server/vitals.ts`) answers in the Worker as on Node. */
let rig: WorkerRig;
beforeAll(async () => {
  rig = await startWorker();
});
afterAll(() => rig?.close());

const REPORT = {
  name: 'LCP',
  value: 812,
  screen: 'loan-details',
  market: 'en',
  navigationType: 'navigate',
  id: 'v4-1764201600000-8123456789012',
};

describe('POST /vitals in workerd', () => {
  it.each([
    ['a report', 204, JSON.stringify([REPORT]), {}],
    ['a report of an unknown screen', 400, JSON.stringify([{ ...REPORT, screen: 'nowhere' }]), {}],
    ['a body over 4 KB', 413, JSON.stringify([{ ...REPORT, pad: 'x'.repeat(4096) }]), {}],
    ["another site's page", 403, JSON.stringify([REPORT]), { 'Sec-Fetch-Site': 'cross-site' }],
  ])('%s: %i, as on Node', async (_what, status, body, headers) => {
    const init = { method: 'POST', body, headers };
    const [fromWorker, fromNode] = await Promise.all([fetch(`${rig.url}/vitals`, init), rig.node('/vitals', init)]);
    expect([fromWorker.status, fromNode.status]).toEqual([status, status]);
    expect(await fromWorker.text()).toBe('');
  });
});
