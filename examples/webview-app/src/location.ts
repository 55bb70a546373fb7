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

/** The app's path (wouter's location hook, with {@link navigate} to move). */
export function useAppLocation(): [string, typeof navigate] {
  return [useSyncExternalStore(subscribe, () => currentAppPath().split('?')[0]), navigate];
}

/** The app's query string, without `?` (wouter's search hook). */
export function useAppSearch(): string {
  return useSyncExternalStore(subscribe, () => currentAppPath().split('?')[1] ?? '');
}

/**
 * Goes to an app path (`/carpmm?...`, `/#/agreementTemplate?...`) under the app's root (hash
 * routes stay hash routes; a `file://` page only moves its hash) or, for another origin, leaves
 * the app.
 */
export function navigate(to: string, { replace = false }: { replace?: boolean } = {}): void {
  const url = new URL(to, window.location.href);
  const local = url.protocol === window.location.protocol && url.origin === window.location.origin;
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
