import type { LeaveReason } from '@lendview/bridge';
import { useEffect } from 'react';
import { useCapability } from './native';
import { useLendview } from './provider';

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
