import type { NativeBridge } from '@lendview/bridge';
import type { Market } from './market';

/** The bridge methods that ask the native shell to do something (not the queries, the subscriptions, nor the protocol's leave guard). */
export type BridgeAction = keyof Omit<NativeBridge, 'supports' | 'on' | 'onBack' | 'onCapabilities' | 'ready' | 'leaveGuard'>;

/** A `Record` so the compiler fails here when the bridge gains an action nobody observes. */
const BRIDGE_ACTIONS: Record<BridgeAction, true> = {
  close: true,
  goHome: true,
  goMine: true,
  logout: true,
  callPhone: true,
  openRating: true,
  track: true,
  bankStart: true,
  bankEnd: true,
  borrowAgain: true,
};

/** Something a screen did that leaves it: a bridge action or a navigation. */
export type ScreenAction =
  { kind: 'bridge'; action: BridgeAction; args: readonly unknown[] } | { kind: 'navigate'; to: string; replace: boolean };

/** Which screen a lifecycle callback is about. */
export interface ScreenView {
  /** The screen's stable name (`customer-service`), the same as its `data-screen` attribute. */
  screen: string;
  market: Market;
}

/** Lifecycle and analytics callbacks of the host. All optional; read through refs. */
export interface HostCallbacks {
  /** A screen was mounted (its skeleton may still show). Once per screen and market. */
  onScreenView?: (view: ScreenView) => void;
  /** A screen's data arrived and its content is on the page (not called when it fails: `onError` is). */
  onReady?: (view: ScreenView) => void;
  /**
   * Every bridge action (`callPhone`, `track`, `borrowAgain`, ...) and every navigation a screen
   * takes, reported when the screen asks for it, before the shell or the router acts.
   */
  onAction?: (action: ScreenAction) => void;
}

/**
 * The host's bridge with every action reported first. Wrapping the bridge once, instead of
 * reporting from each screen, means no action a screen takes can be missed.
 */
export function observeBridge(bridge: NativeBridge, report: (action: ScreenAction) => void): NativeBridge {
  // The prototype keeps the queries and subscriptions (and anything a test bridge adds) as they are.
  const observed: NativeBridge = Object.create(bridge);
  for (const action of Object.keys(BRIDGE_ACTIONS) as BridgeAction[]) {
    const original = bridge[action] as (...args: unknown[]) => Promise<void>;
    Object.defineProperty(observed, action, {
      value: (...args: unknown[]) => {
        report({ kind: 'bridge', action, args });
        return original.apply(bridge, args);
      },
    });
  }
  return observed;
}

/**
 * Calls a host callback so that a bug in it cannot break the screen: what it throws reaches
 * `onError` instead (a borrower mid-payment must not lose the screen to an analytics error).
 */
export function callHost<A>(callback: ((arg: A) => void) | undefined, arg: A, onError: (error: Error) => void): void {
  try {
    callback?.(arg);
  } catch (error) {
    onError(error instanceof Error ? error : new Error(String(error)));
  }
}
