import type { BridgeWindow, Transport } from '../transport';
import { listenGlobal } from './receive-global';

type Handler = { postMessage(message: unknown): unknown };
type IosWindow = BridgeWindow & { webkit: { messageHandlers: { lendview: Handler } } };

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as PromiseLike<unknown> | undefined)?.then === 'function';

const CODES = new Set(['unsupported', 'denied', 'failed']);

const isEnvelope = (value: unknown) => typeof value === 'object' && value !== null && 'lendview' in value;

/**
 * iOS with `WKUserContentController.add(handler, name: "lendview")`: the envelope object out
 * through `webkit.messageHandlers.lendview.postMessage`. A `WKScriptMessageHandlerWithReply`
 * returns a promise: that is the reply (a reply envelope, or a bare result the bridge wraps; a
 * rejection becomes a `failed` reply). Otherwise replies and events come through
 * `window.lendviewReceive(json)`.
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
          // The Swift side can only reject with a string; a bare code keeps its meaning.
          const message = reason instanceof Error ? reason.message : String(reason);
          return { lendview: 1, id, error: { code: CODES.has(message) ? message : 'failed', message } };
        },
      );
    },
    listen: (sink) => listenGlobal(win, (json) => sink.receive(json)),
  };
}

/** Whether the page runs in a WKWebView with the `lendview` message handler. */
export const hasIos = (win: BridgeWindow): win is IosWindow => typeof win.webkit?.messageHandlers?.lendview?.postMessage === 'function';
