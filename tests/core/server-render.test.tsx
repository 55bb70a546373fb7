import { createFakeApi } from '@lendview/api/fake';
import { createRecordingBridge } from '@lendview/bridge/testing';
import { createDataStore, defineLoader, LendviewProvider, type DataStore } from '@lendview/screens';
import { CustomerService } from '@lendview/screens/customer-service';
import { act, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToReadableStream } from 'react-dom/server';
import { expectConsole } from '@tests/support/console';

/**
 * A host that renders screens on the server sends the data along (`store.snapshot()`) and the
 * page's store starts from it (`createDataStore(data)`): the screen hydrates with its content
 * and asks the API nothing again.
 */

const api = () => createFakeApi({ market: 'en' });
type Api = ReturnType<typeof api>;

function app(store: DataStore, adapter: Api, children: ReactNode) {
  return (
    <LendviewProvider
      api={adapter}
      bridge={createRecordingBridge()}
      session={{}}
      market="en"
      navigate={() => undefined}
      store={store}
      pageOrigin="https://app.lendview.test"
    >
      {children}
    </LendviewProvider>
  );
}

async function renderOnServer(store: DataStore, adapter: Api): Promise<string> {
  const stream = await renderToReadableStream(app(store, adapter, <CustomerService />));
  await stream.allReady;
  return new Response(stream).text();
}

describe('server rendering and hydration', () => {
  it("hydrates the server's HTML with the data it sent: same content, no second request, no mismatch", async () => {
    // One process plays the server and the browser here: React's development check sees its server
    // and its browser renderer on the same context objects (two processes in production).
    expectConsole('error', /Detected multiple renderers concurrently rendering the same context provider/);
    const serverApi = api();
    const serverStore = createDataStore();
    const html = await renderOnServer(serverStore, serverApi);
    const { telephone } = await serverApi.contactInfo();
    expect(html).toContain(telephone);

    // What travels in the page: JSON.
    const data = JSON.parse(JSON.stringify(serverStore.snapshot())) as Record<string, unknown>;
    const pageApi = api();
    const contactInfo = vi.spyOn(pageApi, 'contactInfo');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = vi.fn();

    await act(async () => {
      hydrateRoot(container, app(createDataStore(data), pageApi, <CustomerService />), { onRecoverableError: recoverable });
    });

    expect(screen.getByRole('button', { name: /Telephone/ })).toHaveTextContent(telephone.replace(/[^\d +]/g, ''));
    expect(contactInfo).not.toHaveBeenCalled();
    expect(recoverable).not.toHaveBeenCalled();
    container.remove();
  });

  it('sends only data that arrived and can travel as JSON', async () => {
    const context = { api: api(), session: {}, query: new URLSearchParams('a=1') };
    const store = createDataStore();
    await store.preload(
      defineLoader('contact', () => Promise.resolve({ phone: '1800' })),
      context,
    );
    await store.preload(
      defineLoader('component', () => Promise.resolve({ Document: () => null }), { serializable: false }),
      context,
    );
    await store
      .preload(
        defineLoader('failed', () => Promise.reject(new Error('down'))),
        context,
      )
      .catch(() => undefined);
    store
      .preload(
        defineLoader('pending', () => new Promise<never>(() => undefined)),
        context,
      )
      .catch(() => undefined);

    expect(store.snapshot()).toEqual({ 'contact?a=1': { phone: '1800' } });
  });

  it('does not request data the server sent, and requests it again on refresh', async () => {
    const fetch = vi.fn(() => Promise.resolve({ phone: 'new' }));
    const loader = defineLoader('contact', fetch);
    const context = { api: api(), session: {}, query: new URLSearchParams('a=1') };
    const store = createDataStore({ 'contact?a=1': { phone: 'sent' } });

    await expect(store.preload(loader, context)).resolves.toEqual({ phone: 'sent' });
    expect(fetch).not.toHaveBeenCalled();
    await expect(store.refetch(loader, context)).resolves.toEqual({ phone: 'new' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
