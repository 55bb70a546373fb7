import { sessionQuery } from '@lendview/api';
import type { LeaveReason, MessageType } from '@lendview/bridge';
import { startTransition, use, useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useToast } from './toast';
import type { Loader } from './data';
import { RedirectError, useErrorText } from './errors';
import { formatDate, formatMoney, pluralCategory } from './format';
import { useLendview } from './provider';
import { checkImageUrl, checkServerUrl, linkTo, withQuery } from './redirect';

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

/** Calls `handler` when the native shell says the web view is visible again. */
export function useResume(handler: () => void): void {
  const { bridge } = useLendview();
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => bridge.on('resume', () => latest.current()), [bridge]);
}

/**
 * Hardware back, from the shell's `back` request or its 1.0 event: `handler` returns `true` when
 * it closed something (a dialog, the code step); the newest handler is asked first.
 */
export function useBackHandler(handler: () => boolean): void {
  const { bridge } = useLendview();
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => bridge.onBack(() => latest.current()), [bridge]);
}

/**
 * While `active`, the shell asks the borrower before hardware back or a swipe leaves the page,
 * even if this page's script is busy then (bridge 1.1 `leaveGuard`). Lifted when `active` ends
 * or the screen unmounts. A shell without the capability gets nothing.
 */
export function useLeaveGuard(reason: LeaveReason, active: boolean): void {
  const { bridge, onError } = useLendview();
  const capable = useCapability('leaveGuard');
  const report = useRef(onError);
  report.current = onError;
  useEffect(() => {
    if (!active || !capable) return;
    const tell = (on: boolean) => bridge.leaveGuard(on, reason).catch((error: Error) => report.current(error));
    void tell(true);
    return () => void tell(false);
  }, [bridge, reason, active, capable]);
}

/** Money, dates and plural categories for the current market (the one formatting helper). */
export function useFormat() {
  const { market } = useLendview();
  return {
    money: (amount: string | number) => formatMoney(amount, market),
    date: (value: string | number | Date) => formatDate(value, market),
    plural: (count: number) => pluralCategory(count, market),
  };
}

/**
 * Navigation helpers: `go` to an app path with the session query appended, `follow` a server
 * URL through the redirect rules (refused ones show an error and reach `onError`).
 */
export function useNavigation() {
  const { navigate, session, pageOrigin, allowedOrigins, development, onError } = useLendview();
  const toast = useToast();
  const errorText = useErrorText();
  return {
    go(path: string, params: Record<string, string | number | undefined> = {}, options?: { replace?: boolean }) {
      navigate(linkTo(path, params, session), options);
    },
    follow(raw: string, extra: Record<string, string> = {}, options?: { replace?: boolean }): boolean {
      const url = checkServerUrl(raw, { pageOrigin, allowedOrigins, development });
      if (!url) {
        const error = new RedirectError(raw);
        onError(error);
        toast.show(errorText(error));
        return false;
      }
      const sameOrigin = url.origin === pageOrigin;
      const target = sameOrigin ? withQuery(url.href, sessionQuery(session)) : url.href;
      navigate(withQuery(target, extra), options);
      return true;
    },
  };
}

/**
 * Whether the host can do a bridge action; re-checked when the `hello` handshake settles, so a
 * screen shows the fallback (a `tel:` link, say) once the host says it lacks the capability.
 * Before the handshake, and in HTML rendered on a server, every action counts as supported.
 */
export function useCapability(type: MessageType): boolean {
  const { bridge } = useLendview();
  const subscribe = useCallback((settled: () => void) => {
    let live = true;
    const notify = () => { if (live) settled(); };
    void bridge.ready.then(notify, notify);
    // A late hello, or a shell that appeared after start, changes the answer again.
    const stop = bridge.onCapabilities(notify);
    return () => { live = false; stop(); };
  }, [bridge]);
  return useSyncExternalStore(subscribe, () => bridge.supports(type), () => true);
}

/** Checks server image URLs before they reach `<img src>` (docs/api.md: server URLs are checked). */
export function useImageSrc(): (raw: string | undefined) => string | undefined {
  const { pageOrigin, allowedOrigins, development } = useLendview();
  return (raw) => checkImageUrl(raw, { pageOrigin, allowedOrigins, development });
}
