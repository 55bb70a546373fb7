/**
 * Protocol 1.1 of the lendview bridge, the one source of truth: `generate.ts` writes the JSON
 * Schema, the Kotlin and Swift hosts, the test vectors and REFERENCE.md from this file, and a
 * type test holds `packages/bridge/src/messages.ts` equal to the `Static` types here.
 *
 * 1.1 only adds (a message, an event, a request, optional fields), so envelopes keep
 * `lendview: 1`; `since` marks what came when, for the reference's version table.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';

const strict = { additionalProperties: false } as const;

/** `{}` and nothing else. `Unsafe` because TypeBox's own `{}` type is not `Record<string, never>`. */
export const EmptyPayload = Type.Unsafe<Record<string, never>>(
  Type.Object({}, { ...strict, title: 'EmptyPayload', description: 'No fields.' }),
);

export const HelloPayload = Type.Object(
  {
    protocol: Type.Literal(1, { description: 'The protocol version the page speaks.' }),
    sdkVersion: Type.String({ minLength: 1, description: 'The version of @lendview/bridge on the page.' }),
  },
  { ...strict, title: 'HelloPayload' },
);

export const LogoutPayload = Type.Object(
  {
    reason: Type.Union([Type.Literal('sessionExpired'), Type.Literal('user')], {
      title: 'LogoutReason',
      description: '`sessionExpired` when the server ended the session, `user` when the user logged out.',
    }),
  },
  { ...strict, title: 'LogoutPayload' },
);

export const CallPhonePayload = Type.Object(
  {
    number: Type.String({
      pattern: '^\\+?[0-9]([0-9 ]*[0-9])?$',
      description: 'Digits and spaces, with an optional leading `+`.',
      examples: ['+52 55 1234 5678'],
    }),
  },
  { ...strict, title: 'CallPhonePayload' },
);

/** Any letter case, spelled out: JSON Schema patterns have no `i` flag. */
const anyCase = (word: string) => [...word].map((c) => `[${c.toLowerCase()}${c.toUpperCase()}]`).join('');

/** Ids of the session, user or device: no v1 message names them, so analytics props may not either. */
const PRIVATE_KEYS = `^(?!(${['session', 'user', 'device'].map(anyCase).join('|')})[-_]?${anyCase('id')}$)`;

export const TrackProps = Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Boolean()]), {
  title: 'TrackProps',
  description: 'A flat map of string, number or boolean values; never a session, user or device id.',
  propertyNames: { pattern: PRIVATE_KEYS },
});

export const TrackPayload = Type.Object(
  {
    event: Type.String({ minLength: 1, description: 'The analytics event name.' }),
    productId: Type.Optional(Type.String({ minLength: 1, description: 'The product the event is about.' })),
    props: Type.Optional(TrackProps),
  },
  { ...strict, title: 'TrackPayload' },
);

export const OrderIds = Type.Object(
  {
    orderId: Type.Optional(Type.String({ minLength: 1 })),
    productId: Type.Optional(Type.String({ minLength: 1 })),
  },
  { ...strict, title: 'OrderIds' },
);

export const BorrowAgainPayload = Type.Object(
  { productId: Type.String({ pattern: '^[^?]+$', description: 'The product id, cut before any `?`.' }) },
  { ...strict, title: 'BorrowAgainPayload' },
);

export const LeaveReason = Type.Union([Type.Literal('otp'), Type.Literal('payment')], {
  title: 'LeaveReason',
  description: "`otp` during the card payment's code step, `payment` while a payment is in flight.",
});

export const LeaveGuardPayload = Type.Object(
  {
    active: Type.Boolean({ description: 'Whether the shell asks before hardware back or a swipe leaves the page.' }),
    reason: Type.Optional(LeaveReason),
  },
  { ...strict, title: 'LeaveGuardPayload' },
);

export const Platform = Type.Union(
  [Type.Literal('android'), Type.Literal('ios'), Type.Literal('react-native'), Type.Literal('web')],
  { title: 'Platform' },
);

export const HelloReply = Type.Object(
  {
    protocol: Type.Integer({ description: 'The protocol version the shell speaks.' }),
    platform: Platform,
    appVersion: Type.String({ description: 'The native app version.' }),
    capabilities: Type.Array(Type.String(), { description: 'The message types the shell supports.' }),
    minor: Type.Optional(
      Type.Integer({
        minimum: 0,
        description: 'Since 1.1: the minor version the shell speaks; absent for 1.0. A 1.1 shell replies to every message.',
      }),
    ),
  },
  { ...strict, title: 'HelloReply' },
);

export const NativeErrorCode = Type.Union([Type.Literal('unsupported'), Type.Literal('denied'), Type.Literal('failed')], {
  title: 'ErrorCode',
  description: '`timeout` is never sent: the page gives it itself when no reply comes.',
});

export const EventType = Type.Union([Type.Literal('resume'), Type.Literal('back'), Type.Literal('pause')], {
  title: 'EventType',
});

export const RequestType = Type.Union([Type.Literal('back')], { title: 'RequestType' });

/** A protocol version in which something appeared. */
export type Since = '1.0' | '1.1';

/** One row of the message table of `bridge-spec/REFERENCE.md`. */
export interface MessageSpec {
  payload: TSchema;
  /** The `result` of the reply, or `null` for a message that gets none. */
  reply: TSchema | null;
  /** What the product spec calls it. */
  specName: string;
  summary: string;
  since: Since;
}

export const MESSAGES = {
  hello: {
    payload: HelloPayload,
    reply: HelloReply,
    specName: '(handshake, ours)',
    summary:
      'Sent once at start. The reply says what the shell can do; with no reply in time, the page assumes an older shell that does every 1.0 message, fire-and-forget.',
    since: '1.0',
  },
  close: { payload: EmptyPayload, reply: null, specName: 'close the web view', summary: 'Close the web view.', since: '1.0' },
  goHome: { payload: EmptyPayload, reply: null, specName: 'go home', summary: 'Show the app home.', since: '1.0' },
  goMine: {
    payload: EmptyPayload,
    reply: null,
    specName: 'go to mine',
    summary: 'Show the "mine" (my account) tab.',
    since: '1.0',
  },
  logout: {
    payload: LogoutPayload,
    reply: null,
    specName: 'go offline to login',
    summary: 'Log out and show the login screen.',
    since: '1.0',
  },
  callPhone: {
    payload: CallPhonePayload,
    reply: null,
    specName: 'call telephone',
    summary: 'Open the dialer with this number.',
    since: '1.0',
  },
  openRating: {
    payload: EmptyPayload,
    reply: null,
    specName: 'go to the rating screen',
    summary: 'Show the store rating screen.',
    since: '1.0',
  },
  track: {
    payload: TrackPayload,
    reply: null,
    specName: 'burial point with productId',
    summary: 'Record an analytics event.',
    since: '1.0',
  },
  bankStart: {
    payload: OrderIds,
    reply: null,
    specName: 'start bank',
    summary: 'The user starts the bank (card or account) flow.',
    since: '1.0',
  },
  bankEnd: { payload: OrderIds, reply: null, specName: 'end bank', summary: 'The user leaves the bank flow.', since: '1.0' },
  borrowAgain: {
    payload: BorrowAgainPayload,
    reply: null,
    specName: 'borrow-again scheme message',
    summary: 'Start a new loan of this product.',
    since: '1.0',
  },
  leaveGuard: {
    payload: LeaveGuardPayload,
    reply: null,
    specName: '(ours)',
    summary:
      'While active, ask the borrower before hardware back or a swipe leaves the page (the code step, a payment in flight). One guard per reason.',
    since: '1.1',
  },
} as const satisfies Record<string, MessageSpec>;

export type MessageType = keyof typeof MESSAGES;
export const MESSAGE_TYPES = Object.keys(MESSAGES) as MessageType[];

export const EVENTS = {
  resume: { since: '1.0', summary: 'The web view is visible again: screens that show server state refresh it.' },
  back: {
    since: '1.0',
    summary:
      'Hardware back, fire-and-forget: the page closes its top modal if one is open. A 1.1 shell sends the `back` request instead.',
  },
  pause: { since: '1.1', summary: 'The web view is hidden (the app went to the background, another screen covers it).' },
} as const satisfies Record<Static<typeof EventType>, { since: Since; summary: string }>;

export const REQUESTS = {
  back: {
    since: '1.1',
    summary:
      'Hardware back or a swipe: the page answers `{ handled }` at once (it closed its top dialog, or cancelled the code step). With no answer within 300 ms, or `handled: false`, the shell decides, asking first while a leave guard is active.',
  },
} as const satisfies Record<Static<typeof RequestType>, { since: Since; summary: string }>;

const Lendview = Type.Literal(1, { description: 'The envelope version: 1 for every protocol 1.x.' });
const ReplyId = Type.String({ minLength: 1, description: 'The `id` of the message this answers.' });

/** The schema type of one web-to-native envelope. */
export type MessageEnvelopeSchema<K extends MessageType> = ReturnType<typeof messageEnvelope<K>>;

/** The envelope of one web-to-native message. */
export function messageEnvelope<K extends MessageType>(type: K) {
  return Type.Object(
    {
      lendview: Lendview,
      id: Type.String({ minLength: 1, description: 'Unique per page load (`w-1`, `w-2`, ...); a reply carries it back.' }),
      type: Type.Literal(type),
      payload: MESSAGES[type].payload as (typeof MESSAGES)[K]['payload'],
    },
    { ...strict, title: `${type[0]!.toUpperCase()}${type.slice(1)}Message` },
  );
}

export const ResultReply = Type.Object(
  {
    lendview: Lendview,
    id: ReplyId,
    result: Type.Unknown({ description: "The reply's value; its shape depends on the message." }),
  },
  { ...strict, title: 'ResultReply' },
);

export const ErrorReply = Type.Object(
  {
    lendview: Lendview,
    id: ReplyId,
    error: Type.Object(
      { code: NativeErrorCode, message: Type.String({ description: 'For logs; never shown to the user.' }) },
      { ...strict, title: 'ReplyError', description: 'Why the shell could not do it.' },
    ),
  },
  { ...strict, title: 'ErrorReply' },
);

export const ReplyEnvelope = Type.Union([ResultReply, ErrorReply], { title: 'ReplyEnvelope' });

export const HelloReplyEnvelope = Type.Object(
  { lendview: Lendview, id: ReplyId, result: HelloReply },
  { ...strict, title: 'HelloReplyEnvelope' },
);

export const RequestEnvelope = Type.Object(
  {
    lendview: Lendview,
    id: Type.String({ minLength: 1, description: 'Unique per shell and page (`n-1`, ...); the answer carries it back.' }),
    request: RequestType,
    payload: Type.Optional(Type.Object({}, { ...strict, title: 'RequestPayload', description: 'No fields in 1.1.' })),
  },
  { ...strict, title: 'RequestEnvelope', description: 'Since 1.1: a request the shell sends the page.' },
);

export const BackResult = Type.Object(
  { handled: Type.Boolean({ description: 'Whether the page closed something; if not, the shell decides.' }) },
  { ...strict, title: 'BackResult' },
);

export const BackAnswer = Type.Object(
  { lendview: Lendview, id: ReplyId, result: BackResult },
  { ...strict, title: 'BackAnswer', description: "Since 1.1: the page's answer to the `back` request." },
);

export const RefusedAnswer = Type.Object(
  {
    lendview: Lendview,
    id: ReplyId,
    error: Type.Object(
      { code: Type.Literal('unsupported'), message: Type.String() },
      { ...strict, title: 'AnswerError', description: 'The page does not know this request.' },
    ),
  },
  { ...strict, title: 'RefusedAnswer', description: "Since 1.1: the page's answer to a request it does not know." },
);

export const PageAnswer = Type.Union([BackAnswer, RefusedAnswer], { title: 'PageAnswer' });

export const EventEnvelope = Type.Object(
  {
    lendview: Lendview,
    event: EventType,
    payload: Type.Optional(
      Type.Record(Type.String(), Type.Unknown(), {
        title: 'EventPayload',
        description: 'Event details; none are defined in 1.1.',
      }),
    ),
  },
  { ...strict, title: 'EventEnvelope' },
);
