export { BridgeError, type NativeBridge } from './bridge';
export type { BridgeClient, ClientOptions, RequestOptions, Traffic } from './client';
export { createBridge, type CreateBridgeOptions } from './create-bridge';
export { exposeHost, type ExposeHostOptions, type HostConnection, type HostHandler } from './parent-host';
export {
  ACTIONS,
  ACTIONS_1_0,
  PROTOCOL_MINOR,
  PROTOCOL_VERSION,
  type BackResult,
  type BridgeErrorCode,
  type EventEnvelope,
  type EventType,
  type HelloReply,
  type InboundEnvelope,
  type LeaveReason,
  type MessageEnvelope,
  type MessagePayloads,
  type MessageType,
  type OrderIds,
  type OutboundEnvelope,
  type PageReplyEnvelope,
  type Platform,
  type ReplyEnvelope,
  type RequestEnvelope,
  type RequestType,
  type TrackProps,
} from './messages';
export type { BridgeWindow, InboundSink, ProtocolError, ProtocolErrorReason, Transport, WebMessageHost } from './transport';
export { methodMapTransport, type MethodMap, type MethodMapOptions, type MethodSpec } from './transports/method-map';
export type { BridgeHostApi } from './transports/parent-frame';
