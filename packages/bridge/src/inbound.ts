import type { EventEnvelope, HelloReply, InboundEnvelope, ReplyEnvelope } from './messages';
import type { ProtocolError, ProtocolErrorReason } from './transport';

const EVENTS = new Set(['resume', 'back']);
const NATIVE_ERROR_CODES = new Set(['unsupported', 'denied', 'failed']);
const PLATFORMS = new Set(['android', 'ios', 'react-native', 'web']);

type Parsed = { ok: true; envelope: InboundEnvelope } | { ok: false; error: ProtocolError };

const EVENT_KEYS = new Set(['lendview', 'event', 'payload']);
const REPLY_KEYS = new Set(['lendview', 'id', 'result', 'error']);
const ERROR_KEYS = new Set(['code', 'message']);

const onlyKeys = (value: Record<string, unknown>, allowed: Set<string>) => Object.keys(value).every((key) => allowed.has(key));

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Validates one native-to-web envelope (a JSON string or an object) without throwing.
 *
 * Rule of thumb: anything that is not exactly a v1 reply or event is refused with a reason, so
 * a shell bug shows up in `onProtocolError` instead of as a half-handled message.
 *
 * @example
 * const parsed = parseInbound('{"lendview":1,"event":"resume"}');
 * if (parsed.ok) dispatch(parsed.envelope);
 */
export function parseInbound(data: unknown): Parsed {
  const fail = (reason: ProtocolErrorReason, message: string): Parsed => ({ ok: false, error: { reason, message, data } });
  let value = data;
  if (typeof data === 'string') {
    try {
      value = JSON.parse(data);
    } catch {
      return fail('malformed-json', 'Inbound data is not JSON');
    }
  }
  if (!isRecord(value)) return fail('invalid-envelope', 'Inbound envelope is not an object');
  if (value.lendview !== 1) return fail('wrong-version', `Inbound envelope has lendview ${JSON.stringify(value.lendview)}, expected 1`);
  if ('event' in value) {
    if (!onlyKeys(value, EVENT_KEYS)) return fail('invalid-envelope', 'Event envelope has fields beyond lendview, event, payload');
    if (!EVENTS.has(value.event as string)) return fail('invalid-envelope', `Unknown event ${JSON.stringify(value.event)}`);
    if (value.payload !== undefined && !isRecord(value.payload)) return fail('invalid-envelope', 'Event payload is not an object');
    return { ok: true, envelope: value as unknown as EventEnvelope };
  }
  if (typeof value.id !== 'string' || value.id === '') return fail('invalid-envelope', 'Reply has no id');
  if (!onlyKeys(value, REPLY_KEYS)) return fail('invalid-envelope', 'Reply envelope has fields beyond lendview, id, result, error');
  if ('result' in value === 'error' in value) return fail('invalid-envelope', 'Reply must carry exactly one of result or error');
  if ('error' in value) {
    const error = value.error;
    const wellFormed = isRecord(error) && onlyKeys(error, ERROR_KEYS) && typeof error.message === 'string';
    if (!wellFormed || !NATIVE_ERROR_CODES.has(error.code as string)) {
      return fail('invalid-envelope', 'Reply error must be { code: unsupported|denied|failed, message }');
    }
  }
  return { ok: true, envelope: value as unknown as ReplyEnvelope };
}

/**
 * Checks the `result` of a `hello` reply.
 *
 * @example
 * if (!isHelloReply(result)) report('invalid-envelope');
 */
export function isHelloReply(value: unknown): value is HelloReply {
  return (
    isRecord(value) &&
    typeof value.protocol === 'number' &&
    PLATFORMS.has(value.platform as string) &&
    typeof value.appVersion === 'string' &&
    Array.isArray(value.capabilities) &&
    value.capabilities.every((item) => typeof item === 'string')
  );
}
