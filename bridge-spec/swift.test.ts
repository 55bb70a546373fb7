/**
 * The Swift output is not compiled here (no Swift toolchain on these machines), so its shape is
 * checked against the schema instead: every rule the schema enforces has its check in the
 * decoder of the right type, every type is namespaced and Sendable, and the XCTest file replays
 * exactly the vectors. The Kotlin twin of this output is compiled and replayed on the JVM.
 */
import { ACTIONS_1_0 } from '@lendview/bridge';
import { generatedFiles } from './src/files';
import { schemaDocuments, type Json } from './src/json-schema';
import { NATIVE_TO_WEB, WEB_TO_NATIVE } from './src/vectors';

const files = generatedFiles();
const bridge = files['swift/LendviewBridge.swift']!;
const host = files['swift/LendviewHost.swift']!;
const replay = files['swift/Tests/LendviewReplayTests.swift']!;

/** The body of `struct Name` (up to its closing brace at the same indent). */
function struct(name: string): string {
  const start = bridge.indexOf(`    struct ${name}: `);
  expect(start, `struct ${name}`).toBeGreaterThan(-1);
  return bridge.slice(start, bridge.indexOf('\n    }\n', start));
}

/** Every object schema with properties, by title, from every schema file. */
function objects(): Map<string, Json> {
  const found = new Map<string, Json>();
  const walk = (node: unknown) => {
    if (typeof node !== 'object' || node === null) return;
    const schema = node as Json;
    if (schema.type === 'object' && schema.properties && typeof schema.title === 'string') found.set(schema.title, schema);
    Object.values(schema).forEach((value) => (Array.isArray(value) ? value.forEach(walk) : walk(value)));
  };
  Object.values(schemaDocuments()).forEach(walk);
  for (const name of [...found.keys()]) if (/Message$/.test(name)) found.delete(name);
  return found;
}

describe('the generated Swift', () => {
  it('declares nothing outside the Lendview namespace but the LendviewHost protocol', () => {
    const topLevel = [
      ...bridge.matchAll(/^(?:public )?(struct|enum|class|protocol|func|let|var) (\w+)/gm),
      ...host.matchAll(/^(?:public |@MainActor\n)*(struct|enum|class|protocol|func|let|var) (\w+)/gm),
    ];
    expect(topLevel.map((match) => match[2])).toEqual(['Lendview', 'LendviewHost']);
  });

  it('makes every type Sendable', () => {
    const declarations = [...`${bridge}\n${host}`.matchAll(/^ {4}(?:struct|enum) (\w+)(.*)\{$/gm)];
    expect(declarations.length).toBeGreaterThan(20);
    for (const [, name, rest] of declarations) expect(rest, name).toContain('Sendable');
  });

  it.each([...objects()].map(([name, schema]) => [name, schema] as const))(
    'reads %s exactly as its schema: keys, required fields, constants, patterns, lengths',
    (name, schema) => {
      const body = struct(name);
      const properties = schema.properties as Record<string, Json>;
      const required = new Set((schema.required as string[] | undefined) ?? []);
      expect(body).toContain(
        `try Check.only(json, path, [${Object.keys(properties)
          .map((key) => `"${key}"`)
          .join(', ')}])`,
      );
      for (const [key, field] of Object.entries(properties)) {
        if (field.const !== undefined)
          expect(body).toContain(
            `try Check.constant(try Check.field(json, "${key}", path), path + ".${key}", ${JSON.stringify(field.const)})`,
          );
        else if (required.has(key)) expect(body).toContain(`try Check.field(json, "${key}", path)`);
        else expect(body).toContain(`if let value = json["${key}"]`);
        if (field.pattern)
          expect(body).toContain(`NSRegularExpression(pattern: ${JSON.stringify(field.pattern).replace(/\\\\/g, '\\\\')})`);
        if (field.minLength) expect(body).toContain(`minLength: ${field.minLength}`);
        if (field.minimum !== undefined) expect(body).toContain(`minimum: ${field.minimum}`);
        const names = (field.propertyNames as Json | undefined)?.pattern;
        if (names) expect(body).toContain(`keyPattern: Self.${key}KeyPattern`);
      }
      if ('lendview' in properties) expect(body).toContain('json["lendview"] = 1');
    },
  );

  it('backticks Swift keywords used as field names', () => {
    expect(struct('HelloReply')).toContain('public var `protocol`: Int');
    expect(struct('HelloReply')).toContain('self.`protocol` = `protocol`');
  });

  it('has balanced braces and parentheses in every file', () => {
    for (const text of [bridge, host, replay]) {
      const code = text.replace(/##".*"##/s, '').replace(/"(?:[^"\\\n]|\\.)*"/g, '""');
      expect(code.split('{').length).toBe(code.split('}').length);
      expect(code.split('(').length).toBe(code.split(')').length);
    }
  });

  it('gives LendviewHost one method per action and the dispatcher every protocol answer', () => {
    for (const type of ACTIONS_1_0) {
      expect(host).toMatch(new RegExp(`func ${type}\\(_ payload: Lendview\\.\\w+\\) -> Lendview\\.Outcome$`, 'm'));
    }
    for (const piece of [
      'guard isMainFrame else',
      'guard origins.contains(origin) else',
      '.unsupported',
      'HelloReplyEnvelope(id: id, result: hello())',
      'minor: Lendview.minor',
      'window.lendviewHello=',
    ]) {
      expect(host).toContain(piece);
    }
  });

  it('replays exactly the vectors in its XCTest file', () => {
    const embedded = JSON.parse(/##"(.*)"##/s.exec(replay)![1]!);
    expect(embedded).toEqual(JSON.parse(JSON.stringify([...WEB_TO_NATIVE, ...NATIVE_TO_WEB])));
    expect(replay).toContain('XCTAssertEqual(encoded != nil, valid');
  });
});
