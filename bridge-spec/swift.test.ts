/**
 * The Swift output is not compiled here (no Swift toolchain on these machines), so its shape is
 * checked against the schema instead: every rule the schema enforces has its check in the
 * decoder of the right type, every type is namespaced and Sendable, and the XCTest file replays
 * exactly the vectors. The Kotlin twin of this output is compiled and replayed on the JVM.
 */
import { ACTIONS_1_0 } from '@lendview/bridge';
import { generatedFiles } from './src/files';
import { HOSTILE_TEXTS, ORIGIN_CASES } from './src/hostile';
import { schemaDocuments, type Json } from './src/json-schema';
import { nativePattern } from './src/native-model';
import { NATIVE_TO_WEB, WEB_TO_NATIVE } from './src/vectors';

const files = generatedFiles();
const bridge = files['ios/Sources/LendviewBridge/LendviewBridge.swift']!;
const host = files['ios/Sources/LendviewBridge/LendviewHost.swift']!;
const replay = files['ios/Tests/LendviewBridgeTests/LendviewReplayTests.swift']!;

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
          expect(body).toContain(`NSRegularExpression(pattern: ${JSON.stringify(nativePattern(field.pattern as string))})`);
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

  it('gives LendviewHost one async method per action and the dispatcher every protocol answer', () => {
    for (const type of ACTIONS_1_0) {
      expect(host).toMatch(new RegExp(`func ${type}\\(_ payload: Lendview\\.\\w+\\) async throws -> Lendview\\.Outcome$`, 'm'));
    }
    for (const piece of [
      'guard isMainFrame else',
      'guard origins.allows(origin) else',
      '.unsupported',
      'HelloReplyEnvelope(id: id, result: hello())',
      'minor: Lendview.minor',
      'window.lendviewHello=',
      // An action that awaits answers when it returns; what it throws is its failure.
      'outcome = try await Self.perform(host, message)',
      'outcome = .failed(.failed, "\\(error)")',
    ]) {
      expect(host).toContain(piece);
    }
  });

  it('holds the host weakly, so the view controller that owns the dispatcher is freed (issue 22, point 2)', () => {
    expect(host).toContain('private weak var host: (any LendviewHost)?');
    expect(host).not.toMatch(/^\s*(private )?(let|var) host: /m);
    // A task that outlives the screen answers failed instead of keeping it alive.
    expect(host).toContain('Task { @MainActor [weak self] in');
    expect(host).toContain('guard let host = self?.host else { return reply(nil, "failed") }');
  });

  it("takes WebKit's reply handler as the current SDK declares it: @MainActor @Sendable", () => {
    expect(host).toContain('typealias Reply = @MainActor @Sendable (Any?, String?) -> Void');
    expect(host).toContain(
      'public func receive(body: Any, origin: String, isMainFrame: Bool, reply: @escaping Reply) -> Refusal?',
    );
  });

  it('posts events only to an allowed page, checked in the page itself (issue 22, point 8)', () => {
    expect(host).toContain('evaluate("if(" + origins.pageCheck + ")window.lendviewReceive("');
    expect(host).not.toContain('static func receiveScript');
    expect(bridge).not.toContain('receiveScript');
  });

  it("drops the old page's leave guard and back requests on a new document (issue 22, point 5)", () => {
    const start = host.indexOf('public func pageStarted()');
    expect(start).toBeGreaterThan(-1);
    const body = host.slice(start, host.indexOf('\n        }\n', start));
    expect(body).toContain('guards.removeAll()');
    expect(body).toContain('unanswered.forEach { $0(false) }');
  });

  it('reads text strictly, with a size and a depth limit, and matches value patterns whole', () => {
    expect(bridge).toContain('guard data.count <= maxLength else');
    expect(bridge).toContain('guard depth <= maxDepth else');
    expect(bridge).toContain('if let pattern = pattern, !matchesWhole(pattern, text)');
    expect(bridge).toContain('return pattern.firstMatch(in: text, options: [.anchored], range: whole)?.range == whole');
    // ICU's $ also matches before a final line break: the generated patterns end with \z.
    expect(bridge).not.toMatch(/NSRegularExpression\(pattern: "[^"]*[^\\]\$/);
  });

  it('replays exactly the vectors, hostile texts and origin cases in its XCTest file', () => {
    const embedded = (name: string) => JSON.parse(new RegExp(`${name} = ##"(.*?)"##`, 's').exec(replay)![1]!);
    expect(embedded('vectors')).toEqual(JSON.parse(JSON.stringify([...WEB_TO_NATIVE, ...NATIVE_TO_WEB])));
    expect(embedded('hostile')).toEqual(HOSTILE_TEXTS);
    expect(embedded('origins')).toEqual(ORIGIN_CASES);
    expect(replay).toContain('XCTAssertEqual(encoded != nil, valid');
  });
});
