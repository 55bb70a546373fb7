import { createFakeApi } from '@lendview/api/fake';
import { createDataStore, defineLoader } from './data';

// Refetch coalescing (many `resume` refreshes) has its own tests: tests/core/resume-coalescing.test.ts.

const api = createFakeApi({ market: 'en' });
const session = {};

/** A loader that counts its requests and answers with the query's orderId. */
function counting(name = 'order', options?: { serializable?: boolean }) {
  const fetch = vi.fn(async ({ query }: { query: URLSearchParams }) => ({ orderId: query.get('orderId') }));
  return { loader: defineLoader(name, fetch, options), fetch };
}

describe('createDataStore', () => {
  it('preload: one request per loader and query, shared by every caller', async () => {
    const store = createDataStore();
    const { loader, fetch } = counting();
    const first = store.preload(loader, { api, session, query: 'orderId=174' });
    const again = store.preload(loader, { api, session, query: new URLSearchParams('orderId=174') });
    expect(again).toBe(first);
    expect(fetch).toHaveBeenCalledOnce();
    expect(await first).toEqual({ orderId: '174' });
  });

  it('preload: another query is another request, with that query', async () => {
    const store = createDataStore();
    const { loader, fetch } = counting();
    await store.preload(loader, { api, session, query: 'orderId=174' });
    expect(await store.preload(loader, { api, session, query: 'orderId=175' })).toEqual({ orderId: '175' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('preload: two loaders with the same query do not share a request', async () => {
    const store = createDataStore();
    const a = counting('a');
    const b = counting('b');
    await store.preload(a.loader, { api, session, query: 'orderId=1' });
    await store.preload(b.loader, { api, session, query: 'orderId=1' });
    expect(a.fetch).toHaveBeenCalledOnce();
    expect(b.fetch).toHaveBeenCalledOnce();
  });

  it('refetch: starts the request again, and later preloads read the new one', async () => {
    const store = createDataStore();
    let answer = 1;
    const loader = defineLoader('count', async () => answer);
    expect(await store.preload(loader, { api, session, query: '' })).toBe(1);
    answer = 2;
    expect(await store.refetch(loader, { api, session, query: '' })).toBe(2);
    expect(await store.preload(loader, { api, session, query: '' })).toBe(2);
  });

  it('a failed request stays failed (no retry storm) until clearFailed(); then the next preload asks again', async () => {
    const store = createDataStore();
    let fail = true;
    const fetch = vi.fn(async () => {
      if (fail) throw new Error('offline');
      return 'ok';
    });
    const loader = defineLoader('flaky', fetch);
    await expect(store.preload(loader, { api, session, query: '' })).rejects.toThrow('offline');
    await expect(store.preload(loader, { api, session, query: '' })).rejects.toThrow('offline');
    expect(fetch).toHaveBeenCalledOnce();
    fail = false;
    store.clearFailed();
    expect(await store.preload(loader, { api, session, query: '' })).toBe('ok');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('clearFailed() keeps the requests that succeeded', async () => {
    const store = createDataStore();
    const { loader, fetch } = counting();
    await store.preload(loader, { api, session, query: 'orderId=1' });
    store.clearFailed();
    await store.preload(loader, { api, session, query: 'orderId=1' });
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('snapshot(): the data that arrived, without failed, pending or non-serializable requests', async () => {
    const store = createDataStore();
    await store.preload(counting('order').loader, { api, session, query: 'orderId=1' });
    await store.preload(counting('component', { serializable: false }).loader, { api, session, query: '' });
    await store
      .preload(
        defineLoader('broken', async () => {
          throw new Error('x');
        }),
        { api, session, query: '' },
      )
      .catch(() => undefined);
    void store.preload(
      defineLoader('slow', () => new Promise(() => undefined)),
      { api, session, query: '' },
    );
    expect(store.snapshot()).toEqual({ 'order?orderId=1': { orderId: '1' } });
  });

  it('a store started from a snapshot answers from it, already fulfilled (hydration reads it without suspending)', async () => {
    const server = createDataStore();
    await server.preload(counting().loader, { api, session, query: 'orderId=9' });
    const page = createDataStore(server.snapshot());
    const { loader, fetch } = counting();
    const promise = page.preload(loader, { api, session, query: 'orderId=9' }) as Promise<unknown> & {
      status?: string;
      value?: unknown;
    };
    expect(promise).toMatchObject({ status: 'fulfilled', value: { orderId: '9' } });
    expect(fetch).not.toHaveBeenCalled();
  });
});
