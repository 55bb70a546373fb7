/**
 * The React Native side of the bridge for the screen that holds the lendview `<WebView>`
 * (react-native-webview): the app passes what it has (the web view's `injectJavaScript`, its
 * current URL, navigation, Linking), and wires the result to the web view:
 * `onMessage={host.onMessage}`, `injectedJavaScriptBeforeContentLoaded={host.documentStartScript}`.
 * tests/bridge/react-native-host.test.ts runs this module.
 */
import { createReactNativeHost, type ReactNativeHost } from '@lendview/bridge/react-native-host';

/** What the screen hands over. */
export interface LendviewHostDeps {
  /** `(script) => webView.current?.injectJavaScript(script)` */
  inject(script: string): void;
  /** The URL of `onNavigationStateChange`, kept in a ref. */
  currentUrl(): string | undefined;
  /** `navigation.goBack` */
  goBack(): void;
  /** `Linking.openURL` */
  openUrl(url: string): Promise<unknown>;
}

export function lendviewHost(deps: LendviewHostDeps): ReactNativeHost {
  // #region host
  return createReactNativeHost({
    allowedOrigins: ['https://app.lender.example'],
    appVersion: '5.3.0',
    inject: deps.inject,
    currentUrl: deps.currentUrl,
    actions: {
      close: () => deps.goBack(),
      callPhone: ({ number }) => deps.openUrl(`tel:${number.replace(/ /g, '')}`),
    },
  });
  // #endregion
}
