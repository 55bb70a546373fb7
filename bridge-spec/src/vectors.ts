/**
 * Envelopes a native team replays against its decoder: each says whether protocol 1.1 accepts
 * it and why. `spec.test.ts` checks every one against the JSON Schema, and the native-to-web ones
 * against the page's own validator too; the generated Kotlin replay and the React Native host
 * adapter replay the web-to-native ones. `golden/1.0/` keeps the 1.0 vectors as they shipped.
 */
import { EDGE_VECTORS } from './hostile';
import type { Since } from './protocol';

/** One test vector. */
export interface Vector {
  /** The schema file (without `.json`) that judges it. */
  schema: string;
  valid: boolean;
  why: string;
  envelope: unknown;
  /** The protocol version the vector is about. */
  since: Since;
  /**
   * For an invalid native-to-web envelope a 1.1 page still uses: an extra field or an unknown
   * name, reported as an `extension` and otherwise ignored (forward compatibility).
   */
  tolerated?: true;
}

type Draft = Omit<Vector, 'since'> & { since?: Since };
const v1_0 = (vectors: Draft[]): Vector[] => vectors.map((vector) => ({ since: '1.0', ...vector }));
const v1_1 = (vectors: Draft[]): Vector[] => vectors.map((vector) => ({ ...vector, since: '1.1' }));

const message = (type: string, payload: unknown, id = 'w-2') => ({ lendview: 1, id, type, payload });

export const WEB_TO_NATIVE: Vector[] = [
  ...v1_0([
    {
      schema: 'message',
      valid: true,
      why: 'hello, the first message of every page',
      envelope: message('hello', { protocol: 1, sdkVersion: '0.1.0' }, 'w-1'),
    },
    { schema: 'message', valid: true, why: 'close has an empty payload', envelope: message('close', {}) },
    { schema: 'message', valid: true, why: 'goHome has an empty payload', envelope: message('goHome', {}) },
    { schema: 'message', valid: true, why: 'goMine has an empty payload', envelope: message('goMine', {}) },
    {
      schema: 'message',
      valid: true,
      why: 'logout after the server ended the session',
      envelope: message('logout', { reason: 'sessionExpired' }),
    },
    { schema: 'message', valid: true, why: 'logout asked by the user', envelope: message('logout', { reason: 'user' }) },
    {
      schema: 'message',
      valid: true,
      why: 'callPhone with a leading + and spaces',
      envelope: message('callPhone', { number: '+52 55 1234 5678' }),
    },
    {
      schema: 'message',
      valid: true,
      why: 'callPhone with digits only',
      envelope: message('callPhone', { number: '5512345678' }),
    },
    { schema: 'message', valid: true, why: 'openRating has an empty payload', envelope: message('openRating', {}) },
    {
      schema: 'message',
      valid: true,
      why: 'track with the event name only',
      envelope: message('track', { event: 'repay_click' }),
    },
    {
      schema: 'message',
      valid: true,
      why: 'track with productId and flat props of each kind',
      envelope: message('track', {
        event: 'repay_click',
        productId: 'p-9',
        props: { amount: 1500, method: 'oxxo', first: true },
      }),
    },
    { schema: 'message', valid: true, why: 'bankStart may carry no ids', envelope: message('bankStart', {}) },
    {
      schema: 'message',
      valid: true,
      why: 'bankStart with both ids',
      envelope: message('bankStart', { orderId: 'o-1', productId: 'p-9' }),
    },
    { schema: 'message', valid: true, why: 'bankEnd with the order id', envelope: message('bankEnd', { orderId: 'o-1' }) },
    {
      schema: 'message',
      valid: true,
      why: 'borrowAgain with the product id',
      envelope: message('borrowAgain', { productId: 'p-9' }),
    },
    {
      schema: 'message',
      valid: false,
      why: 'lendview 2 is another protocol version',
      envelope: { ...message('close', {}), lendview: 2 },
    },
    { schema: 'message', valid: false, why: 'every message has an id', envelope: { lendview: 1, type: 'close', payload: {} } },
    { schema: 'message', valid: false, why: 'the id is a non-empty string', envelope: message('close', {}, '') },
    { schema: 'message', valid: false, why: 'openWallet is not a v1 message', envelope: message('openWallet', {}) },
    {
      schema: 'message',
      valid: false,
      why: 'every message has a payload, {} when empty',
      envelope: { lendview: 1, id: 'w-2', type: 'close' },
    },
    { schema: 'message', valid: false, why: 'an empty payload has no fields', envelope: message('close', { force: true }) },
    {
      schema: 'message',
      valid: false,
      why: 'hello speaks protocol 1',
      envelope: message('hello', { protocol: 2, sdkVersion: '0.1.0' }, 'w-1'),
    },
    {
      schema: 'message',
      valid: false,
      why: 'logout reason is sessionExpired or user',
      envelope: message('logout', { reason: 'timeout' }),
    },
    {
      schema: 'message',
      valid: false,
      why: 'callPhone numbers are digits, spaces and a leading +',
      envelope: message('callPhone', { number: '(55) 1234-5678' }),
    },
    { schema: 'message', valid: false, why: 'callPhone numbers have a digit', envelope: message('callPhone', { number: '+' }) },
    { schema: 'message', valid: false, why: 'track needs an event name', envelope: message('track', { productId: 'p-9' }) },
    {
      schema: 'message',
      valid: false,
      why: 'track props are flat',
      envelope: message('track', { event: 'repay_click', props: { cart: { items: 2 } } }),
    },
    {
      schema: 'message',
      valid: false,
      why: 'track props never carry a user id',
      envelope: message('track', { event: 'repay_click', props: { userId: 'u-1' } }),
    },
    {
      schema: 'message',
      valid: false,
      why: 'track props never carry a session id',
      envelope: message('track', { event: 'repay_click', props: { session_id: 's-1' } }),
    },
    {
      schema: 'message',
      valid: false,
      why: 'payloads carry no fields beyond the table (no device id)',
      envelope: message('bankStart', { orderId: 'o-1', deviceId: 'd-1' }),
    },
    {
      schema: 'message',
      valid: false,
      why: 'borrowAgain sends the product id before any ?',
      envelope: message('borrowAgain', { productId: 'p-9?from=home' }),
    },
    { schema: 'message', valid: false, why: 'borrowAgain needs a product id', envelope: message('borrowAgain', {}) },
    {
      schema: 'message',
      valid: false,
      why: 'hello payloads carry no null fields',
      envelope: message('hello', { protocol: 1, sdkVersion: null }, 'w-1'),
    },
    {
      schema: 'message',
      valid: false,
      why: 'track props are never null',
      envelope: message('track', { event: 'repay_click', props: null }),
    },
    { schema: 'message', valid: false, why: 'the id is a string', envelope: message('close', {}, 7 as unknown as string) },
  ]),
  ...v1_1([
    {
      schema: 'message',
      valid: true,
      why: 'leaveGuard on during the code step',
      envelope: message('leaveGuard', { active: true, reason: 'otp' }),
    },
    {
      schema: 'message',
      valid: true,
      why: 'leaveGuard off for a payment that ended',
      envelope: message('leaveGuard', { active: false, reason: 'payment' }),
    },
    {
      schema: 'message',
      valid: true,
      why: 'leaveGuard off without a reason',
      envelope: message('leaveGuard', { active: false }),
    },
    {
      schema: 'message',
      valid: false,
      why: 'leaveGuard active is a boolean',
      envelope: message('leaveGuard', { active: 'yes', reason: 'otp' }),
    },
    {
      schema: 'message',
      valid: false,
      why: 'leaveGuard reason is otp or payment',
      envelope: message('leaveGuard', { active: true, reason: 'form' }),
    },
    { schema: 'message', valid: false, why: 'leaveGuard needs active', envelope: message('leaveGuard', { reason: 'otp' }) },
    {
      schema: 'answer',
      valid: true,
      why: 'the page closed its top dialog on back',
      envelope: { lendview: 1, id: 'n-1', result: { handled: true } },
    },
    {
      schema: 'answer',
      valid: true,
      why: 'the page had nothing to close: the shell decides',
      envelope: { lendview: 1, id: 'n-2', result: { handled: false } },
    },
    {
      schema: 'answer',
      valid: true,
      why: 'the page does not know this request',
      envelope: { lendview: 1, id: 'n-3', error: { code: 'unsupported', message: 'No share here' } },
    },
    {
      schema: 'answer',
      valid: false,
      why: 'handled is a boolean',
      envelope: { lendview: 1, id: 'n-1', result: { handled: 'yes' } },
    },
    {
      schema: 'answer',
      valid: false,
      why: 'an answer names the request it answers',
      envelope: { lendview: 1, result: { handled: true } },
    },
    {
      schema: 'answer',
      valid: false,
      why: 'the page answers a request only with unsupported',
      envelope: { lendview: 1, id: 'n-1', error: { code: 'denied', message: 'no' } },
    },
  ]),
  ...EDGE_VECTORS,
];

export const NATIVE_TO_WEB: Vector[] = [
  ...v1_0([
    {
      schema: 'reply.hello',
      valid: true,
      why: 'a hello reply from an Android shell',
      envelope: {
        lendview: 1,
        id: 'w-1',
        result: { protocol: 1, platform: 'android', appVersion: '5.2.0', capabilities: ['close', 'callPhone', 'track'] },
      },
    },
    {
      schema: 'reply.hello',
      valid: true,
      why: 'a shell that supports nothing lists no capabilities',
      envelope: { lendview: 1, id: 'w-1', result: { protocol: 1, platform: 'ios', appVersion: '5.2.0', capabilities: [] } },
    },
    {
      schema: 'reply.hello',
      valid: false,
      why: 'platform is android, ios, react-native or web',
      envelope: { lendview: 1, id: 'w-1', result: { protocol: 1, platform: 'harmony', appVersion: '5.2.0', capabilities: [] } },
    },
    {
      schema: 'reply.hello',
      valid: false,
      why: 'capabilities is a list of message types',
      envelope: {
        lendview: 1,
        id: 'w-1',
        result: { protocol: 1, platform: 'android', appVersion: '5.2.0', capabilities: 'close' },
      },
    },
    { schema: 'reply', valid: true, why: 'a reply with a result', envelope: { lendview: 1, id: 'w-7', result: { ok: true } } },
    { schema: 'reply', valid: true, why: 'a reply whose result is null', envelope: { lendview: 1, id: 'w-7', result: null } },
    {
      schema: 'reply',
      valid: true,
      why: 'an error reply: the shell cannot do it',
      envelope: { lendview: 1, id: 'w-7', error: { code: 'unsupported', message: 'no dialer' } },
    },
    {
      schema: 'reply',
      valid: true,
      why: 'an error reply: the user said no',
      envelope: { lendview: 1, id: 'w-7', error: { code: 'denied', message: 'permission refused' } },
    },
    {
      schema: 'reply',
      valid: false,
      why: "timeout is the page's own code, never sent",
      envelope: { lendview: 1, id: 'w-7', error: { code: 'timeout', message: 'slow' } },
    },
    {
      schema: 'reply',
      valid: false,
      why: 'a reply carries result or error, not both',
      envelope: { lendview: 1, id: 'w-7', result: {}, error: { code: 'failed', message: 'x' } },
    },
    { schema: 'reply', valid: false, why: 'a reply carries result or error', envelope: { lendview: 1, id: 'w-7' } },
    { schema: 'reply', valid: false, why: 'a reply names the id it answers', envelope: { lendview: 1, result: {} } },
    {
      schema: 'reply',
      valid: false,
      why: 'lendview 2 is another protocol version',
      envelope: { lendview: 2, id: 'w-7', result: {} },
    },
    {
      schema: 'reply',
      valid: false,
      why: 'an error has a code and a message',
      envelope: { lendview: 1, id: 'w-7', error: { code: 'failed' } },
    },
    { schema: 'event', valid: true, why: 'resume: the web view is visible again', envelope: { lendview: 1, event: 'resume' } },
    {
      schema: 'event',
      valid: true,
      why: 'back, with an (optional) empty payload',
      envelope: { lendview: 1, event: 'back', payload: {} },
    },
    { schema: 'event', valid: false, why: 'shake is not an event', envelope: { lendview: 1, event: 'shake' }, tolerated: true },
    {
      schema: 'event',
      valid: false,
      why: 'an event payload is an object',
      envelope: { lendview: 1, event: 'resume', payload: 'now' },
    },
    { schema: 'event', valid: false, why: 'lendview 2 is another protocol version', envelope: { lendview: 2, event: 'resume' } },
    {
      schema: 'event',
      valid: false,
      why: 'an envelope has no fields beyond the protocol',
      envelope: { lendview: 1, event: 'resume', at: 17 },
      tolerated: true,
    },
  ]),
  ...v1_1([
    {
      schema: 'reply.hello',
      valid: true,
      why: 'a 1.1 shell says minor 1 and lists the leave guard',
      envelope: {
        lendview: 1,
        id: 'w-1',
        result: { protocol: 1, minor: 1, platform: 'android', appVersion: '5.3.0', capabilities: ['close', 'leaveGuard'] },
      },
    },
    {
      schema: 'reply.hello',
      valid: false,
      why: 'minor is a whole number',
      envelope: {
        lendview: 1,
        id: 'w-1',
        result: { protocol: 1, minor: 1.5, platform: 'ios', appVersion: '5.3.0', capabilities: [] },
      },
    },
    { schema: 'event', valid: true, why: 'pause: the web view is hidden', envelope: { lendview: 1, event: 'pause' } },
    {
      schema: 'request',
      valid: true,
      why: 'the back request',
      envelope: { lendview: 1, id: 'n-1', request: 'back', payload: {} },
    },
    {
      schema: 'request',
      valid: true,
      why: 'the back request without a payload',
      envelope: { lendview: 1, id: 'n-2', request: 'back' },
    },
    { schema: 'request', valid: false, why: 'a request has an id', envelope: { lendview: 1, request: 'back' } },
    {
      schema: 'request',
      valid: false,
      why: 'share is not a request',
      envelope: { lendview: 1, id: 'n-3', request: 'share' },
      tolerated: true,
    },
    {
      schema: 'request',
      valid: false,
      why: 'lendview 2 is another protocol version',
      envelope: { lendview: 2, id: 'n-4', request: 'back' },
    },
  ]),
];
