/**
 * Holds `packages/bridge/src/messages.ts` equal to the `Static` types of the TypeBox source:
 * each line below fails to type-check when the two drift. `tsc -p .` checks it, and so does
 * `types.test.ts` (vitest alone does not type-check). No vitest import here, so that check is fast.
 */
import type {
  BackResult,
  BridgeErrorCode,
  EventEnvelope,
  EventType,
  HelloReply,
  LeaveReason,
  MessageEnvelope,
  MessagePayloads,
  MessageType,
  OrderIds,
  Platform,
  ReplyEnvelope,
  RequestType,
  TrackProps,
} from '../packages/bridge/src/messages';
import type { Static } from '@sinclair/typebox';
import type * as Spec from './src/protocol';

/** Exact type equality (mutual assignability is too weak: it lets `any` and optionality slip). */
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Holds<T extends true> = T;

type SpecPayloads = { [K in Spec.MessageType]: Static<(typeof Spec.MESSAGES)[K]['payload']> };
type SpecEnvelopes = { [K in Spec.MessageType]: Static<Spec.MessageEnvelopeSchema<K>> };
type HandEnvelopes = { [K in MessageType]: MessageEnvelope<K> };

export type Checks = [
  Holds<Equal<Spec.MessageType, MessageType>>,
  Holds<Equal<SpecPayloads, MessagePayloads>>,
  Holds<Equal<SpecEnvelopes, HandEnvelopes>>,
  Holds<Equal<Static<typeof Spec.TrackProps>, TrackProps>>,
  Holds<Equal<Static<typeof Spec.OrderIds>, OrderIds>>,
  Holds<Equal<Static<typeof Spec.HelloReply>, HelloReply>>,
  Holds<Equal<Static<typeof Spec.Platform>, Platform>>,
  Holds<Equal<Static<typeof Spec.ReplyEnvelope>, ReplyEnvelope>>,
  Holds<Equal<Static<typeof Spec.NativeErrorCode>, Exclude<BridgeErrorCode, 'timeout'>>>,
  Holds<Equal<Static<typeof Spec.EventEnvelope>, EventEnvelope>>,
  Holds<Equal<Static<typeof Spec.EventType>, EventType>>,
  Holds<Equal<Static<typeof Spec.LeaveReason>, LeaveReason>>,
  Holds<Equal<Static<typeof Spec.RequestType>, RequestType>>,
  Holds<Equal<Static<typeof Spec.BackResult>, BackResult>>,
];
