import { describe, expect, inject, it } from 'vitest';
import type { TestProject } from 'vitest/node';
import setup from './support/global-setup';
import { appUrl } from './support/browser';

/**
 * Browser-test files run two at a time, each worker against its own app server
 * (support/global-setup.ts): what one file sets on its mock must not reach the other's screens.
 */
describe('one app server per browser-test worker', () => {
  it("gives each worker its own server, whose override and request log the other's never see", async () => {
    let origins: string[] = [];
    const project = { config: { maxWorkers: 2 }, provide: (_: string, value: string[]) => (origins = value) };
    const teardown = await setup(project as unknown as TestProject);
    try {
      expect(new Set(origins).size).toBe(2);
      const [first, second] = origins as [string, string];
      const whatsapp = (origin: string) =>
        fetch(`${origin}/exhibits/user-problem/get-whatsapp?languageType=1`, { method: 'POST', body: '{}' });
      const override = { method: 'POST', path: '/exhibits/user-problem/get-whatsapp', status: 500 };
      const set = await fetch(`${first}/__mock/override`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(override),
      });
      expect(set.ok).toBe(true);

      expect((await whatsapp(first)).status).toBe(500);
      expect((await whatsapp(second)).status).toBe(200);
      const logged = async (origin: string) => ((await (await fetch(`${origin}/__mock/requests`)).json()) as unknown[]).length;
      expect([await logged(first), await logged(second)]).toEqual([1, 1]);
    } finally {
      await teardown();
    }
  });

  it("addresses this worker's server", () => {
    expect(appUrl('/x')).toBe(`${inject('appUrls')[Number(process.env.VITEST_POOL_ID) - 1]}/x`);
  });
});
