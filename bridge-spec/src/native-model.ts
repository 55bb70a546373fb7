/** What the Kotlin and Swift templates share: the named types and the message table. */
import { buildModel, type Field, type Named } from './model';
import {
  BackAnswer,
  EventEnvelope,
  ErrorReply,
  HelloReplyEnvelope,
  MESSAGES,
  MESSAGE_TYPES,
  RefusedAnswer,
  RequestEnvelope,
  ResultReply,
  messageEnvelope,
  type MessageType,
  type Since,
} from './protocol';

export interface NativeMessage {
  type: MessageType;
  /** `CallPhoneMessage`. */
  className: string;
  /** The payload type's name. */
  payload: string;
  /** The reply's type name, or null. */
  reply: string | null;
  summary: string;
  since: Since;
  lendview: Field;
  id: Field;
}

export interface NativeModel {
  types: Named[];
  messages: NativeMessage[];
}

/**
 * The named types of every payload, reply and event, and one entry per message.
 *
 * @example
 * nativeModel().messages[0].className; // 'HelloMessage'
 */
export function nativeModel(): NativeModel {
  const roots = Object.fromEntries(MESSAGE_TYPES.map((type) => [`${type}Payload`, MESSAGES[type].payload]));
  const { types, refs } = buildModel({
    ...roots,
    HelloReplyEnvelope,
    ResultReply,
    ErrorReply,
    EventEnvelope,
    RequestEnvelope,
    BackAnswer,
    RefusedAnswer,
  });
  const envelope = buildModel({ HelloMessage: messageEnvelope('hello') }).types.at(-1);
  if (envelope?.kind !== 'struct') throw new Error('The message envelope is not a struct');
  const field = (name: string) => envelope.fields.find((candidate) => candidate.name === name)!;
  const messages = MESSAGE_TYPES.map((type) => {
    const payload = refs[`${type}Payload`]!;
    if (payload.kind !== 'named') throw new Error(`The ${type} payload has no title`);
    const reply = MESSAGES[type].reply;
    return {
      type,
      className: `${type[0]!.toUpperCase()}${type.slice(1)}Message`,
      payload: payload.name,
      reply: reply ? `${(reply as { title?: string }).title}Envelope` : null,
      summary: MESSAGES[type].summary,
      since: MESSAGES[type].since,
      lendview: field('lendview'),
      id: field('id'),
    };
  });
  return { types, messages };
}

/**
 * A JSON Schema pattern (ECMA-262) for Java's and ICU's regular expressions: each `$` outside a
 * character class becomes `\z`. In ECMA-262 `$` is the end of the text; in Java and ICU it also
 * matches before a final line break (`\n`, U+2028, ...), so `^[0-9]+$` would take `"1\n"`.
 *
 * @example
 * nativePattern('^[^?]+$'); // '^[^?]+\\z' (the text ^[^?]+\z)
 */
export function nativePattern(pattern: string): string {
  let out = '';
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i]!;
    if (char === '\\') {
      out += char + (pattern[i + 1] ?? '');
      i++;
    } else {
      if (char === '[') inClass = true;
      else if (char === ']') inClass = false;
      out += char === '$' && !inClass ? '\\z' : char;
    }
  }
  return out;
}
