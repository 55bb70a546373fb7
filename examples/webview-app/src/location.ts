import { splitAddress } from '@lendview/api';
import { useSyncExternalStore } from 'react';

/**
 * Where the app lives: `/`, a CDN or server prefix (`/cdn/lendview/`, the build's
 * `LENDVIEW_BASE`), or, for a relative build (`./`), the folder the page was loaded from.
 * App paths (`/fourthOliver`) are relative to it.
 */
function appRoot(): string {
  const base = import.meta.env.BASE_URL;
  if (base.startsWith('/')) return base.endsWith('/') ? base : `${base}/`;
  return new URL('.', window.location.href).pathname;
}

/**
 * A page a web view opened from a local file (`file:///android_asset/index.html`) has no
 * server to answer `/fourthOliver`: it routes by hash (`index.html#/fourthOliver?...`).
 */
function hashOnly(): boolean {
  return window.location.protocol === 'file:';
}

/**
 * The app's path and query: of the address, or of its hash when the address is a hash route
 * (`/#/agreementTemplate?app_from=...`, spec 2.1's hash targets, and every address of a
 * `file://` page).
 */
export function currentAppPath(): string {
  const { pathname, search, hash } = window.location;
  if (hash.startsWith('#/')) return hash.slice(1);
  if (hashOnly()) return '/';
  const root = appRoot();
  const path = pathname.startsWith(root) ? `/${pathname.slice(root.length)}` : pathname;
  return `${path}${search}`;
}

const NAVIGATE_EVENT = 'lendview:navigate';

function subscribe(callback: () => void) {
  for (const type of ['popstate', 'hashchange', NAVIGATE_EVENT]) window.addEventListener(type, callback);
  return () => {
    for (const type of ['popstate', 'hashchange', NAVIGATE_EVENT]) window.removeEventListener(type, callback);
  };
}

// Split as the server splits the request's URL: a `?` inside the query stays in it.
const currentPath = () => splitAddress(currentAppPath())[0];
const currentSearch = () => splitAddress(currentAppPath())[1];

/** Where the app reads its address: the page's (in the browser) or a request's (on the server). */
export interface AppLocation {
  navigate: typeof navigate;
  /** wouter's location hook: the app path and how to move. */
  useLocation(): [string, typeof navigate];
  /** wouter's search hook: the query string without `?`. */
  useSearch(): string;
}

/** The page's address; hydration reads the same address the server rendered. */
export const browserLocation: AppLocation = {
  navigate,
  useLocation: () => [useSyncExternalStore(subscribe, currentPath, currentPath), navigate],
  useSearch: () => useSyncExternalStore(subscribe, currentSearch, currentSearch),
};

/** A request's address, for rendering on the server (nothing moves there). */
export function staticLocation(path: string, search: string): AppLocation {
  const stay = () => undefined;
  return { navigate: stay, useLocation: () => [path, stay], useSearch: () => search };
}

/**
 * Goes to an app path (`/carpmm?...`, `/#/agreementTemplate?...`) under the app's root (hash
 * routes stay hash routes; a `file://` page only moves its hash) or, for another origin or a
 * server page, leaves the app.
 */
export function navigate(to: string, { replace = false }: { replace?: boolean } = {}): void {
  const url = new URL(to, window.location.href);
  // The app's paths have no file extension (`/fourthOliver`): a same-origin address with one
  // (the payment provider's stand-in `/mock-assets/pay.html`) is the server's page, loaded as such.
  const local =
    url.protocol === window.location.protocol && url.origin === window.location.origin && !/\.[a-z0-9]+$/i.test(url.pathname);
  if (!local) {
    if (replace) window.location.replace(url.href);
    else window.location.assign(url.href);
    return;
  }
  const root = appRoot();
  const path = url.pathname.startsWith(root) ? `/${url.pathname.slice(root.length)}` : url.pathname;
  const inHash = url.hash.startsWith('#/') || hashOnly() || (window.location.hash.startsWith('#/') && !url.hash && path === '/');
  const route = url.hash.startsWith('#/') ? url.hash.slice(1) : `${path}${url.search}`;
  const target = hashOnly() ? `${window.location.pathname}#${route}` : inHash ? `${root}#${route}` : `${root}${route.slice(1)}`;
  window.history[replace ? 'replaceState' : 'pushState'](null, '', target);
  window.dispatchEvent(new Event(NAVIGATE_EVENT));
  window.scrollTo(0, 0);
}
