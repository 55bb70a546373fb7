import { useSyncExternalStore } from 'react';

/**
 * The app's location for wouter: the path and query of the address, or of its hash when the
 * address is a hash route (`/#/agreementTemplate?app_from=...`, spec 2.1's hash targets).
 */
function current(): string {
  const { pathname, search, hash } = window.location;
  return hash.startsWith('#/') ? hash.slice(1) : `${pathname}${search}`;
}

const NAVIGATE_EVENT = 'lendview:navigate';

function subscribe(callback: () => void) {
  for (const type of ['popstate', 'hashchange', NAVIGATE_EVENT]) window.addEventListener(type, callback);
  return () => {
    for (const type of ['popstate', 'hashchange', NAVIGATE_EVENT]) window.removeEventListener(type, callback);
  };
}

export function useAppPath(): string {
  return useSyncExternalStore(subscribe, () => current().split('?')[0]);
}

export function useAppSearch(): string {
  return useSyncExternalStore(subscribe, () => current().split('?')[1] ?? '');
}

/** Goes to an app path (hash routes stay hash routes) or, for another origin, leaves the app. */
export function navigate(to: string, { replace = false }: { replace?: boolean } = {}): void {
  const url = new URL(to, window.location.href);
  if (url.origin !== window.location.origin) {
    if (replace) window.location.replace(url.href);
    else window.location.assign(url.href);
    return;
  }
  const inHash = url.hash.startsWith('#/') || (window.location.hash.startsWith('#/') && !url.hash && url.pathname === '/');
  const target = url.hash.startsWith('#/') ? `/${url.hash}` : inHash ? `/#${url.pathname}${url.search}` : `${url.pathname}${url.search}`;
  window.history[replace ? 'replaceState' : 'pushState'](null, '', target);
  window.dispatchEvent(new Event(NAVIGATE_EVENT));
  window.scrollTo(0, 0);
}

export const appLocation = Object.assign(() => [useAppPath(), navigate] as [string, typeof navigate], {
  searchHook: useAppSearch,
});
