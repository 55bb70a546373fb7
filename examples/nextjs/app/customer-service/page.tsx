import { createHttpApi } from '@lendview/api/http';
import { createDataStore, parseSession } from '@lendview/screens';
import { loadCustomerService } from '@lendview/screens/customer-service/load';
import { CustomerServiceScreen } from './screen';

/** Where the server and the browser reach the lender's API (it allows this site's origin). */
const apiBase = process.env.LENDVIEW_API_BASE ?? 'http://127.0.0.1:8787';

type SearchParams = Record<string, string | string[] | undefined>;

// region page
/**
 * A server component: it reads the request's query, loads the screen's data once and hands it
 * to the one client component, which renders the screen with it (on the server, then hydrated
 * in the browser without asking the API again).
 */
export default async function CustomerServicePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const query = queryString(await searchParams);
  const session = parseSession(query);
  const store = createDataStore();
  // A failed request is left out of the data: the browser asks again, and the screen shows the
  // error with "Try again" if it fails there too.
  await store.preload(loadCustomerService, { api: createHttpApi({ apiBase, session }), session, query }).catch(() => undefined);
  return <CustomerServiceScreen query={query} apiBase={apiBase} data={store.snapshot()} />;
}
// endregion

/** Next.js hands the query over parsed; the screens read it as the page's query string. */
function queryString(params: SearchParams): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) query.append(key, item);
  }
  return query.toString();
}
