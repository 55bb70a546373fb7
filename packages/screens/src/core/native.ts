// Hooks over the native bridge: resume, hardware back, capabilities (the leave guard is in
// `leave-guard.ts`: only the card payment uses it, so the core every screen loads does not carry it).
import type { MessageType } from '@lendview/bridge';
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
 * Whether the host can do a bridge action; re-checked when the `hello` handshake settles, so a
 * screen shows the fallback (a `tel:` link, say) once the host says it lacks the capability.
 * Before the handshake the bridge answers for a protocol 1.0 shell (its actions count as
 * supported, later ones such as `leaveGuard` do not); in HTML rendered on a server, every action
 * counts as supported.
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
