/**
 * Envelopes a native team replays against its decoder: each says whether protocol v1 accepts it
 * and why. `spec.test.ts` checks every one against the JSON Schema, and the native-to-web ones
 * against the page's own validator too.
 */

/** One test vector. */
export interface Vector {
  /** The schema file (without `.json`) that judges it. */
  schema: string;
  valid: boolean;
  why: string;
  envelope: unknown;
}

const message = (type: string, payload: unknown, id = 'w-2') => ({ lendview: 1, id, type, payload });

export const WEB_TO_NATIVE: Vector[] = [
  { schema: 'message', valid: true, why: 'hello, the first message of every page', envelope: message('hello', { protocol: 1, sdkVersion: '0.1.0' }, 'w-1') },
  { schema: 'message', valid: true, why: 'close has an empty payload', envelope: message('close', {}) },
  { schema: 'message', valid: true, why: 'goHome has an empty payload', envelope: message('goHome', {}) },
  { schema: 'message', valid: true, why: 'goMine has an empty payload', envelope: message('goMine', {}) },
  { schema: 'message', valid: true, why: 'logout after the server ended the session', envelope: message('logout', { reason: 'sessionExpired' }) },
  { schema: 'message', valid: true, why: 'logout asked by the user', envelope: message('logout', { reason: 'user' }) },
  { schema: 'message', valid: true, why: 'callPhone with a leading + and spaces', envelope: message('callPhone', { number: '+52 55 1234 5678' }) },
  { schema: 'message', valid: true, why: 'callPhone with digits only', envelope: message('callPhone', { number: '5512345678' }) },
  { schema: 'message', valid: true, why: 'openRating has an empty payload', envelope: message('openRating', {}) },
  { schema: 'message', valid: true, why: 'track with the event name only', envelope: message('track', { event: 'repay_click' }) },
  { schema: 'message', valid: true, why: 'track with productId and flat props of each kind', envelope: message('track', { event: 'repay_click', productId: 'p-9', props: { amount: 1500, method: 'oxxo', first: true } }) },
  { schema: 'message', valid: true, why: 'bankStart may carry no ids', envelope: message('bankStart', {}) },
  { schema: 'message', valid: true, why: 'bankStart with both ids', envelope: message('bankStart', { orderId: 'o-1', productId: 'p-9' }) },
  { schema: 'message', valid: true, why: 'bankEnd with the order id', envelope: message('bankEnd', { orderId: 'o-1' }) },
  { schema: 'message', valid: true, why: 'borrowAgain with the product id', envelope: message('borrowAgain', { productId: 'p-9' }) },
  { schema: 'message', valid: false, why: 'lendview 2 is another protocol version', envelope: { ...message('close', {}), lendview: 2 } },
  { schema: 'message', valid: false, why: 'every message has an id', envelope: { lendview: 1, type: 'close', payload: {} } },
  { schema: 'message', valid: false, why: 'the id is a non-empty string', envelope: message('close', {}, '') },
  { schema: 'message', valid: false, why: 'openWallet is not a v1 message', envelope: message('openWallet', {}) },
  { schema: 'message', valid: false, why: 'every message has a payload, {} when empty', envelope: { lendview: 1, id: 'w-2', type: 'close' } },
  { schema: 'message', valid: false, why: 'an empty payload has no fields', envelope: message('close', { force: true }) },
  { schema: 'message', valid: false, why: 'hello speaks protocol 1', envelope: message('hello', { protocol: 2, sdkVersion: '0.1.0' }, 'w-1') },
  { schema: 'message', valid: false, why: 'logout reason is sessionExpired or user', envelope: message('logout', { reason: 'timeout' }) },
  { schema: 'message', valid: false, why: 'callPhone numbers are digits, spaces and a leading +', envelope: message('callPhone', { number: '(55) 1234-5678' }) },
  { schema: 'message', valid: false, why: 'callPhone numbers have a digit', envelope: message('callPhone', { number: '+' }) },
  { schema: 'message', valid: false, why: 'track needs an event name', envelope: message('track', { productId: 'p-9' }) },
  { schema: 'message', valid: false, why: 'track props are flat', envelope: message('track', { event: 'repay_click', props: { cart: { items: 2 } } }) },
  { schema: 'message', valid: false, why: 'track props never carry a user id', envelope: message('track', { event: 'repay_click', props: { userId: 'u-1' } }) },
  { schema: 'message', valid: false, why: 'track props never carry a session id', envelope: message('track', { event: 'repay_click', props: { session_id: 's-1' } }) },
  { schema: 'message', valid: false, why: 'payloads carry no fields beyond the table (no device id)', envelope: message('bankStart', { orderId: 'o-1', deviceId: 'd-1' }) },
  { schema: 'message', valid: false, why: 'borrowAgain sends the product id before any ?', envelope: message('borrowAgain', { productId: 'p-9?from=home' }) },
  { schema: 'message', valid: false, why: 'borrowAgain needs a product id', envelope: message('borrowAgain', {}) },
];

export const NATIVE_TO_WEB: Vector[] = [
  { schema: 'reply.hello', valid: true, why: 'a hello reply from an Android shell', envelope: { lendview: 1, id: 'w-1', result: { protocol: 1, platform: 'android', appVersion: '5.2.0', capabilities: ['close', 'callPhone', 'track'] } } },
  { schema: 'reply.hello', valid: true, why: 'a shell that supports nothing lists no capabilities', envelope: { lendview: 1, id: 'w-1', result: { protocol: 1, platform: 'ios', appVersion: '5.2.0', capabilities: [] } } },
  { schema: 'reply.hello', valid: false, why: 'platform is android, ios, react-native or web', envelope: { lendview: 1, id: 'w-1', result: { protocol: 1, platform: 'harmony', appVersion: '5.2.0', capabilities: [] } } },
  { schema: 'reply.hello', valid: false, why: 'capabilities is a list of message types', envelope: { lendview: 1, id: 'w-1', result: { protocol: 1, platform: 'android', appVersion: '5.2.0', capabilities: 'close' } } },
  { schema: 'reply', valid: true, why: 'a reply with a result', envelope: { lendview: 1, id: 'w-7', result: { ok: true } } },
  { schema: 'reply', valid: true, why: 'a reply whose result is null', envelope: { lendview: 1, id: 'w-7', result: null } },
  { schema: 'reply', valid: true, why: 'an error reply: the shell cannot do it', envelope: { lendview: 1, id: 'w-7', error: { code: 'unsupported', message: 'no dialer' } } },
  { schema: 'reply', valid: true, why: 'an error reply: the user said no', envelope: { lendview: 1, id: 'w-7', error: { code: 'denied', message: 'permission refused' } } },
  { schema: 'reply', valid: false, why: 'timeout is the page\'s own code, never sent', envelope: { lendview: 1, id: 'w-7', error: { code: 'timeout', message: 'slow' } } },
  { schema: 'reply', valid: false, why: 'a reply carries result or error, not both', envelope: { lendview: 1, id: 'w-7', result: {}, error: { code: 'failed', message: 'x' } } },
  { schema: 'reply', valid: false, why: 'a reply carries result or error', envelope: { lendview: 1, id: 'w-7' } },
  { schema: 'reply', valid: false, why: 'a reply names the id it answers', envelope: { lendview: 1, result: {} } },
  { schema: 'reply', valid: false, why: 'lendview 2 is another protocol version', envelope: { lendview: 2, id: 'w-7', result: {} } },
  { schema: 'reply', valid: false, why: 'an error has a code and a message', envelope: { lendview: 1, id: 'w-7', error: { code: 'failed' } } },
  { schema: 'event', valid: true, why: 'resume: the web view is visible again', envelope: { lendview: 1, event: 'resume' } },
  { schema: 'event', valid: true, why: 'back, with an (optional) empty payload', envelope: { lendview: 1, event: 'back', payload: {} } },
  { schema: 'event', valid: false, why: 'pause is not a v1 event', envelope: { lendview: 1, event: 'pause' } },
  { schema: 'event', valid: false, why: 'an event payload is an object', envelope: { lendview: 1, event: 'resume', payload: 'now' } },
  { schema: 'event', valid: false, why: 'lendview 2 is another protocol version', envelope: { lendview: 2, event: 'resume' } },
  { schema: 'event', valid: false, why: 'an envelope has no fields beyond the protocol', envelope: { lendview: 1, event: 'resume', at: 17 } },
];
