import { ApiError } from '@lendview/api';
import { Component, type ReactNode } from 'react';
import { useLendview } from '../../core/provider';
import { ErrorState } from '../../ui';
import { useRepaymentErrorText } from './errors';

interface BoundaryProps {
  /** The text a borrower reads for a failed load. */
  describe: (error: unknown) => string;
  onError: (error: Error) => void;
  /** Forgets the failed request before the children render again. */
  onRetry: () => void;
  children: ReactNode;
}

/**
 * Why a local boundary: the frame's boundary shows the core error text, but a failed card-list
 * load must read 'query card list failed' when the server sends no message and the spec's
 * repayment 'error' on a network failure (spec section 8). The frame's boundary stays the
 * backstop for anything this one does not catch.
 */
class Boundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: Error) {
    this.props.onError(error);
  }

  retry = () => {
    this.props.onRetry();
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    // The shared ErrorState shows a refusal's own message: hand it the repayment text as one
    // (the original error already went to onError).
    const shown = new ApiError('rejected', this.props.describe(error), { cause: error });
    return <ErrorState error={shown} onRetry={this.retry} />;
  }
}

/** Shows a failed card-list load with the repayment messages and a retry. */
export function LoadBoundary({ fallback, children }: { fallback: string; children: ReactNode }) {
  const { onError, store } = useLendview();
  const describe = useRepaymentErrorText();
  return (
    <Boundary describe={(error) => describe(error, fallback)} onError={onError} onRetry={store.clearFailed}>
      {children}
    </Boundary>
  );
}
