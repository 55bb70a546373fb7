// The screen's data, read through the provider's store.
import { startTransition, use, useCallback, useState } from 'react';
import type { Loader } from './data';
import { useLendview } from './provider';

/**
 * Reads the screen's data, suspending until it arrives. The request is the one a route preload
 * started, if any. `refresh()` starts it again and keeps the current content on screen until the
 * new data is there (no skeleton flash).
 */
export function useScreenData<T>(loader: Loader<T>): { data: T; refresh: () => void } {
  const { api, session, query, store } = useLendview();
  const context = { api, session, query };
  const [promise, setPromise] = useState(() => store.preload(loader, context));
  const refresh = useCallback(() => {
    startTransition(() => setPromise(store.refetch(loader, { api, session, query })));
  }, [store, loader, api, session, query]);
  return { data: use(promise), refresh };
}
