import type { ApiAdapter } from '@lendview/api';
import type { NativeBridge } from '@lendview/bridge';
import { createDataStore, parseSession, sessionQuery, type DataStore, type Session } from '@lendview/screens';
import { lazyHttpApi, type LazyHttpApi } from './lazy-api';
import type { ScreenRoute } from './screen-route';

/**
 * What the app shares across routes: made once per page in `main.tsx` (once per request on the
 * server), passed down (no module state).
 */
export interface AppServices {
  bridge: NativeBridge;
  store: DataStore;
  apiFor(session: Session): ApiAdapter;
  /** Loads the session's HTTP adapter (a chunk of its own: `lazy-api.ts`); one promise per session. */
  apiReady(session: Session): Promise<unknown>;
  sessionFor(search: string): Session;
  /** Starts a route's chunk and data request (idempotent): render as you fetch. */
  start(route: ScreenRoute, search: string): void;
  onError(error: Error): void;
}

export interface ServicesOptions {
  /** Where the API answers (docs/api.md). */
  apiBase: string;
  /** How to reach it, when not the global `fetch` (the server's render calls its mock in-process). */
  fetch?: typeof fetch;
  bridge: NativeBridge;
  /** Data a server already loaded for this page (its store's snapshot). */
  data?: Record<string, unknown>;
  /** Errors worth a log line (the browser console, the server's log). */
  onError?: (error: Error) => void;
  /** Cancels every API call (a server render's budget: its calls must not outlive it). */
  signal?: AbortSignal;
  /**
   * The timeout of the page's first data request, when it is not the wire's full 60 s: in the
   * browser, what is left of 60 s since the page was requested (a server that waited for a slow
   * API used part of it), so the borrower sees the error at 60 s, not 60 s plus the server's wait.
   */
  firstLoadTimeout?: () => number;
}

export function createServices({
  apiBase,
  fetch,
  bridge,
  data,
  signal,
  firstLoadTimeout,
  onError = (error) => console.warn('[lendview]', error),
}: ServicesOptions): AppServices {
  const store = createDataStore(data);
  const apis = new Map<string, LazyHttpApi>();
  const sessions = new Map<string, Session>();

  const services: AppServices = {
    bridge,
    store,
    sessionFor(search) {
      const key = sessionQuery(parseSession(search));
      if (!sessions.has(key)) sessions.set(key, parseSession(search));
      return sessions.get(key)!;
    },
    apiFor: (session) => lazyFor(session).api,
    apiReady: (session) => lazyFor(session).ready(),
    start(route, search) {
      void route.prefetch?.();
      const session = services.sessionFor(search);
      if (route.needsApi) services.apiReady(session).catch(() => undefined);
      if (!route.load) return;
      // The first request gets what is left of the wire's 60 s; retries and actions (the
      // provider's adapter) get the full 60 s.
      const api = firstLoadTimeout
        ? lazyHttpApi({
            apiBase,
            fetch,
            signal,
            session,
            merchantNumber: 'lendview-default',
            timeout: Math.max(1_000, firstLoadTimeout()),
          }).api
        : services.apiFor(session);
      store.preload(route.load, { api, session, query: new URLSearchParams(search) }).catch(() => undefined);
    },
    onError,
  };
  function lazyFor(session: Session): LazyHttpApi {
    const key = sessionQuery(session);
    if (!apis.has(key)) apis.set(key, lazyHttpApi({ apiBase, fetch, signal, session, merchantNumber: 'lendview-default' }));
    return apis.get(key)!;
  }
  return services;
}
