import { Suspense, type ComponentType } from 'react';
import type { Loader } from '../core/data';
import { useScreenData } from '../core/screen-data';
import { useLendview } from '../core/provider';
import { ErrorBoundary } from './ErrorBoundary';

export interface DeferredProps<P> {
  /** Loads the part's component from its own chunk (`defineLoader(name, () => import(...), { serializable: false })`). */
  load: Loader<ComponentType<P>>;
  /** The component's props. */
  props: P;
}

/**
 * A part of a screen whose code is in its own chunk, loaded only when the screen shows it (the
 * key-facts card, the grievance contacts), so screens without it do not grow. While its chunk
 * loads (or hydrates) the rest of the screen is live and the part shows nothing; a chunk that
 * fails shows its error and Try again in place, the screen still usable.
 */
export function Deferred<P extends object>({ load, props }: DeferredProps<P>) {
  const { onError, store } = useLendview();
  return (
    <ErrorBoundary onError={onError} onRetry={store.clearFailed}>
      <Suspense fallback={null}>
        <Loaded load={load} props={props} />
      </Suspense>
    </ErrorBoundary>
  );
}

function Loaded<P extends object>({ load, props }: DeferredProps<P>) {
  const { data: Component } = useScreenData(load);
  return <Component {...props} />;
}
