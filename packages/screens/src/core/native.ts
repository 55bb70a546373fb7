// Hooks over the native bridge: resume, hardware back, the leave guard, capabilities.
import type { LeaveReason, MessageType } from '@lendview/bridge';
import { useCallback, useEffect, useEffectEvent, useSyncExternalStore } from 'react';
import { useLendview } from './provider';

/** Calls `handler` when the native shell says the web view is visible again. */
export function useResume(handler: () => void): void {
  const { bridge } = useLendview();
  // An effect event: the subscription stays put while each render's handler is the one called.
  const onResume = useEffectEvent(handler);
  useEffect(() => bridge.on('resume', () => onResume()), [bridge]);
}

/**
 * Hardware back, from the shell's `back` request or its 1.0 event: `handler` returns `true` when
 * it closed something (a dialog, the code step); the newest handler is asked first.
 */
export function useBackHandler(handler: () => boolean): void {
  const { bridge } = useLendview();
  const onBack = useEffectEvent(handler);
  useEffect(() => bridge.onBack(() => onBack()), [bridge]);
}

/**
 * While `active`, the shell asks the borrower before hardware back or a swipe leaves the page,
 * even if this page's script is busy then (bridge 1.1 `leaveGuard`). Lifted when `active` ends
 * or the screen unmounts. A shell without the capability gets nothing.
 */
export function useLeaveGuard(reason: LeaveReason, active: boolean): void {
  const { bridge, onError } = useLendview();
  const capable = useCapability('leaveGuard');
  useEffect(() => {
    if (!active || !capable) return;
    // `onError` is the provider's stable wrapper: it never re-runs this effect.
    const tell = (on: boolean) => bridge.leaveGuard(on, reason).catch((error: Error) => onError(error));
    void tell(true);
    return () => void tell(false);
  }, [bridge, reason, active, capable, onError]);
}

/**
 * Whether the host can do a bridge action; re-checked when the `hello` handshake settles, so a
 * screen shows the fallback (a `tel:` link, say) once the host says it lacks the capability.
 * Before the handshake, and in HTML rendered on a server, every action counts as supported.
 */
export function useCapability(type: MessageType): boolean {
  const { bridge } = useLendview();
  const subscribe = useCallback(
    (settled: () => void) => {
      let live = true;
      const notify = () => {
        if (live) settled();
      };
      void bridge.ready.then(notify, notify);
      // A late hello, or a shell that appeared after start, changes the answer again.
      const stop = bridge.onCapabilities(notify);
      return () => {
        live = false;
        stop();
      };
    },
    [bridge],
  );
  return useSyncExternalStore(
    subscribe,
    () => bridge.supports(type),
    () => true,
  );
}
