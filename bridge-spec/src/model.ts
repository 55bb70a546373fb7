/**
 * The small type model the Kotlin and Swift templates print: named structs and enums, found by
 * walking the plain JSON Schema of the roots. It knows the subset protocol v1 uses and throws on
 * anything else, so a new kind of field cannot slip into the native types unprinted.
 */
import type { TSchema } from '@sinclair/typebox';
import { toJsonSchema, type Json } from './json-schema';

/** A field's type, with the rules the decoders enforce as the schema does. */
export type Ref =
  | { kind: 'string'; minLength?: number; pattern?: string }
  | { kind: 'int'; minimum?: number }
  | { kind: 'double' | 'bool' | 'json' | 'jsonObject' | 'scalar' }
  | { kind: 'named'; name: string }
  | { kind: 'array'; of: Ref }
  | { kind: 'map'; of: Ref; keyPattern?: string };

export interface Field {
  name: string;
  ref: Ref;
  optional: boolean;
  doc?: string;
  /** The one value a field may have (`lendview: 1`). */
  constant?: number | string;
}

export type Named =
  | { kind: 'struct'; name: string; doc?: string; fields: Field[] }
  | { kind: 'enum'; name: string; doc?: string; values: string[] };

const isScalarUnion = (members: Json[]) =>
  members.length === 3 && ['string', 'number', 'boolean'].every((type) => members.some((member) => member.type === type));

/**
 * Collects the named types reachable from `roots`, dependencies first, each once.
 *
 * @example
 * const { types, refOf } = buildModel({ TrackPayload });
 */
export function buildModel(roots: Record<string, TSchema>) {
  const types = new Map<string, Named>();

  function named(schema: Json, fallback: string | undefined, make: (name: string) => Named): Ref {
    const name = (schema.title as string | undefined) ?? fallback;
    if (!name) throw new Error(`A named type needs a title: ${JSON.stringify(schema)}`);
    const existing = types.get(name);
    if (existing) return { kind: 'named', name };
    const made = make(name);
    types.set(name, made);
    return { kind: 'named', name };
  }

  function ref(schema: Json, fallback?: string): Ref {
    if (Object.keys(schema).every((key) => key === 'description')) return { kind: 'json' };
    if (schema.anyOf && isScalarUnion(schema.anyOf as Json[])) return { kind: 'scalar' };
    if (schema.enum)
      return named(schema, fallback, (name) => ({
        kind: 'enum',
        name,
        doc: schema.description as string,
        values: schema.enum as string[],
      }));
    switch (schema.type) {
      case 'string':
        return {
          kind: 'string',
          minLength: schema.minLength as number | undefined,
          pattern: schema.pattern as string | undefined,
        };
      case 'integer':
        return { kind: 'int', minimum: schema.minimum as number | undefined };
      case 'number':
        return Number.isInteger(schema.const) ? { kind: 'int' } : { kind: 'double' };
      case 'boolean':
        return { kind: 'bool' };
      case 'array':
        return { kind: 'array', of: ref(schema.items as Json) };
      case 'object': {
        if (!schema.properties) {
          const values = schema.additionalProperties as Json;
          const keyPattern = (schema.propertyNames as Json | undefined)?.pattern as string | undefined;
          return Object.keys(values).length === 0 ? { kind: 'jsonObject' } : { kind: 'map', of: ref(values), keyPattern };
        }
        return named(schema, fallback, (name) => struct(name, schema));
      }
      default:
        throw new Error(`bridge-spec/src/model.ts does not print ${JSON.stringify(schema)}`);
    }
  }

  function struct(name: string, schema: Json): Named {
    // Claimed before the fields are walked, so a field's own types come first in `types`.
    const placeholder: Named = { kind: 'struct', name, doc: schema.description as string, fields: [] };
    types.set(name, placeholder);
    const required = new Set(schema.required as string[]);
    for (const [field, value] of Object.entries(schema.properties as Record<string, Json>)) {
      const fieldRef = ref(value, `${name}${field[0]!.toUpperCase()}${field.slice(1)}`);
      placeholder.fields.push({
        name: field,
        ref: fieldRef,
        optional: !required.has(field),
        doc: value.description as string,
        constant: value.const as number | string | undefined,
      });
    }
    types.delete(name);
    return placeholder;
  }

  const refs: Record<string, Ref> = {};
  for (const [name, schema] of Object.entries(roots)) refs[name] = ref(toJsonSchema(schema), name);
  return { types: [...types.values()], refs };
}
