import type { BridgeWindow, Transport } from '../transport';
import { listenGlobal } from './receive-global';

type Handler = { postMessage(message: unknown): unknown };
type IosWindow = BridgeWindow & { webkit: { messageHandlers: { lendview: Handler } } };

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as PromiseLike<unknown> | undefined)?.then === 'function';

/** `denied`, or `denied: why`: the one string `replyHandler(nil, error)` can carry. */
const CODED = /^(unsupported|denied|failed)(?::\s*([\s\S]*))?$/;

const isEnvelope = (value: unknown) => typeof value === 'object' && value !== null && 'lendview' in value;

/**
 * iOS with `WKUserContentController.add(handler, name: "lendview")`: the envelope object out
 * through `webkit.messageHandlers.lendview.postMessage`. A `WKScriptMessageHandlerWithReply`
 * returns a promise: that is the reply (a reply envelope, or a bare result the bridge wraps; a
 * rejection `code: message` becomes that error reply, any other a `failed` one). Otherwise
 * replies and events come through `window.lendviewReceive(json)`.
 *
 * @example
 * const transport = iosTransport(window);
 */
export function iosTransport(win: IosWindow): Transport {
  const handler = win.webkit.messageHandlers.lendview;
  return {
    kind: 'ios',
    send(envelope) {
      const reply = handler.postMessage(envelope);
      if (!isThenable(reply)) return;
      const { id } = envelope;
      return reply.then(
        (value) => (value == null ? undefined : isEnvelope(value) ? value : { lendview: 1, id, result: value }),
        (reason: unknown) => {
          // The Swift side can only reject with a string: `code` or `code: message` keeps its meaning.
          const text = reason instanceof Error ? reason.message : String(reason);
          const coded = CODED.exec(text);
          return { lendview: 1, id, error: { code: coded ? coded[1] : 'failed', message: coded?.[2] ?? text } };
        },
      );
    },
    listen: (sink) => listenGlobal(win, (json) => sink.receive(json)),
  };
}

/** Whether the page runs in a WKWebView with the `lendview` message handler. */
export const hasIos = (win: BridgeWindow): win is IosWindow =>
  typeof win.webkit?.messageHandlers?.lendview?.postMessage === 'function';
