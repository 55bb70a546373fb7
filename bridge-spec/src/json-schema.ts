import { Type, type TSchema } from '@sinclair/typebox';
import {
  BackAnswer,
  ErrorReply,
  EventEnvelope,
  HelloReply,
  HelloReplyEnvelope,
  MESSAGES,
  MESSAGE_TYPES,
  PageAnswer,
  ReplyEnvelope,
  RequestEnvelope,
  ResultReply,
  messageEnvelope,
} from './protocol';

export type Json = { [key: string]: unknown };

/** Schema keywords in the order a reader expects them; property names keep their declared order. */
const ORDER = [
  '$schema',
  '$id',
  'title',
  'description',
  'type',
  'const',
  'enum',
  'anyOf',
  'properties',
  'required',
  'additionalProperties',
  'propertyNames',
  'items',
  'minLength',
  'minimum',
  'pattern',
  'examples',
];
const rank = (key: string) => (ORDER.includes(key) ? ORDER.indexOf(key) : ORDER.length);

/**
 * Plain JSON Schema (draft-07) a native team and quicktype read easily: TypeBox's
 * `patternProperties: { "^(.*)$": x }` becomes `additionalProperties: x`, and a union of string
 * constants becomes an `enum`.
 */
export function plain(schema: unknown): unknown {
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) return schema;
  const source = { ...(schema as Json) };
  const pattern = source.patternProperties as Json | undefined;
  if (pattern && Object.keys(pattern).length === 1 && '^(.*)$' in pattern) {
    source.additionalProperties = pattern['^(.*)$'];
    delete source.patternProperties;
  }
  const members = source.anyOf as Json[] | undefined;
  if (members?.every((member) => typeof member.const === 'string')) {
    delete source.anyOf;
    Object.assign(source, { type: 'string', enum: members.map((member) => member.const) });
  }
  const out: Json = {};
  for (const key of Object.keys(source).sort((a, b) => rank(a) - rank(b))) {
    const value = source[key];
    if (key === 'properties')
      out[key] = Object.fromEntries(Object.entries(value as Json).map(([name, field]) => [name, plain(field)]));
    else if (key === 'anyOf') out[key] = (value as unknown[]).map(plain);
    else if (['items', 'additionalProperties', 'propertyNames'].includes(key)) out[key] = plain(value);
    else out[key] = value;
  }
  return out;
}

/** A TypeBox schema as the plain JSON Schema object written to disk. */
export const toJsonSchema = (schema: TSchema): Json => plain(JSON.parse(JSON.stringify(schema))) as Json;

function document(name: string, schema: TSchema): Json {
  const body = toJsonSchema(schema);
  return { $schema: 'http://json-schema.org/draft-07/schema#', $id: `${name}.json`, ...body };
}

/** The web-to-native envelope of any v1 message: one branch per `type`. */
export const WebMessage = Type.Union(MESSAGE_TYPES.map(messageEnvelope), {
  title: 'WebMessage',
  description: 'Any web-to-native message of protocol 1.1.',
});

/**
 * Every schema file of `bridge-spec/schema/`, by file name without `.json`, each self-contained
 * (no `$ref`), so any one file can be used on its own.
 */
export function schemaDocuments(): Record<string, Json> {
  const docs: Record<string, Json> = {};
  for (const type of MESSAGE_TYPES) {
    docs[`payload.${type}`] = document(`payload.${type}`, MESSAGES[type].payload);
    docs[`message.${type}`] = document(`message.${type}`, messageEnvelope(type));
  }
  docs['message'] = document('message', WebMessage);
  docs['result.hello'] = document('result.hello', HelloReply);
  docs['reply'] = document('reply', ReplyEnvelope);
  docs['reply.result'] = document('reply.result', ResultReply);
  docs['reply.error'] = document('reply.error', ErrorReply);
  docs['reply.hello'] = document('reply.hello', HelloReplyEnvelope);
  docs['event'] = document('event', EventEnvelope);
  docs['request'] = document('request', RequestEnvelope);
  docs['answer'] = document('answer', PageAnswer);
  docs['answer.back'] = document('answer.back', BackAnswer);
  return docs;
}
