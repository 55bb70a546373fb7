import type { ApiAdapter } from '@lendview/api';
import { createHttpApi } from '@lendview/api/http';
import type { NativeBridge } from '@lendview/bridge';
import { createDataStore, parseSession, sessionQuery, type DataStore, type Session } from '@lendview/screens';
import type { ScreenRoute } from './screen-route';

/**
 * What the app shares across routes: made once per page in `main.tsx` (once per request on the
 * server), passed down (no module state).
 */
export interface AppServices {
  bridge: NativeBridge;
  store: DataStore;
  apiFor(session: Session): ApiAdapter;
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
}

export function createServices({ apiBase, fetch, bridge, data, onError = (error) => console.warn('[lendview]', error) }: ServicesOptions): AppServices {
  const store = createDataStore(data);
  const apis = new Map<string, ApiAdapter>();
  const sessions = new Map<string, Session>();

  const services: AppServices = {
    bridge,
    store,
    sessionFor(search) {
      const key = sessionQuery(parseSession(search));
      if (!sessions.has(key)) sessions.set(key, parseSession(search));
      return sessions.get(key)!;
    },
    apiFor(session) {
      const key = sessionQuery(session);
      if (!apis.has(key)) apis.set(key, createHttpApi({ apiBase, fetch, session, merchantNumber: 'lendview-default' }));
      return apis.get(key)!;
    },
    start(route, search) {
      void route.prefetch?.();
      if (!route.load) return;
      const session = services.sessionFor(search);
      store.preload(route.load, { api: services.apiFor(session), session, query: new URLSearchParams(search) })
        .catch(() => undefined);
    },
    onError,
  };
  return services;
}
