import type { BridgeErrorCode, EventType, HelloReply, MessageType, OrderIds, TrackProps } from './messages';

/** The one error bridge calls reject with. */
export class BridgeError extends Error {
  readonly code: BridgeErrorCode;
  constructor(code: BridgeErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'BridgeError';
    this.code = code;
  }
}

/**
 * What screens ask of the native shell (spec sections 1 and 7.5, protocol v1 of `bridge-spec/REFERENCE.md`).
 *
 * Each action resolves once the message is handed to the transport (fire-and-forget) and rejects
 * with a {@link BridgeError} when the host cannot do it (`unsupported`) or a reply times out.
 *
 * @example
 * const bridge = createBridge();
 * if (bridge.supports('callPhone')) await bridge.callPhone('+52 55 1234 5678');
 */
export interface NativeBridge {
  close(): Promise<void>;
  goHome(): Promise<void>;
  goMine(): Promise<void>;
  logout(reason: 'sessionExpired' | 'user'): Promise<void>;
  callPhone(number: string): Promise<void>;
  openRating(): Promise<void>;
  /** The spec's burial point: analytics through the host. */
  track(event: string, data?: { productId?: string; props?: TrackProps }): Promise<void>;
  bankStart(ids?: OrderIds): Promise<void>;
  bankEnd(ids?: OrderIds): Promise<void>;
  /** `productId` is cut before any `?` by the bridge. */
  borrowAgain(productId: string): Promise<void>;
  /**
   * Whether the host can do this action. `true` for every message until the `hello` reply says
   * otherwise (an older shell without `hello` supports everything); screens hide what is `false`.
   */
  supports(type: MessageType): boolean;
  /** Subscribes to a native event; returns the unsubscribe function. */
  on(event: EventType, handler: (payload: Record<string, unknown>) => void): () => void;
  /** The handshake: the host's `hello` reply, or `null` when it gave none in time. */
  readonly ready: Promise<HelloReply | null>;
}
