import type { ApiAdapter, Session } from '@lendview/api';

/** What a screen's loader gets: everything a request needs, nothing from `window`. */
export interface LoadContext {
  api: ApiAdapter;
  session: Session;
  /** The page's query (screen parameters such as `requestType`, `problemId`). */
  query: URLSearchParams;
}

/** A screen's data request, named so a preload and the screen share one promise. */
export interface Loader<T> {
  name: string;
  fetch: (context: LoadContext) => Promise<T>;
}

/**
 * Declares a screen's data request. Hosts call {@link DataStore.preload} with it when the route
 * matches, before React renders (render as you fetch); the screen reads the same promise.
 *
 * @example
 * export const loadCustomerService = defineLoader('customer-service', ({ api }) => api.contactInfo());
 */
export function defineLoader<T>(name: string, fetch: (context: LoadContext) => Promise<T>): Loader<T> {
  return { name, fetch };
}

/**
 * Promises of screen data, keyed by loader and page query. One per app (or per provider):
 * never module-level, so two SDK instances on a page do not share data.
 */
export interface DataStore {
  /** Starts the request unless one is under way or done; returns its promise. */
  preload<T>(loader: Loader<T>, context: LoadContext): Promise<T>;
  /** Starts the request again (pull-to-refresh, `resume`); returns the new promise. */
  refetch<T>(loader: Loader<T>, context: LoadContext): Promise<T>;
  /** Forgets failed requests so a retry starts them again. */
  clearFailed(): void;
}

export function createDataStore(): DataStore {
  const entries = new Map<string, { promise: Promise<unknown>; failed: boolean }>();
  const keyOf = (loader: Loader<unknown>, context: LoadContext) => `${loader.name}?${context.query}`;

  function start<T>(key: string, loader: Loader<T>, context: LoadContext): Promise<T> {
    const promise = loader.fetch(context);
    const entry = { promise, failed: false };
    entries.set(key, entry);
    promise.catch(() => { entry.failed = true; });
    return promise;
  }

  return {
    preload(loader, context) {
      const key = keyOf(loader, context);
      const entry = entries.get(key);
      return entry ? (entry.promise as ReturnType<typeof loader.fetch>) : start(key, loader, context);
    },
    refetch(loader, context) {
      return start(keyOf(loader, context), loader, context);
    },
    clearFailed() {
      for (const [key, entry] of entries) if (entry.failed) entries.delete(key);
    },
  };
}
