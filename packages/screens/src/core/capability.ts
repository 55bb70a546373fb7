import type { MessageType } from '@lendview/bridge';
import { useCallback, useSyncExternalStore } from 'react';
import { useLendview } from './provider';

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
    return () => { live = false; };
  }, [bridge]);
  return useSyncExternalStore(subscribe, () => bridge.supports(type), () => true);
}
