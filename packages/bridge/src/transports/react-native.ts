import type { BridgeWindow, Transport } from '../transport';
import { listenGlobal } from './receive-global';

type ReactNativeWindow = BridgeWindow & { ReactNativeWebView: { postMessage(json: string): void } };

/**
 * React Native WebView: JSON strings out through `ReactNativeWebView.postMessage`, replies and
 * events back through `window.lendviewReceive(json)` (the app calls it with `injectJavaScript`).
 *
 * @example
 * const transport = reactNativeTransport(window);
 */
export function reactNativeTransport(win: ReactNativeWindow): Transport {
  return {
    kind: 'react-native',
    send: (envelope) => win.ReactNativeWebView.postMessage(JSON.stringify(envelope)),
    listen: (sink) => listenGlobal(win, (json) => sink.receive(json)),
  };
}

/** Whether the page runs in a React Native WebView. */
export const hasReactNative = (win: BridgeWindow): win is ReactNativeWindow =>
  typeof win.ReactNativeWebView?.postMessage === 'function';
