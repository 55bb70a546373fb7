/**
 * Bridge protocol 1.1 (docs/bridge.md): the messages web pages send to the native shell, the
 * replies, the events, and the one request a shell sends the page (`back`). 1.1 only adds to
 * 1.0, so every envelope still says `lendview: 1`. `bridge-spec/` generates the JSON Schema,
 * Kotlin and Swift hosts, test vectors and the reference page from the schema source that
 * mirrors these types.
 */
export const PROTOCOL_VERSION = 1;

/** The minor version this page speaks; a shell's `hello` reply names its own in `minor`. */
export const PROTOCOL_MINOR = 1;

export type Platform = 'android' | 'ios' | 'react-native' | 'web';

/** A flat analytics property map. */
export type TrackProps = Record<string, string | number | boolean>;

/**
 * Whether an analytics property is named like a session, user or device id (`sessionId`,
 * `user_id`, `DEVICE-ID`): no message names them, so `track` drops such props and a host refuses
 * a payload that carries one.
 */
export const isPrivateProp = (key: string) => /^(session|user|device)[-_]?id$/i.test(key);

export interface OrderIds {
  orderId?: string;
  productId?: string;
}

/** Payload of every web-to-native message type. */
export interface MessagePayloads {
  hello: { protocol: 1; sdkVersion: string };
  close: Record<string, never>;
  goHome: Record<string, never>;
  goMine: Record<string, never>;
  logout: { reason: 'sessionExpired' | 'user' };
  /** Digits, spaces and a leading `+`. */
  callPhone: { number: string };
  openRating: Record<string, never>;
  track: { event: string; productId?: string; props?: TrackProps };
  bankStart: OrderIds;
  bankEnd: OrderIds;
  /** The product id before any `?`. */
  borrowAgain: { productId: string };
  /** Since 1.1: ask before leaving (hardware back, swipe) while `active`. */
  leaveGuard: { active: boolean; reason?: LeaveReason };
}

/** Why the page guards leaving: the card payment's code step, or a payment in flight. */
export type LeaveReason = 'otp' | 'payment';

export type MessageType = keyof MessagePayloads;

/** The actions of protocol 1.0 (every message but `hello`): what a shell that never answered `hello` is assumed to do. */
export const ACTIONS_1_0 = [
  'close',
  'goHome',
  'goMine',
  'logout',
  'callPhone',
  'openRating',
  'track',
  'bankStart',
  'bankEnd',
  'borrowAgain',
] as const satisfies readonly MessageType[];

/** Every action of the protocol this page speaks: 1.0's and `leaveGuard` (1.1). */
export const ACTIONS = [...ACTIONS_1_0, 'leaveGuard'] as const satisfies readonly MessageType[];

export interface HelloReply {
  protocol: number;
  platform: Platform;
  appVersion: string;
  capabilities: string[];
  /** Since 1.1: the shell's minor version; absent for a 1.0 shell. 1.1 shells reply to every message. */
  minor?: number;
}

/** `pause` since 1.1. */
export type EventType = 'resume' | 'back' | 'pause';

/** Requests a shell sends the page (since 1.1). */
export type RequestType = 'back';

export type BridgeErrorCode = 'unsupported' | 'denied' | 'failed' | 'timeout';

/** Web to native. */
export interface MessageEnvelope<K extends MessageType = MessageType> {
  lendview: 1;
  id: string;
  type: K;
  payload: MessagePayloads[K];
}

/** Native to web: a reply to a message that expects one. */
export type ReplyEnvelope =
  | { lendview: 1; id: string; result: unknown }
  | { lendview: 1; id: string; error: { code: Exclude<BridgeErrorCode, 'timeout'>; message: string } };

/** Native to web: an event. */
export interface EventEnvelope {
  lendview: 1;
  event: EventType;
  payload?: Record<string, unknown>;
}

/** Native to web, since 1.1: a request the page answers with a {@link PageReplyEnvelope}. */
export interface RequestEnvelope {
  lendview: 1;
  id: string;
  request: RequestType;
  payload?: Record<string, unknown>;
}

/** The page's answer to `back`: whether it closed something (a dialog, the code step). */
export interface BackResult {
  handled: boolean;
}

/** Web to native, since 1.1: the answer to a {@link RequestEnvelope}. */
export type PageReplyEnvelope =
  { lendview: 1; id: string; result: BackResult } | { lendview: 1; id: string; error: { code: 'unsupported'; message: string } };

export type InboundEnvelope = ReplyEnvelope | EventEnvelope | RequestEnvelope;

/** Everything the page hands a transport. */
export type OutboundEnvelope = MessageEnvelope | PageReplyEnvelope;
