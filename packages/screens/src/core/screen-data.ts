// The screen's data, read through the provider's store.
import { startTransition, use, useCallback, useState } from 'react';
import type { Loader } from './data';
import { useLendview } from './provider';

/**
 * Reads the screen's data, suspending until it arrives. The request is the one a route preload
 * started, if any. `refresh()` starts it again and keeps the current content on screen until the
 * new data is there (no skeleton flash).
 *
 * A host that changes the provider's query while the screen stays mounted (another order in the
 * same web view) gets that query's data: the screen suspends to its loading state, as on a first
 * visit, rather than showing the previous order's data as if it were the new one's.
 */
export function useScreenData<T>(loader: Loader<T>): { data: T; refresh: () => void } {
  const { api, session, query, store } = useLendview();
  const queryText = query.toString();
  const [request, setRequest] = useState(() => ({ queryText, promise: store.preload(loader, { api, session, query }) }));
  let { promise } = request;
  if (request.queryText !== queryText) {
    // Adjusting state to a changed prop during render (React's documented pattern): the store
    // dedupes by loader and query, so a render React discards starts no second request.
    promise = store.preload(loader, { api, session, query });
    setRequest({ queryText, promise });
  }
  const refresh = useCallback(() => {
    startTransition(() => setRequest({ queryText, promise: store.refetch(loader, { api, session, query }) }));
  }, [store, loader, api, session, query, queryText]);
  return { data: use(promise), refresh };
}
