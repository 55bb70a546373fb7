export { BridgeError, type NativeBridge } from './bridge';
export type { BridgeClient, ClientOptions, RequestOptions } from './client';
export { createBridge, type CreateBridgeOptions } from './create-bridge';
export { exposeHost, type ExposeHostOptions, type HostConnection, type HostHandler } from './host';
export {
  PROTOCOL_VERSION,
  type BridgeErrorCode,
  type EventEnvelope,
  type EventType,
  type HelloReply,
  type InboundEnvelope,
  type MessageEnvelope,
  type MessagePayloads,
  type MessageType,
  type OrderIds,
  type Platform,
  type ReplyEnvelope,
  type TrackProps,
} from './messages';
export type { BridgeWindow, InboundSink, ProtocolError, ProtocolErrorReason, Transport, WebMessageHost } from './transport';
export { methodMapTransport, type MethodMap, type MethodMapOptions, type MethodSpec } from './transports/method-map';
export type { BridgeHostApi } from './transports/parent-frame';
