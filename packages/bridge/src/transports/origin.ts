import type { Endpoint } from 'comlink';
import type { MessageListener } from '../transport';

type Listener = EventListenerOrEventListenerObject;

/** The parts of a window the frame endpoints need. */
export interface FrameWindow {
  postMessage(message: unknown, targetOrigin: string, transfer?: Transferable[]): void;
}

/** Where `message` events arrive: the own window, or a port. */
export interface MessageSource {
  addEventListener(type: 'message', listener: MessageListener): void;
  removeEventListener(type: 'message', listener: MessageListener): void;
  start?(): void;
}

/** Which inbound messages a guarded endpoint lets through. */
export interface GuardOptions {
  /** Origins allowed to talk to us: exact strings, `RegExp`s, or `'*'`. */
  allowedOrigins: readonly (string | RegExp)[];
  /** When set, messages from any other window are not ours at all and pass silently by. */
  source?: unknown;
  /** Called with a message from a foreign origin, which is then dropped. */
  onForeign(event: MessageEvent): void;
  /** Drops messages the other side must not send (see `exposeHost`). */
  accept?(data: unknown): boolean;
}

/**
 * Whether `origin` is on the allow-list.
 *
 * @example
 * isAllowedOrigin(['https://app.example', /\.example$/], event.origin);
 */
function isAllowedOrigin(allowed: readonly (string | RegExp)[], origin: string): boolean {
  return allowed.some((rule) => rule === '*' || rule === origin || (rule instanceof RegExp && rule.test(origin)));
}

/**
 * A comlink endpoint that posts to `target` and hears `messages`, letting through only allowed
 * origins. It listens from the start and keeps what arrives before comlink subscribes (comlink
 * loads lazily), replaying it to the first subscriber, so an early request is not lost.
 *
 * @example
 * const endpoint = guardedEndpoint({ postMessage: (m, t) => window.parent.postMessage(m, origin, t) }, window, options);
 */
function guardedEndpoint(
  post: Pick<Endpoint, 'postMessage'>,
  messages: MessageSource,
  options: GuardOptions,
): Endpoint & { close(): void } {
  const listeners = new Set<Listener>();
  let early: MessageEvent[] | null = [];
  const dispatch = (event: MessageEvent) => {
    for (const listener of [...listeners]) {
      if (typeof listener === 'function') listener(event);
      else listener.handleEvent(event);
    }
  };
  const onMessage = (received: Event) => {
    const event = received as MessageEvent;
    if (options.source !== undefined && event.source && event.source !== options.source) return;
    if (!isAllowedOrigin(options.allowedOrigins, event.origin)) return options.onForeign(event);
    if (options.accept && !options.accept(event.data)) return;
    if (early) {
      // Bounded: a page flooding us before comlink loads must not grow this forever.
      if (early.length < 64) early.push(event);
    } else dispatch(event);
  };
  messages.addEventListener('message', onMessage);
  messages.start?.();
  return {
    postMessage: (message, transfer) => post.postMessage(message, transfer),
    addEventListener(_type: string, listener: Listener) {
      listeners.add(listener);
      const replay = early;
      early = null;
      replay?.forEach(dispatch);
    },
    removeEventListener: (_type: string, listener: Listener) => void listeners.delete(listener),
    close: () => messages.removeEventListener('message', onMessage),
  };
}

/**
 * The endpoint for talking to another window (comlink's `windowEndpoint`, guarded).
 *
 * @example
 * const endpoint = frameEndpoint(window.parent, window, options);
 */
export function frameEndpoint(target: FrameWindow, own: MessageSource, options: GuardOptions): Endpoint & { close(): void } {
  // Posting to '*' would show our messages to whatever origin the other window now has; with
  // exactly one allowed origin we can name it, which the browser then enforces.
  const [only] = options.allowedOrigins;
  const targetOrigin = options.allowedOrigins.length === 1 && typeof only === 'string' ? only : '*';
  return guardedEndpoint(
    { postMessage: (message, transfer) => target.postMessage(message, targetOrigin, transfer) },
    own,
    options,
  );
}
