/**
 * Server rendering as the docs show it (docs/embedding.md): the server renders the screen with
 * its data and sends the data along; the browser hydrates with it and asks the API nothing again.
 * `tests/docs/server-render.test.tsx` runs both halves.
 */
import type { ApiAdapter, Session } from '@lendview/api';
import type { NativeBridge } from '@lendview/bridge';
import { createDataStore, LendviewProvider, marketFromQuery, type DataStore } from '@lendview/screens';
import { CustomerService } from '@lendview/screens/customer-service';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToReadableStream } from 'react-dom/server';

interface Page {
  api: ApiAdapter;
  bridge: NativeBridge;
  session: Session;
  /** The request's query (`?languageType=1&userId=7`): a server has no `location`. */
  query: string;
  store: DataStore;
  /** The page's origin, which `location.origin` gives in the browser. */
  pageOrigin: string;
}

function Page({ api, bridge, session, query, store, pageOrigin }: Page) {
  return (
    <LendviewProvider
      api={api}
      bridge={bridge}
      session={session}
      query={query}
      store={store}
      pageOrigin={pageOrigin}
      market={marketFromQuery(query)}
      navigate={(to) => location.assign(to)}
    >
      <CustomerService />
    </LendviewProvider>
  );
}

// region server
/** The page's HTML: the screen with its content, then its data for the browser's store. */
export async function renderPage(page: Omit<Page, 'store'>): Promise<string> {
  const store = createDataStore();
  const stream = await renderToReadableStream(<Page {...page} store={store} />);
  await stream.allReady; // every screen's data has arrived (or failed: the browser retries it)
  const html = await new Response(stream).text();
  // `<` escaped: the data cannot close the script element.
  const data = JSON.stringify(store.snapshot()).replace(/</g, '\\u003c');
  return `<div id="root">${html}</div><script type="application/json" id="lendview-data">${data}</script>`;
}
// endregion

// region browser
/** Hydrates the server's HTML with the data it sent: no request is made again. */
export function hydratePage(page: Omit<Page, 'store'>) {
  const data = JSON.parse(document.getElementById('lendview-data')!.textContent!) as Record<string, unknown>;
  const store = createDataStore(data);
  // A transition: hydration yields to the main thread while the borrower already reads the page.
  startTransition(() => {
    hydrateRoot(document.getElementById('root')!, <Page {...page} store={store} />);
  });
}
// endregion
