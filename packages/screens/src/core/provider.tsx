import { isApiError, type ApiAdapter, type NumberPlan, type Session } from '@lendview/api';
import type { NativeBridge } from '@lendview/bridge';
import type { Messages } from '@lingui/core';
import { createContext, use, useMemo, useRef, useState, type ReactNode } from 'react';
import { createDataStore, pageQuery, type DataStore } from './data';
import { callHost, observeBridge, type HostCallbacks, type ScreenView } from './host-callbacks';
import type { Market } from './market';
import type { GrievanceContacts } from './grievance';
import { DEFAULT_PATHS, type Paths } from './paths';
import { defaultStorage, namespaced, type KeyValueStorage } from './storage';
import type { ColorScheme, Theme } from './theme';

/** Moves the app: a path of the app (`/carpmm?...`) or an absolute URL already checked. */
export type Navigate = (to: string, options?: { replace?: boolean }) => void;

/** Host configuration that is not part of the product spec (branding, contacts, security). */
export interface LendviewConfig extends HostCallbacks {
  /** Brand colours, radius and font, as `--lendview-*` custom properties (light and dark). */
  theme?: Theme;
  /** Forces a palette; `system` follows the web view's `prefers-color-scheme`. @defaultValue 'system' */
  colorScheme?: ColorScheme;
  /** Fallback service phone when the server sends none. */
  servicePhone?: string;
  /** The app's URL scheme (`lendview://`), for hosts that open the app from the web. */
  appScheme?: string;
  /** Origins server redirects may go to besides the page's own (docs/api.md). */
  allowedOrigins?: readonly string[];
  /** The page's origin: session keys are appended only to it. @defaultValue `location.origin` */
  pageOrigin?: string;
  /**
   * Every error a screen meets, once, typed (`ApiError`, `BridgeError`, `RedirectError`). The
   * first `ApiError` of kind `expired` (the session ended) also asks the shell to `logout` with
   * reason `sessionExpired`, once per provider.
   */
  onError?: (error: Error) => void;
  /** Where screens link to. @defaultValue the spec's paths (`DEFAULT_PATHS`) */
  paths?: Partial<Paths>;
  /** The numbering plan of the registration's mobile number. @defaultValue the market's plan: `NUMBER_PLANS.india` (en), `NUMBER_PLANS.mexico` (es) */
  mobilePlan?: NumberPlan;
  /** Where small choices survive a reload (the complaint order). @defaultValue `localStorage` */
  storage?: KeyValueStorage;
  /** Shows developer-only screens (test preview), and lets redirects and images use plain http on loopback hosts. @defaultValue false */
  development?: boolean;
  /**
   * The page's CSP nonce: set on every `<style>` the screens inject, so a policy without
   * `'unsafe-inline'` for style elements lets them apply.
   */
  nonce?: string;
  /** The lender's grievance officer or UNE and the regulator's contacts. @defaultValue none shown */
  grievance?: GrievanceContacts;
  /**
   * The host's own wording, per market, over the screens' messages: compiled Lingui messages by
   * id, as `overrideMessages()` from `@lendview/screens` makes them from English source
   * text. Keep the object stable (define it outside render): a new one re-renders the screen.
   */
  messages?: Partial<Record<Market, Messages>>;
}

export interface LendviewProviderProps extends LendviewConfig {
  /** The lender's API: `createHttpApi()` (`@lendview/api/http`), or `createFakeApi()` (`@lendview/api/fake`) for a demo. */
  api: ApiAdapter;
  /** The native shell: `createBridge()` (`@lendview/bridge`). */
  bridge: NativeBridge;
  /** The borrower's session keys from the page address: `parseSession(query)`. */
  session: Session;
  /** `en` (English, rupee) or `es` (Spanish, peso): `marketFromQuery(query)`. */
  market: Market;
  /** Moves the app: the host's router, or `location.assign`. */
  navigate: Navigate;
  /**
   * The page query (screen parameters). The same default as a loader's (`pageQuery()`), so a
   * preload started without a query is the request the screen reads.
   * @defaultValue `location.search` (empty on a server: pass the request's query there)
   */
  query?: URLSearchParams | string;
  /** Share one with route preloading; the provider makes its own when absent. */
  store?: DataStore;
  children?: ReactNode;
}

export interface LendviewContextValue extends Omit<
  LendviewProviderProps,
  'children' | 'query' | 'store' | 'pageOrigin' | 'onError' | 'paths' | 'storage' | keyof HostCallbacks
> {
  onError: (error: Error) => void;
  /** Stable for the provider's life, so a screen's effects on them never re-run. */
  onScreenView: (view: ScreenView) => void;
  onReady: (view: ScreenView) => void;
  paths: Paths;
  storage: KeyValueStorage | undefined;
  query: URLSearchParams;
  store: DataStore;
  pageOrigin: string;
}

const LendviewContext = createContext<LendviewContextValue | null>(null);

/**
 * Gives screens their api, bridge, session, market and navigation. Callbacks are read through
 * refs, so a host passing new inline functions each render causes no re-render of screens and
 * no new subscription. The bridge and `navigate` screens get report each action to `onAction`.
 *
 * @example
 * <LendviewProvider api={api} bridge={bridge} session={session} market="en" navigate={go}>
 *   <CustomerService />
 * </LendviewProvider>
 */
export function LendviewProvider(props: LendviewProviderProps) {
  const { children, navigate, onError, onScreenView, onReady, onAction, query, store, ...rest } = props;
  const callbacks = useRef({ navigate, onError, onScreenView, onReady, onAction });
  // Written during render on purpose (as react-stripe-js does): the stable wrappers below must
  // call the host's latest functions, and an effect would leave them one render behind.
  callbacks.current = { navigate, onError, onScreenView, onReady, onAction };
  const [ownStore] = useState(createDataStore);
  // The bridge screens get, for the session-end logout below (set during render, as the callbacks).
  const shell = useRef<NativeBridge | null>(null);
  const [host] = useState(() => {
    let sessionEnded = false;
    const report = (error: Error) => {
      // A call found the session ended (HTTP 401 or the lender's code): the shell is asked once
      // per page to take the borrower to sign in; every screen then says the session ended.
      if (!sessionEnded && isApiError(error) && error.kind === 'expired') {
        sessionEnded = true;
        // A shell without `logout` (a plain browser) refuses it without sending anything; the
        // screen says to sign in again either way.
        shell.current?.logout('sessionExpired').catch(() => undefined);
      }
      callbacks.current.onError?.(error);
    };
    return {
      onError: report,
      onScreenView: (view: ScreenView) => callHost(callbacks.current.onScreenView, view, report),
      onReady: (view: ScreenView) => callHost(callbacks.current.onReady, view, report),
      navigate: (to: string, options?: { replace?: boolean }) => {
        callHost(callbacks.current.onAction, { kind: 'navigate', to, replace: options?.replace ?? false }, report);
        callbacks.current.navigate(to, options);
      },
    };
  });
  const queryText = new URLSearchParams(query ?? pageQuery()).toString();
  const {
    api,
    session,
    market,
    theme,
    colorScheme,
    servicePhone,
    appScheme,
    allowedOrigins,
    pageOrigin,
    paths,
    mobilePlan,
    storage,
    development,
    messages,
    nonce,
    grievance,
  } = rest;
  const bridge = useMemo(
    () => observeBridge(rest.bridge, (action) => callHost(callbacks.current.onAction, action, host.onError)),
    [rest.bridge, host],
  );
  shell.current = bridge;

  const value = useMemo<LendviewContextValue>(
    () => ({
      ...host,
      api,
      bridge,
      session,
      market,
      theme,
      colorScheme,
      servicePhone,
      appScheme,
      allowedOrigins,
      development,
      messages,
      nonce,
      grievance,
      pageOrigin: pageOrigin ?? globalThis.location?.origin ?? '',
      paths: { ...DEFAULT_PATHS, ...paths },
      mobilePlan,
      storage: storage ?? defaultStorage(),
      query: new URLSearchParams(queryText),
      store: store ?? ownStore,
    }),
    [
      host,
      api,
      bridge,
      session,
      market,
      theme,
      colorScheme,
      servicePhone,
      appScheme,
      allowedOrigins,
      pageOrigin,
      queryText,
      store,
      ownStore,
      paths,
      mobilePlan,
      storage,
      development,
      messages,
      nonce,
      grievance,
    ],
  );

  return <LendviewContext value={value}>{children}</LendviewContext>;
}

/** The provider's value; throws a clear error when a screen is mounted outside it. */
export function useLendview(): LendviewContextValue {
  const value = use(LendviewContext);
  if (!value) throw new Error('lendview: mount screens inside <LendviewProvider>.');
  return value;
}

/** Namespaced storage for small choices that survive a reload (`lendview:` keys, never throws). */
export function useStorage() {
  const { storage } = useLendview();
  return useMemo(() => namespaced(storage), [storage]);
}
