import type { BridgeWindow, MessageListener, Transport, WebMessageHost } from '../transport';

function subscribe(host: WebMessageHost, listener: MessageListener): () => void {
  if (host.addEventListener) {
    host.addEventListener('message', listener);
    return () => host.removeEventListener?.('message', listener);
  }
  // Older WebView builds expose only `onmessage`: chain to whoever set it before.
  const previous = host.onmessage;
  host.onmessage = (event) => {
    listener(event);
    previous?.(event);
  };
  return () => void (host.onmessage = previous);
}

/**
 * Android with `WebViewCompat.addWebMessageListener(webView, "LendviewHost", ...)`: JSON strings
 * out through `LendviewHost.postMessage`, replies and events back as its `message` events.
 *
 * @example
 * if (window.LendviewHost) createClient(androidWebMessageTransport(window.LendviewHost));
 */
export function androidWebMessageTransport(host: WebMessageHost): Transport {
  return {
    kind: 'android',
    send: (envelope) => host.postMessage(JSON.stringify(envelope)),
    listen: (sink) => subscribe(host, (event) => sink.receive((event as MessageEvent).data)),
  };
}

/** Whether the page runs in an Android web view with the `LendviewHost` listener. */
export const hasAndroidWebMessage = (win: BridgeWindow): win is BridgeWindow & { LendviewHost: WebMessageHost } =>
  typeof win.LendviewHost?.postMessage === 'function';
