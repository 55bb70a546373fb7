import type { EventEnvelope, HelloReply, InboundEnvelope, ReplyEnvelope, RequestEnvelope } from './messages';
import type { ProtocolError, ProtocolErrorReason } from './transport';

const EVENTS = new Set(['resume', 'back', 'pause']);
const REQUESTS = new Set(['back']);
const NATIVE_ERROR_CODES = new Set(['unsupported', 'denied', 'failed']);
const PLATFORMS = new Set(['android', 'ios', 'react-native', 'web']);

/**
 * `ok` with an `extension` report: a field or name a later protocol version may add. The page
 * reports it and goes on (forward compatibility, since 1.1); an unknown event or request is
 * `ignore`d after the report.
 */
export type Parsed =
  { ok: true; envelope: InboundEnvelope; extension?: ProtocolError; ignore?: boolean } | { ok: false; error: ProtocolError };

const KEYS = {
  event: new Set(['lendview', 'event', 'payload']),
  request: new Set(['lendview', 'id', 'request', 'payload']),
  reply: new Set(['lendview', 'id', 'result', 'error']),
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const extraKeys = (value: Record<string, unknown>, allowed: Set<string>) => Object.keys(value).filter((key) => !allowed.has(key));

/**
 * Validates one native-to-web envelope (a JSON string or an object) without throwing.
 *
 * Rule of thumb: a broken envelope (bad JSON, another `lendview`, a reply without an id) is
 * refused with a reason; what a newer shell may add (a field, an event, a request) is accepted
 * with an `extension` report, so a 1.1 page keeps working with a 1.2 shell.
 *
 * @example
 * const parsed = parseInbound('{"lendview":1,"event":"resume"}');
 * if (parsed.ok && !parsed.ignore) dispatch(parsed.envelope);
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
  if (value.lendview !== 1)
    return fail('wrong-version', `Inbound envelope has lendview ${JSON.stringify(value.lendview)}, expected 1`);
  const kind = 'event' in value ? 'event' : 'request' in value ? 'request' : 'reply';
  const accept = (envelope: InboundEnvelope, unknownName?: string): Parsed => {
    const extra = extraKeys(value, KEYS[kind]);
    const notes = [
      unknownName && `unknown ${kind} ${JSON.stringify(unknownName)}`,
      extra.length > 0 && `unknown fields ${extra.join(', ')}`,
    ].filter(Boolean);
    if (notes.length === 0) return { ok: true, envelope };
    const extension: ProtocolError = { reason: 'extension', message: `Ignored ${notes.join(' and ')} (a newer shell?)`, data };
    return { ok: true, envelope, extension, ignore: unknownName !== undefined };
  };

  if (kind === 'event') {
    if (typeof value.event !== 'string' || value.event === '') return fail('invalid-envelope', 'Event has no name');
    if (value.payload !== undefined && !isRecord(value.payload))
      return fail('invalid-envelope', 'Event payload is not an object');
    return accept(value as unknown as EventEnvelope, EVENTS.has(value.event) ? undefined : value.event);
  }
  if (typeof value.id !== 'string' || value.id === '')
    return fail('invalid-envelope', `${kind === 'reply' ? 'Reply' : 'Request'} has no id`);
  if (kind === 'request') {
    if (typeof value.request !== 'string' || value.request === '') return fail('invalid-envelope', 'Request has no name');
    if (value.payload !== undefined && !isRecord(value.payload))
      return fail('invalid-envelope', 'Request payload is not an object');
    return accept(value as unknown as RequestEnvelope, REQUESTS.has(value.request) ? undefined : value.request);
  }
  if ('result' in value === 'error' in value) return fail('invalid-envelope', 'Reply must carry exactly one of result or error');
  if ('error' in value) {
    const error = value.error;
    if (!isRecord(error) || typeof error.message !== 'string' || !NATIVE_ERROR_CODES.has(error.code as string)) {
      return fail('invalid-envelope', 'Reply error must be { code: unsupported|denied|failed, message }');
    }
  }
  return accept(value as unknown as ReplyEnvelope);
}

/**
 * Checks the `result` of a `hello` reply (or the hello a shell injected at document start).
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
    value.capabilities.every((item) => typeof item === 'string') &&
    (value.minor === undefined || (Number.isInteger(value.minor) && (value.minor as number) >= 0))
  );
}
