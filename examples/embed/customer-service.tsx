/**
 * The embed the README shows, as a host app writes it: one screen in the provider, its data
 * request started before React renders. The docs include the region below verbatim, and
 * `tests/docs/embed.test.tsx` mounts it against the mock API and counts the requests.
 */
// region embed
import { createHttpApi } from '@lendview/api/http';
import { createBridge } from '@lendview/bridge';
import { LendviewProvider, createDataStore, marketFromQuery, parseSession } from '@lendview/screens';
import { CustomerService } from '@lendview/screens/customer-service';
import { loadCustomerService } from '@lendview/screens/customer-service/load';
import { createRoot } from 'react-dom/client';

export function embedCustomerService(root: HTMLElement, apiBase: string) {
  const session = parseSession(location.search);
  const api = createHttpApi({ apiBase, session });
  const store = createDataStore();
  // Starts the request now, with the page's query: the screen reads this same request.
  store.preload(loadCustomerService, { api, session });

  const app = createRoot(root);
  app.render(
    <LendviewProvider
      api={api}
      bridge={createBridge()}
      session={session}
      store={store}
      market={marketFromQuery(location.search)}
      navigate={(to) => location.assign(to)}
    >
      <CustomerService />
    </LendviewProvider>,
  );
  return app;
}
// endregion
