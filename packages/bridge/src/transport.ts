import type { MessageType, OutboundEnvelope } from './messages';

/** Why an inbound envelope was ignored. */
export type ProtocolErrorReason =
  | 'malformed-json'
  | 'invalid-envelope'
  | 'wrong-version'
  | 'unknown-id'
  | 'foreign-origin'
  /** Not an error: something a newer shell may send (an extra field, an unknown event); ignored. */
  | 'extension';

/** An inbound envelope the bridge ignored; reported through `onProtocolError`, never thrown. */
export interface ProtocolError {
  reason: ProtocolErrorReason;
  message: string;
  /** What arrived, as received (a JSON string, an object, or the origin for `foreign-origin`). */
  data: unknown;
}

/** Where a transport hands what the host sends to the page. */
export interface InboundSink {
  /** Raw inbound data: a JSON string or an already parsed object. The client validates it. */
  receive(data: unknown): void;
  /** Something the transport itself refused (a foreign origin). */
  reject(error: ProtocolError): void;
}

/**
 * The small surface a shell needs: hand an envelope over, and deliver what comes back.
 *
 * Rule of thumb: a transport moves bytes and never validates; the client owns ids, timeouts,
 * queueing and validation, so every transport behaves the same.
 *
 * @example
 * const transport: Transport = {
 *   kind: 'custom',
 *   send: (envelope) => socket.send(JSON.stringify(envelope)),
 *   listen: (sink) => socket.subscribe((text) => sink.receive(text)),
 * };
 * const bridge = createBridge({ transport });
 */
export interface Transport {
  /** Which shell this talks to (`android`, `ios`, `parent-frame`, ...), for logs and tests. */
  readonly kind: string;
  /** Settles when `send` may be called; until then the client queues. Absent: ready now. */
  readonly ready?: PromiseLike<unknown>;
  /**
   * Message types the transport knows it can do before any handshake (web fallback, method map).
   * Absent: learned from the `hello` reply.
   */
  readonly capabilities?: readonly MessageType[];
  /**
   * Hands one envelope to the host. A returned promise is the host's direct reply (an iOS reply
   * handler, the parent frame): it resolves to a reply envelope, or to nothing when there is none.
   */
  send(envelope: OutboundEnvelope): void | PromiseLike<unknown>;
  /** Starts delivering inbound data to `sink`; returns the function that stops it. */
  listen(sink: InboundSink): () => void;
  /** Releases what the transport holds (listeners, ports). */
  dispose?(): void;
  /**
   * For a transport that can change shells (a shell that appeared after start): called once it
   * talks to another one, so the client says `hello` again and forgets the old capabilities.
   */
  onSwitch?(listener: () => void): void;
}

/**
 * The parts of `window` the bridge reads. Tests pass a plain object; pages pass `window`.
 * Each property is what one shell injects (see `bridge-spec/REFERENCE.md`, "Transports").
 */
export interface BridgeWindow {
  LendviewHost?: WebMessageHost;
  LendviewAndroid?: { postMessage(json: string): void };
  webkit?: { messageHandlers?: { lendview?: { postMessage(message: unknown): unknown } } };
  ReactNativeWebView?: { postMessage(json: string): void };
  lendviewReceive?: (json: string) => void;
  /** Since 1.1: the shell's `hello` answer, injected before page scripts run. */
  lendviewHello?: unknown;
  parent?: unknown;
  history?: { back(): void };
  location?: { assign(url: string): void };
  /** Where the parent frame's answers arrive. */
  addEventListener?(type: 'message', listener: MessageListener): void;
  removeEventListener?(type: 'message', listener: MessageListener): void;
}

/**
 * A `message` listener. Typed on `Event` so that `window`, a plain `EventTarget` and the object
 * Android injects all fit; the listener reads `(event as MessageEvent).data`.
 */
export type MessageListener = (event: Event) => void;

/** The object `WebViewCompat.addWebMessageListener` injects on Android. */
export interface WebMessageHost {
  postMessage(json: string): void;
  addEventListener?(type: 'message', listener: MessageListener): void;
  removeEventListener?(type: 'message', listener: MessageListener): void;
  onmessage?: MessageListener | null;
}
