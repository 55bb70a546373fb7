import { Component, type ReactNode } from 'react';
import { ErrorState } from './ErrorState';

interface BoundaryProps {
  children: ReactNode;
  onError: (error: Error) => void;
  /** Called before the children are rendered again. */
  onRetry: () => void;
  /** The text a borrower reads for a failed load, when a screen has its own (else the core's). */
  describe?: (error: unknown) => string;
}

/** Catches a screen's failed load or render and shows {@link ErrorState} instead of a blank page. */
export class ErrorBoundary extends Component<BoundaryProps, { error: unknown }> {
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
    if (error) return <ErrorState error={error} text={this.props.describe?.(error)} onRetry={this.retry} />;
    return this.props.children;
  }
}
