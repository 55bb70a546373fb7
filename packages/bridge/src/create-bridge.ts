import { createClient, type BridgeClient, type ClientOptions } from './client';
import { pageIds } from './page';
import type { BridgeWindow, Transport } from './transport';
import { androidLegacyTransport, hasAndroidLegacy } from './transports/android-legacy';
import { androidWebMessageTransport, hasAndroidWebMessage } from './transports/android-web-message';
import { hasIos, iosTransport } from './transports/ios';
import { lateShellTransport } from './transports/late-shell';
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
  /**
   * With no shell found at start, keep looking this long for one that injects itself later
   * (meanwhile the web fallback serves); 0 to stop at once. @defaultValue 1500
   */
  lateShellMs?: number;
}

/**
 * Picks the shell in the order of docs/bridge.md: Android web-message listener, Android
 * legacy interface, iOS message handler, React Native WebView, an allowed parent frame.
 *
 * @example
 * detectShell(window, { allowedOrigins: [] })?.kind; // 'ios' inside a WKWebView
 */
function detectShell(win: BridgeWindow, options: Pick<CreateBridgeOptions, 'allowedOrigins' | 'timeoutMs'>): Transport | null {
  if (hasAndroidWebMessage(win)) return androidWebMessageTransport(win.LendviewHost);
  if (hasAndroidLegacy(win)) return androidLegacyTransport(win);
  if (hasIos(win)) return iosTransport(win);
  if (hasReactNative(win)) return reactNativeTransport(win);
  const allowedOrigins = options.allowedOrigins ?? [];
  if (allowedOrigins.length > 0 && isFramed(win)) {
    return parentFrameTransport(win, { allowedOrigins, connectTimeoutMs: options.timeoutMs });
  }
  return null;
}

/** The shell found now, else the web fallback that keeps looking for a late shell (a real window only). */
function detectTransport(win: BridgeWindow | undefined, options: CreateBridgeOptions): Transport {
  const found = win && detectShell(win, options);
  if (found) return found;
  const fallback = webFallbackTransport(win ?? {}, { debug: options.debug });
  const lookMs = options.lateShellMs ?? 1_500;
  // On a server (no window) nothing can appear, and no timer may keep the process alive.
  if (!win || lookMs <= 0) return fallback;
  return lateShellTransport(fallback, () => detectShell(win, options), { lookMs });
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
  const transport = options.transport ?? detectTransport(win, options);
  return createClient(transport, { injectedHello: win?.lendviewHello, ...options }, pageIds(win));
}
