import type { ApiAdapter, Session } from '@lendview/api';
import type { NativeBridge } from '@lendview/bridge';
import { createContext, use, useMemo, useRef, useState, type ReactNode } from 'react';
import { createDataStore, type DataStore } from './data';
import type { Market } from './market';
import type { MobileRule } from './mobile';
import { MOBILE_RULES } from './mobile';
import { DEFAULT_PATHS, type Paths } from './paths';
import { defaultStorage, type KeyValueStorage } from './storage';
import type { ColorScheme, Theme } from './theme';

/** Moves the app: a path of the app (`/carpmm?...`) or an absolute URL already checked. */
export type Navigate = (to: string, options?: { replace?: boolean }) => void;

/** Host configuration that is not part of the product spec (branding, contacts, security). */
export interface LendviewConfig {
  /** Brand colours, radius and font, as `--lendview-*` custom properties (light and dark). */
  theme?: Theme;
  /** Forces a palette; `system` follows the web view's `prefers-color-scheme`. @defaultValue 'system' */
  colorScheme?: ColorScheme;
  /** Fallback service phone when the server sends none. */
  servicePhone?: string;
  /** The app's URL scheme (`lendview://`), for hosts that open the app from the web. */
  appScheme?: string;
  /** Origins server redirects may go to besides the page's own (wire.md "Redirect targets"). */
  allowedOrigins?: readonly string[];
  /** The page's origin: session keys are appended only to it. @defaultValue `location.origin` */
  pageOrigin?: string;
  /** Every error a screen meets, once, typed (`ApiError`, `BridgeError`, `RedirectError`). */
  onError?: (error: Error) => void;
  /** Where screens link to. @defaultValue the spec's paths (`DEFAULT_PATHS`) */
  paths?: Partial<Paths>;
  /** The registration mobile rule of the market. @defaultValue `MOBILE_RULES.spec` */
  mobileRule?: MobileRule;
  /** Where small choices survive a reload (the complaint order). @defaultValue `localStorage` */
  storage?: KeyValueStorage;
  /** Shows developer-only screens (test preview). @defaultValue false */
  development?: boolean;
}

export interface LendviewProviderProps extends LendviewConfig {
  api: ApiAdapter;
  bridge: NativeBridge;
  session: Session;
  market: Market;
  navigate: Navigate;
  /** The page query (screen parameters). @defaultValue empty */
  query?: URLSearchParams | string;
  /** Share one with route preloading; the provider makes its own when absent. */
  store?: DataStore;
  children?: ReactNode;
}

export interface LendviewContextValue
  extends Omit<LendviewProviderProps, 'children' | 'query' | 'store' | 'pageOrigin' | 'onError' | 'paths' | 'mobileRule' | 'storage'> {
  onError: (error: Error) => void;
  paths: Paths;
  mobileRule: MobileRule;
  storage: KeyValueStorage | undefined;
  query: URLSearchParams;
  store: DataStore;
  pageOrigin: string;
}

const LendviewContext = createContext<LendviewContextValue | null>(null);

/**
 * Gives screens their api, bridge, session, market and navigation. Callbacks are read through
 * refs, so a host passing new inline functions each render causes no re-render of screens.
 *
 * @example
 * <LendviewProvider api={api} bridge={bridge} session={session} market="en" navigate={go}>
 *   <CustomerService />
 * </LendviewProvider>
 */
export function LendviewProvider({ children, navigate, onError, query, store, ...rest }: LendviewProviderProps) {
  const callbacks = useRef({ navigate, onError });
  callbacks.current = { navigate, onError };
  const [ownStore] = useState(createDataStore);
  const queryText = query?.toString() ?? '';
  const { api, bridge, session, market, theme, colorScheme, servicePhone, appScheme, allowedOrigins, pageOrigin, paths, mobileRule, storage, development } = rest;

  const value = useMemo<LendviewContextValue>(() => ({
    api, bridge, session, market, theme, colorScheme, servicePhone, appScheme, allowedOrigins, development,
    pageOrigin: pageOrigin ?? globalThis.location?.origin ?? '',
    paths: { ...DEFAULT_PATHS, ...paths },
    mobileRule: mobileRule ?? MOBILE_RULES.spec,
    storage: storage ?? defaultStorage(),
    query: new URLSearchParams(queryText),
    store: store ?? ownStore,
    navigate: (to, options) => callbacks.current.navigate(to, options),
    onError: (error) => callbacks.current.onError?.(error),
  }), [api, bridge, session, market, theme, colorScheme, servicePhone, appScheme, allowedOrigins, pageOrigin, queryText, store, ownStore,
    paths, mobileRule, storage, development]);

  return <LendviewContext value={value}>{children}</LendviewContext>;
}

/** The provider's value; throws a clear error when a screen is mounted outside it. */
export function useLendview(): LendviewContextValue {
  const value = use(LendviewContext);
  if (!value) throw new Error('lendview: mount screens inside <LendviewProvider>.');
  return value;
}
