import { createDataStore, defineLoader, type LoadContext } from '@lendview/screens';
import { createFakeApi } from '@lendview/api/fake';

/** A loader whose requests the test settles one by one. */
function controlled() {
  const pending: Array<(value: number) => void> = [];
  let calls = 0;
  const loader = defineLoader('order', () => {
    calls += 1;
    return new Promise<number>((resolve) => pending.push(resolve));
  });
  return { loader, pending, calls: () => calls };
}

const context: LoadContext = { api: createFakeApi({ market: 'en' }), session: {}, query: new URLSearchParams('orderId=174') };

describe('resume refreshes are coalesced (one in flight, then at most one after it)', () => {
  it('200 refetches while one is in flight make 2 requests, and all callers get the newest data', async () => {
    const store = createDataStore();
    const { loader, pending, calls } = controlled();
    const first = store.refetch(loader, context);
    const later = Array.from({ length: 200 }, () => store.refetch(loader, context));
    expect(calls()).toBe(1);
    expect(new Set(later).size).toBe(1);

    pending[0]!(1);
    expect(await first).toBe(1);
    await vi.waitFor(() => expect(calls()).toBe(2));
    pending[1]!(2);
    expect(await later[0]).toBe(2);
    expect(calls()).toBe(2);
    // The screen reads the newest request afterwards.
    expect(await store.preload(loader, context)).toBe(2);
  });

  it('a refetch after the last one settled starts a new request', async () => {
    const store = createDataStore();
    const { loader, pending, calls } = controlled();
    const first = store.refetch(loader, context);
    pending[0]!(1);
    await first;
    await Promise.resolve();
    void store.refetch(loader, context);
    expect(calls()).toBe(2);
  });

  it('a failed refetch still lets the queued one run', async () => {
    const store = createDataStore();
    let calls = 0;
    const loader = defineLoader('flaky', () => (++calls === 1 ? Promise.reject(new Error('down')) : Promise.resolve('ok')));
    const first = store.refetch(loader, context);
    const next = store.refetch(loader, context);
    await expect(first).rejects.toThrow('down');
    expect(await next).toBe('ok');
    expect(calls).toBe(2);
  });
});
