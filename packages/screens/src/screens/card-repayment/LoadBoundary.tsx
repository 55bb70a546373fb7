import type { ReactNode } from 'react';
import { useLendview } from '../../core/provider';
import { ErrorBoundary } from '../../ui';
import { useRepaymentErrorText } from './errors';

/**
 * Shows a failed card-list load with the repayment messages and a retry.
 *
 * Why a local boundary: the frame's boundary shows the core error text, but a failed card-list
 * load must read 'query card list failed' when the server sends no message and the spec's
 * repayment 'error' on a network failure (spec section 8). The frame's boundary stays the
 * backstop for anything this one does not catch.
 */
export function LoadBoundary({ fallback, children }: { fallback: string; children: ReactNode }) {
  const { onError, store } = useLendview();
  const describe = useRepaymentErrorText();
  return (
    <ErrorBoundary describe={(error) => describe(error, fallback)} onError={onError} onRetry={store.clearFailed}>
      {children}
    </ErrorBoundary>
  );
}
