import type { Loader } from '@lendview/screens';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** How the app mounts one screen of the catalog: its component (a lazy chunk) and its loader. */
export interface ScreenRoute {
  id: string;
  Component: LazyExoticComponent<ComponentType> | ComponentType;
  /** Started when the route matches, before the screen renders. */
  load?: Loader<unknown>;
  /** Starts downloading the chunk (called together with `load`). */
  prefetch?: () => Promise<unknown>;
  /**
   * The screen asks the API adapter for something as it renders (the registration's captcha image
   * address, empty until the adapter's module is there): the module loads with the route, and the
   * screen renders again when it has arrived.
   */
  needsApi?: boolean;
}

/**
 * A screen's route from its chunk: the chunk is both the prefetch and the lazy component.
 *
 * @example
 * screenRoute('customer-service', () => import('@lendview/screens/customer-service'), (m) => m.CustomerService, loadCustomerService)
 */
export function screenRoute<M>(
  id: string,
  chunk: () => Promise<M>,
  pick: (module: M) => ComponentType,
  load?: Loader<unknown>,
): ScreenRoute {
  return { id, load, prefetch: chunk, Component: lazy(() => chunk().then((module) => ({ default: pick(module) }))) };
}
