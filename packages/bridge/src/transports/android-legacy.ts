import type { BridgeWindow, Transport } from '../transport';
import { listenGlobal } from './receive-global';

/**
 * Android with `addJavascriptInterface(obj, "LendviewAndroid")`: JSON strings out through
 * `LendviewAndroid.postMessage`, replies and events back through `window.lendviewReceive(json)`.
 *
 * @example
 * const transport = androidLegacyTransport(window);
 */
export function androidLegacyTransport(win: BridgeWindow & { LendviewAndroid: { postMessage(json: string): void } }): Transport {
  const native = win.LendviewAndroid;
  return {
    kind: 'android-legacy',
    // A Java interface method must be called on its object, never detached.
    send: (envelope) => native.postMessage(JSON.stringify(envelope)),
    listen: (sink) => listenGlobal(win, (json) => sink.receive(json)),
  };
}

/** Whether the page runs in an Android web view with the `LendviewAndroid` interface. */
export const hasAndroidLegacy = (
  win: BridgeWindow,
): win is BridgeWindow & { LendviewAndroid: { postMessage(json: string): void } } =>
  typeof win.LendviewAndroid?.postMessage === 'function';
