import type { Loader } from '@lendview/screens';
import type { ComponentType, LazyExoticComponent } from 'react';

/** How the app mounts one screen of the catalog: its component (a lazy chunk) and its loader. */
export interface ScreenRoute {
  id: string;
  Component: LazyExoticComponent<ComponentType> | ComponentType;
  /** Started when the route matches, before the screen renders. */
  load?: Loader<unknown>;
  /** Starts downloading the chunk (called together with `load`). */
  prefetch?: () => Promise<unknown>;
}
