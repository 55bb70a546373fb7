import type { ApiAdapter, Session } from '@lendview/api';

/** What a screen's loader gets: everything a request needs, nothing from `window`. */
export interface LoadContext {
  api: ApiAdapter;
  session: Session;
  /** The page's query (screen parameters such as `requestType`, `problemId`). */
  query: URLSearchParams;
}

/** What {@link DataStore.preload} takes: the query defaults to the page's, as the provider's does. */
export type PreloadContext = Omit<LoadContext, 'query'> & { query?: URLSearchParams | string };

/** The page's query, or none where there is no page (a server render passes its request's). */
export const pageQuery = (): string => globalThis.location?.search ?? '';

/** A screen's data request, named so a preload and the screen share one promise. */
export interface Loader<T> {
  name: string;
  fetch: (context: LoadContext) => Promise<T>;
  /** `false` when the value is code, not JSON (a component, say): a server render does not send it. */
  serializable?: boolean;
}

/**
 * Declares a screen's data request. Hosts call {@link DataStore.preload} with it when the route
 * matches, before React renders (render as you fetch); the screen reads the same promise.
 *
 * @example
 * export const loadCustomerService = defineLoader('customer-service', ({ api }) => api.contactInfo());
 */
export function defineLoader<T>(
  name: string,
  fetch: (context: LoadContext) => Promise<T>,
  options: { serializable?: boolean } = {},
): Loader<T> {
  return { name, fetch, ...options };
}

/**
 * Promises of screen data, keyed by loader and page query. One per app (or per provider):
 * never module-level, so two SDK instances on a page do not share data.
 */
export interface DataStore {
  /**
   * Starts the request unless one is under way or done; returns its promise. Without a `query`
   * it uses the page's, as the provider does, so a host's preload and the screen share one request.
   */
  preload<T>(loader: Loader<T>, context: PreloadContext): Promise<T>;
  /**
   * Starts the request again (pull-to-refresh, `resume`); returns the new promise. Calls while
   * one is under way are coalesced: one in flight, then at most one more after it (which sees
   * everything that changed meanwhile), so 200 `resume` events make 2 requests, not 200.
   */
  refetch<T>(loader: Loader<T>, context: PreloadContext): Promise<T>;
  /** Forgets failed requests so a retry starts them again. */
  clearFailed(): void;
  /**
   * The data that has arrived, by request key: what a server that rendered the page sends along,
   * for the page's store to start from (`createDataStore(snapshot)`). JSON-safe as the API is.
   */
  snapshot(): Record<string, unknown>;
}

/** A request's promise; once fulfilled it says so (`status`, `value`), as React's `use()` reads it. */
type Request = Promise<unknown> & { status?: 'fulfilled'; value?: unknown };
type Entry = { promise: Request; failed: boolean; serializable?: boolean };

/** Marks a promise fulfilled: `use()` then reads its value without suspending (hydration included). */
const fulfilled = (promise: Request, value: unknown) => Object.assign(promise, { status: 'fulfilled' as const, value });

/**
 * @param initial data a server already loaded for this page (its store's `snapshot()`): those
 * requests are not made again.
 */
export function createDataStore(initial: Record<string, unknown> = {}): DataStore {
  const entries = new Map<string, Entry>(
    Object.entries(initial).map(([key, value]) => [key, { promise: fulfilled(Promise.resolve(value), value), failed: false }]),
  );
  const keyOf = (loader: Loader<unknown>, context: LoadContext) => `${loader.name}?${context.query}`;
  const withPageQuery = (context: PreloadContext): LoadContext => ({
    ...context,
    query: new URLSearchParams(context.query ?? pageQuery()),
  });
  // Refetches under way by key, and the one queued after each.
  const refetching = new Map<string, { current: Promise<unknown>; next?: Promise<unknown> }>();

  function start<T>(key: string, loader: Loader<T>, context: LoadContext): Promise<T> {
    const promise = loader.fetch(context);
    const entry: Entry = { promise, failed: false, serializable: loader.serializable };
    entries.set(key, entry);
    promise.then(
      (value) => fulfilled(promise, value),
      () => {
        entry.failed = true;
      },
    );
    return promise;
  }

  return {
    preload(loader, preload) {
      const context = withPageQuery(preload);
      const key = keyOf(loader, context);
      const entry = entries.get(key);
      return entry ? (entry.promise as ReturnType<typeof loader.fetch>) : start(key, loader, context);
    },
    refetch(loader, preload) {
      const context = withPageQuery(preload);
      const key = keyOf(loader, context);
      const launch = () => {
        const promise = start(key, loader, context);
        const run: { current: Promise<unknown>; next?: Promise<unknown> } = { current: promise };
        refetching.set(key, run);
        const settle = () => {
          if (refetching.get(key) === run && !run.next) refetching.delete(key);
        };
        promise.then(settle, settle);
        return promise;
      };
      const run = refetching.get(key);
      if (!run) return launch();
      const ignore = () => undefined;
      run.next ??= run.current.then(ignore, ignore).then(launch);
      return run.next as ReturnType<typeof loader.fetch>;
    },
    clearFailed() {
      for (const [key, entry] of entries) if (entry.failed) entries.delete(key);
    },
    snapshot() {
      return Object.fromEntries(
        [...entries]
          .filter(([, entry]) => entry.promise.status === 'fulfilled' && entry.serializable !== false)
          .map(([key, entry]) => [key, entry.promise.value]),
      );
    },
  };
}
