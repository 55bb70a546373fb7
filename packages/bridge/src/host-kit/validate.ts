import { isPrivateProp, type MessageEnvelope, type MessageType } from '../messages';

/** A field rule: a kind, an exact value, a pattern, or one of some strings. */
type Rule = 'string' | 'nonEmpty' | 'bool' | 'props' | 1 | RegExp | readonly string[];

interface PayloadRules {
  required?: Record<string, Rule>;
  optional?: Record<string, Rule>;
}

const EMPTY: PayloadRules = {};
const IDS: PayloadRules = { optional: { orderId: 'nonEmpty', productId: 'nonEmpty' } };

/** What each message's payload may hold: the JSON Schema of bridge-spec, as a table. */
const PAYLOADS: Record<MessageType, PayloadRules> = {
  hello: { required: { protocol: 1, sdkVersion: 'nonEmpty' } },
  close: EMPTY,
  goHome: EMPTY,
  goMine: EMPTY,
  logout: { required: { reason: ['sessionExpired', 'user'] } },
  callPhone: { required: { number: /^\+?[0-9]([0-9 ]*[0-9])?$/ } },
  openRating: EMPTY,
  track: { required: { event: 'nonEmpty' }, optional: { productId: 'nonEmpty', props: 'props' } },
  bankStart: IDS,
  bankEnd: IDS,
  borrowAgain: { required: { productId: /^[^?]+$/ } },
  leaveGuard: { required: { active: 'bool' }, optional: { reason: ['otp', 'payment'] } },
};

/**
 * Whether `key` is the object's own: `in` also sees `toString`, `constructor` and `__proto__` on
 * the prototype, and would let a payload through with them. (`Object.hasOwn` is newer than the
 * engine floor.)
 */
const own = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isScalar = (value: unknown) =>
  typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value));

function follows(rule: Rule, value: unknown): boolean {
  if (rule === 1) return value === 1;
  if (rule === 'string') return typeof value === 'string';
  if (rule === 'nonEmpty') return typeof value === 'string' && value.length > 0;
  if (rule === 'bool') return typeof value === 'boolean';
  if (rule === 'props')
    return isRecord(value) && Object.entries(value).every(([key, item]) => !isPrivateProp(key) && isScalar(item));
  if (rule instanceof RegExp) return typeof value === 'string' && rule.test(value);
  return typeof value === 'string' && rule.includes(value);
}

function fieldsFollow(value: Record<string, unknown>, rules: PayloadRules): boolean {
  const required = rules.required ?? {};
  const optional = rules.optional ?? {};
  return (
    Object.keys(value).every((key) => own(required, key) || own(optional, key)) &&
    Object.entries(required).every(([key, rule]) => own(value, key) && follows(rule, value[key])) &&
    Object.entries(optional).every(([key, rule]) => !own(value, key) || follows(rule, value[key]))
  );
}

/** What a host read from the page: a message, the answer to one of its requests, or neither. */
export type FromPage =
  | { kind: 'message'; message: MessageEnvelope }
  | { kind: 'answer'; id: string; handled: boolean }
  | { kind: 'invalid'; id?: string; known: boolean };

/**
 * Reads one web-to-native envelope exactly as the JSON Schema of bridge-spec does (the
 * react-native-host tests replay every vector through it).
 *
 * @example
 * const read = readFromPage(JSON.parse(event.nativeEvent.data));
 * if (read.kind === 'message') perform(read.message);
 */
export function readFromPage(value: unknown): FromPage {
  const invalid = (known = false): FromPage => {
    const id = isRecord(value) && typeof value.id === 'string' && value.id !== '' ? value.id : undefined;
    return { kind: 'invalid', id, known };
  };
  if (!isRecord(value) || value.lendview !== 1 || typeof value.id !== 'string' || value.id === '') return invalid();
  if (!own(value, 'type')) {
    const keys = Object.keys(value).sort().join();
    const { result, error } = value;
    if (keys === 'id,lendview,result' && isRecord(result) && fieldsFollow(result, { required: { handled: 'bool' } })) {
      return { kind: 'answer', id: value.id, handled: result.handled as boolean };
    }
    if (
      keys === 'error,id,lendview' &&
      isRecord(error) &&
      fieldsFollow(error, { required: { code: ['unsupported'], message: 'string' } })
    ) {
      return { kind: 'answer', id: value.id, handled: false };
    }
    return invalid();
  }
  const type = value.type as MessageType;
  const known = typeof type === 'string' && own(PAYLOADS, type);
  if (!known || Object.keys(value).length !== 4 || !isRecord(value.payload)) return invalid(known);
  if (!fieldsFollow(value.payload, PAYLOADS[type])) return invalid(true);
  return { kind: 'message', message: value as unknown as MessageEnvelope };
}
