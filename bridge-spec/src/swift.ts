/**
 * Prints protocol 1.1 as Swift on Foundation's `JSONSerialization` (what WebKit hands a message
 * handler is already such a dictionary): every type namespaced in `enum Lendview`, `Sendable`,
 * with an `init(json:path:)` that enforces what the JSON Schema enforces and throws
 * `DecodingError.dataCorrupted`, and a `json` property that always writes `lendview`.
 * No Swift compiler runs here: `swift.test.ts` checks this output, and the generated XCTest file
 * replays the vectors on an iOS team's machine.
 */
import type { Field, Named, Ref } from './model';
import { nativeModel, nativePattern, type NativeMessage } from './native-model';
import { SWIFT_CHECKS } from './swift-checks';

const KEYWORDS = new Set(['protocol', 'default', 'case', 'class', 'enum', 'struct', 'type', 'func', 'import', 'self', 'Type']);
export const swiftName = (name: string) => (KEYWORDS.has(name) ? `\`${name}\`` : name);
const doc = (text: string | undefined, indent = '') => (text ? `${indent}/// ${text}\n` : '');
/** A Swift string literal. */
export const swiftQuote = (text: string) => `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
export const swiftCase = (value: string) => value.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

function swiftType(ref: Ref): string {
  switch (ref.kind) {
    case 'string':
      return 'String';
    case 'int':
      return 'Int';
    case 'double':
      return 'Double';
    case 'bool':
      return 'Bool';
    case 'json':
      return 'JSONValue';
    case 'jsonObject':
      return '[String: JSONValue]';
    case 'scalar':
      return 'Scalar';
    case 'named':
      return ref.name;
    case 'array':
      return `[${swiftType(ref.of)}]`;
    case 'map':
      return `[String: ${swiftType(ref.of)}]`;
  }
}

/** Regexes a type needs, as static constants. */
class Patterns {
  readonly lines: string[] = [];
  constant(name: string, pattern: string): string {
    if (!this.lines.some((line) => line.includes(` ${name} `))) {
      // Computed, not stored: a static NSRegularExpression is not concurrency-safe under Swift 6.
      this.lines.push(
        `        // swiftlint:disable:next force_try\n        private static var ${name}: NSRegularExpression { try! NSRegularExpression(pattern: ${swiftQuote(nativePattern(pattern))}) }`,
      );
    }
    return `Self.${name}`;
  }
}

function read(ref: Ref, value: string, path: string, owner: string, patterns: Patterns, types: Map<string, Named>): string {
  switch (ref.kind) {
    case 'string': {
      const pattern = ref.pattern ? `, pattern: ${patterns.constant(`${owner}Pattern`, ref.pattern)}` : '';
      return `try Check.string(${value}, ${path}${ref.minLength ? `, minLength: ${ref.minLength}` : ''}${pattern})`;
    }
    case 'int':
      return `try Check.int(${value}, ${path}${ref.minimum !== undefined ? `, minimum: ${ref.minimum}` : ''})`;
    case 'double':
      return `try Check.double(${value}, ${path})`;
    case 'bool':
      return `try Check.bool(${value}, ${path})`;
    case 'json':
      return `JSONValue(any: ${value})`;
    case 'jsonObject':
      return `try Check.object(${value}, ${path}).mapValues { JSONValue(any: $0) }`;
    case 'scalar':
      return `try Scalar(any: ${value}, path: ${path})`;
    case 'named':
      return types.get(ref.name)?.kind === 'enum'
        ? `try ${ref.name}.from(try Check.string(${value}, ${path}), ${path})`
        : `try ${ref.name}(json: try Check.object(${value}, ${path}), path: ${path})`;
    case 'array':
      return `try Check.array(${value}, ${path}).enumerated().map { item in ${read(ref.of, 'item.element', `${path} + "[\\(item.offset)]"`, owner, patterns, types)} }`;
    case 'map': {
      const keys = ref.keyPattern ? `, keyPattern: ${patterns.constant(`${owner}KeyPattern`, ref.keyPattern)}` : '';
      return `try Check.map(${value}, ${path}${keys}) { element, at in ${read(ref.of, 'element', 'at', owner, patterns, types)} }`;
    }
  }
}

function write(ref: Ref, value: string, types: Map<string, Named>): string {
  switch (ref.kind) {
    case 'json':
      return `${value}.any`;
    case 'jsonObject':
      return `${value}.mapValues { $0.any }`;
    case 'scalar':
      return `${value}.any`;
    case 'named':
      return types.get(ref.name)?.kind === 'enum' ? `${value}.rawValue` : `${value}.json`;
    case 'array':
      return `${value}.map { ${write(ref.of, '$0', types)} }`;
    case 'map':
      return `${value}.mapValues { ${write(ref.of, '$0', types)} }`;
    default:
      return value;
  }
}

const literal = (field: Field) => (typeof field.constant === 'string' ? swiftQuote(field.constant) : String(field.constant));

function enumDeclaration(named: Extract<Named, { kind: 'enum' }>): string {
  const cases = named.values.map((value) => `        case ${swiftCase(value)} = ${swiftQuote(value)}`).join('\n');
  return `${doc(named.doc, '    ')}    enum ${named.name}: String, Sendable, Equatable, CaseIterable {
${cases}

        static func from(_ value: String, _ path: String) throws -> ${named.name} {
            guard let known = ${named.name}(rawValue: value) else { throw Check.fail(path, "not one of ${named.values.join(', ')}: \\(value)") }
            return known
        }
    }
`;
}

function structDeclaration(named: Extract<Named, { kind: 'struct' }>, types: Map<string, Named>): string {
  const patterns = new Patterns();
  const params = named.fields.filter((field) => field.constant === undefined);
  const constants = named.fields.filter((field) => field.constant !== undefined);
  const path = (field: Field) => `path + ${swiftQuote(`.${field.name}`)}`;
  const props = [
    ...constants.map(
      (field) =>
        `${doc(field.doc, '        ')}        public var ${swiftName(field.name)}: ${swiftType(field.ref)} { ${literal(field)} }`,
    ),
    ...params.map(
      (field) =>
        `${doc(field.doc, '        ')}        public var ${swiftName(field.name)}: ${swiftType(field.ref)}${field.optional ? '?' : ''}`,
    ),
  ].join('\n');
  const init =
    params.length === 0
      ? '        public init() {}'
      : `        public init(${params.map((field) => `${swiftName(field.name)}: ${swiftType(field.ref)}${field.optional ? '? = nil' : ''}`).join(', ')}) {\n${params.map((field) => `            self.${swiftName(field.name)} = ${swiftName(field.name)}`).join('\n')}\n        }`;
  const reads = params.map((field) => {
    const reader = (value: string) => read(field.ref, value, path(field), `${field.name}`, patterns, types);
    // Optional: absent is fine, present means valid (null refused, as in the schema).
    return field.optional
      ? `            if let value = json[${swiftQuote(field.name)}] { self.${swiftName(field.name)} = ${reader('value')} } else { self.${swiftName(field.name)} = nil }`
      : `            self.${swiftName(field.name)} = ${reader(`try Check.field(json, ${swiftQuote(field.name)}, path)`)}`;
  });
  const checks = constants.map(
    (field) =>
      `            try Check.constant(try Check.field(json, ${swiftQuote(field.name)}, path), ${path(field)}, ${literal(field)})`,
  );
  const writes = named.fields.map((field) => {
    if (field.constant !== undefined) return `            json[${swiftQuote(field.name)}] = ${literal(field)}`;
    const name = swiftName(field.name);
    return field.optional
      ? `            if let value = ${name} { json[${swiftQuote(field.name)}] = ${write(field.ref, 'value', types)} }`
      : `            json[${swiftQuote(field.name)}] = ${write(field.ref, name, types)}`;
  });
  const keys = named.fields.map((field) => swiftQuote(field.name)).join(', ');
  return `${doc(named.doc, '    ')}    struct ${named.name}: Sendable, Equatable {
${props}${props ? '\n\n' : ''}${patterns.lines.join('\n')}${patterns.lines.length ? '\n\n' : ''}${init}

        /// Reads exactly what \`${named.name}\` allows; throws \`DecodingError.dataCorrupted\` otherwise.
        public init(json: [String: Any], path: String = ${swiftQuote(named.name)}) throws {
            try Check.only(json, path, [${keys}])
${[...checks, ...reads].join('\n')}
        }

        /// A JSONSerialization object; \`lendview\` is always written.
        public var json: [String: Any] {
            var json: [String: Any] = [:]
${writes.join('\n')}
            return json
        }
    }
`;
}

function webMessage(list: NativeMessage[]): string {
  const cases = list
    .map((m) => `${doc(`${m.summary} Since ${m.since}.`, '        ')}        case ${m.type}(id: String, payload: ${m.payload})`)
    .join('\n');
  const ids = list.map((m) => `.${m.type}(let id, _)`).join(', ');
  const types = list.map((m) => `        case .${m.type}: return ${swiftQuote(m.type)}`).join('\n');
  const payloads = list.map((m) => `            case let .${m.type}(_, payload): return payload.json`).join('\n');
  const decodes = list
    .map(
      (m) =>
        `            case ${swiftQuote(m.type)}: self = .${m.type}(id: id, payload: try ${m.payload}(json: payload, path: path + ".payload"))`,
    )
    .join('\n');
  return `    /// Any web-to-native message of protocol 1.1; \`type\` picks the case.
    enum WebMessage: Sendable, Equatable {
${cases}

        /// The message types these cases read, in the protocol's order.
        public static let types: [String] = [${list.map((m) => swiftQuote(m.type)).join(', ')}]

        /// Unique per page load (\`w-1\`, \`w-2\`, ...); a reply carries it back.
        public var id: String {
            switch self {
            case ${ids}: return id
            }
        }

        public var type: String {
            switch self {
${types.replace(/^ {8}/gm, '            ')}
            }
        }

        /// Reads \`WKScriptMessage.body\` (a dictionary) or any JSONSerialization value.
        public init(body: Any, path: String = "message") throws {
            let json = try Check.object(body, path)
            try Check.only(json, path, ["lendview", "id", "type", "payload"])
            try Check.constant(try Check.field(json, "lendview", path), path + ".lendview", 1)
            let id = try Check.string(try Check.field(json, "id", path), path + ".id", minLength: 1)
            let type = try Check.string(try Check.field(json, "type", path), path + ".type")
            let payload = try Check.object(try Check.field(json, "payload", path), path + ".payload")
            switch type {
${decodes}
            default: throw Check.fail(path + ".type", "unknown message type \\(type)")
            }
        }

        public var json: [String: Any] {
            let payload: [String: Any]
            switch self {
${payloads.replace(/return payload\.json/g, 'payload = payload.json')}
            }
            return ["lendview": 1, "id": id, "type": type, "payload": payload]
        }
    }
`;
}

/**
 * The Swift source of protocol 1.1.
 *
 * @example
 * writeFileSync('bridge-spec/ios/Sources/LendviewBridge/LendviewBridge.swift', renderSwift());
 */
export function renderSwift(): string {
  const model = nativeModel();
  const types = new Map(model.types.map((named) => [named.name, named]));
  const declarations = model.types.map((named) =>
    named.kind === 'enum' ? enumDeclaration(named) : structDeclaration(named, types),
  );
  return `// Generated by bridge-spec/generate.ts from bridge-spec/src/protocol.ts. Do not edit.
// Lendview bridge protocol 1.1 for iOS, on Foundation's JSONSerialization. Not compiled on the
// machine that generates it (no Swift toolchain there): run LendviewReplayTests.swift in Xcode.

import Foundation

/// Lendview bridge protocol 1.1: every type of the bridge lives in this namespace.
public enum Lendview {
    /// Every envelope's \`lendview\`: 1 for protocol 1.x.
    public static let protocolVersion = 1
    /// The minor version these types speak: 1.1 shells reply to every message.
    public static let minor = 1
}

${SWIFT_CHECKS}
public extension Lendview {
${[...declarations, webMessage(model.messages)].join('\n')}}
`;
}
