/**
 * Bridge protocol version 1 (`bridge-spec/REFERENCE.md`): the messages web pages send to the
 * native shell, the replies and the events. `bridge-spec/` generates the JSON Schema, Kotlin and
 * Swift types, test vectors and the reference page from the schema source that mirrors these.
 */
export const PROTOCOL_VERSION = 1;

export type Platform = 'android' | 'ios' | 'react-native' | 'web';

/** A flat analytics property map. */
export type TrackProps = Record<string, string | number | boolean>;

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
}

export type MessageType = keyof MessagePayloads;

export interface HelloReply {
  protocol: number;
  platform: Platform;
  appVersion: string;
  capabilities: string[];
}

export type EventType = 'resume' | 'back';

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

export type InboundEnvelope = ReplyEnvelope | EventEnvelope;
