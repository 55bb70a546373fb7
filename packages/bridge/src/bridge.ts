import type { BridgeErrorCode, EventType, HelloReply, LeaveReason, MessageType, OrderIds, TrackProps } from './messages';

/** The one error bridge calls reject with. */
export class BridgeError extends Error {
  readonly code: BridgeErrorCode;
  constructor(code: BridgeErrorCode, message: string, options?: { cause?: unknown }) {
    super(message);
    // Not through `super`: engines before ES2022 (Chrome 80, Safari 14) drop the option.
    if (options?.cause !== undefined) this.cause = options.cause;
    this.name = 'BridgeError';
    this.code = code;
  }
}

/**
 * What screens ask of the native shell (spec sections 1 and 7.5, protocol 1.1 of `bridge-spec/REFERENCE.md`).
 *
 * Each action resolves when the shell says it is done (a 1.1 shell, or a direct reply), or once
 * handed over to a 1.0 one-way shell; it rejects with a {@link BridgeError} carrying the shell's
 * code (`unsupported`, `denied`, `failed`) or `timeout`. See docs/bridge.md, "How a call settles".
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
   * Since 1.1: while `active`, the shell asks before a hardware back or swipe leaves the page,
   * even when the page's script is busy. The shell keeps one guard per `reason`.
   */
  leaveGuard(active: boolean, reason: LeaveReason): Promise<void>;
  /**
   * Whether the host can do this action. Every 1.0 message until the `hello` reply says
   * otherwise (an older shell without `hello` does all of 1.0, nothing of 1.1); screens hide
   * what is `false`.
   */
  supports(type: MessageType): boolean;
  /** Called when what {@link supports} says may have changed (a late or another shell's `hello`). */
  onCapabilities(listener: () => void): () => void;
  /** Subscribes to a native event; returns the unsubscribe function. */
  on(event: EventType, handler: (payload: Record<string, unknown>) => void): () => void;
  /**
   * Handles hardware back: the shell's `back` request (answered `{ handled }` at once) and the
   * 1.0 `back` event. The newest handler is asked first; return `true` when it closed something.
   */
  onBack(handler: () => boolean): () => void;
  /** The handshake: the host's `hello` reply, or `null` when it gave none in time. */
  readonly ready: Promise<HelloReply | null>;
}
