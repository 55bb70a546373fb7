import { createClient, type BridgeClient, type ClientOptions } from './client';
import { pageIds } from './page';
import type { BridgeWindow, Transport } from './transport';
import { androidLegacyTransport, hasAndroidLegacy } from './transports/android-legacy';
import { androidWebMessageTransport, hasAndroidWebMessage } from './transports/android-web-message';
import { hasIos, iosTransport } from './transports/ios';
import { isFramed, parentFrameTransport } from './transports/parent-frame';
import { hasReactNative, reactNativeTransport } from './transports/react-native';
import { webFallbackTransport } from './transports/web-fallback';

/** Options of {@link createBridge}. */
export interface CreateBridgeOptions extends ClientOptions {
  /** The window to detect the shell in. @defaultValue `globalThis.window` */
  window?: BridgeWindow;
  /** Use this transport instead of detecting one (a custom shell, {@link methodMapTransport}). */
  transport?: Transport;
  /**
   * Origins a parent frame may have to play the shell (the example app's host simulator,
   * Storybook). Empty: a framed page never talks to its parent. @defaultValue []
   */
  allowedOrigins?: readonly (string | RegExp)[];
  /** In a plain browser, show dropped `track` calls with `console.debug`. @defaultValue false */
  debug?: boolean;
}

/**
 * Picks the transport in the order of `bridge-spec/REFERENCE.md`: Android web-message listener, Android
 * legacy interface, iOS message handler, React Native WebView, an allowed parent frame, else
 * the plain-browser fallback.
 *
 * @example
 * detectTransport(window, { allowedOrigins: [] }).kind; // 'ios' inside a WKWebView
 */
function detectTransport(win: BridgeWindow, options: Pick<CreateBridgeOptions, 'allowedOrigins' | 'debug' | 'timeoutMs'> = {}): Transport {
  if (hasAndroidWebMessage(win)) return androidWebMessageTransport(win.LendviewHost);
  if (hasAndroidLegacy(win)) return androidLegacyTransport(win);
  if (hasIos(win)) return iosTransport(win);
  if (hasReactNative(win)) return reactNativeTransport(win);
  const allowedOrigins = options.allowedOrigins ?? [];
  if (allowedOrigins.length > 0 && isFramed(win)) {
    return parentFrameTransport(win, { allowedOrigins, connectTimeoutMs: options.timeoutMs });
  }
  return webFallbackTransport(win, { debug: options.debug });
}

/**
 * The bridge for this page: detects the shell, sends `hello`, and returns the {@link NativeBridge}
 * screens use. Create one per SDK instance and `dispose()` it when the instance goes away.
 *
 * Rule of thumb: screens never call this; the host app does, and hands the bridge to the provider.
 *
 * @example
 * const bridge = createBridge({ onProtocolError: (error) => console.warn(error.reason, error.message) });
 * bridge.on('resume', refresh);
 * if (bridge.supports('callPhone')) await bridge.callPhone('+52 55 1234 5678');
 */
export function createBridge(options: CreateBridgeOptions = {}): BridgeClient {
  const win = options.window ?? (globalThis.window as BridgeWindow | undefined);
  const transport = options.transport ?? detectTransport(win ?? {}, options);
  return createClient(transport, options, pageIds(win));
}
