/**
 * Host code in the README and docs is never typed by hand: each such block sits under an
 * `<!-- include: path#region -->` marker and must equal that region (`// region name` to
 * `// endregion`) of a file the tests compile or run. The iOS example cannot be compiled here
 * (no Swift toolchain), so every Lendview name it uses is checked against the generated Swift.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const DOCS = ['README.md', 'bridge-spec/README.md', ...readdirSync(join(root, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)];

/** Where included host code may come from, and what checks it. */
const CHECKED = [
  { prefix: 'examples/android-host/', by: 'npm run test:native compiles it against the generated Kotlin' },
  { prefix: 'bridge-spec/kotlin/', by: 'npm run test:native compiles and runs it' },
  { prefix: 'examples/react-native-host/', by: 'tests/bridge/react-native-host.test.ts runs it' },
  { prefix: 'examples/ios-host/', by: 'this file checks its Lendview names against the generated Swift' },
];

/** Host code: a Kotlin or Swift block, or one that builds a host. */
const isHostCode = (lang: string, code: string) => ['kotlin', 'swift'].includes(lang) || /createReactNativeHost\(|LendviewDispatcher\(|Lendview\.Dispatcher\(/.test(code);

function region(path: string, name: string): string {
  const lines = read(path).split('\n');
  const start = lines.findIndex((line) => line.trim() === `// region ${name}`);
  const end = lines.findIndex((line, index) => index > start && line.trim() === '// endregion');
  if (start < 0 || end < 0) throw new Error(`${path} has no region ${name}`);
  const body = lines.slice(start + 1, end);
  const indent = Math.min(...body.filter((line) => line.trim()).map((line) => line.length - line.trimStart().length));
  return body.map((line) => line.slice(indent)).join('\n');
}

const blocks = DOCS.flatMap((doc) =>
  [...read(doc).matchAll(/(?:<!-- include: ([^#\s]+)#(\S+) -->\n)?```(\w*)\n([\s\S]*?)```/g)].map((match) => ({
    doc,
    path: match[1],
    name: match[2],
    lang: match[3]!,
    code: match[4]!.replace(/\n$/, ''),
  })),
);

describe('host code in the docs', () => {
  const included = blocks.filter((block) => block.path);

  it('is there to check (the native host docs include their examples)', () => {
    expect(included.map((block) => block.path)).toEqual(expect.arrayContaining(['examples/android-host/src/main/java/com/lendview/example/LendviewActivity.kt', 'examples/ios-host/LendviewViewController.swift', 'examples/react-native-host/lendview-host.ts']));
  });

  it.each(blocks.filter((block) => isHostCode(block.lang, block.code)).map((block) => [`${block.doc}: ${block.code.split('\n')[0]}`, block] as const))('%s comes from a checked file', (_, block) => {
    expect(block.path, 'host code without an include marker').toBeDefined();
    expect(CHECKED.some((checked) => block.path!.startsWith(checked.prefix)), `${block.path} is not compiled or run by any test`).toBe(true);
  });

  it.each(included.map((block) => [`${block.doc} includes ${block.path}#${block.name}`, block] as const))('%s as it is', (_, block) => {
    expect(block.code).toBe(region(block.path!, block.name!));
  });
});

describe('the iOS example', () => {
  const example = read('examples/ios-host/LendviewViewController.swift');
  const generated = `${read('bridge-spec/swift/LendviewBridge.swift')}\n${read('bridge-spec/swift/LendviewHost.swift')}`;

  it('uses only Lendview types the generated Swift declares', () => {
    const names = new Set([...example.matchAll(/Lendview\.(\w+)/g)].map((match) => match[1]!));
    expect(names.size).toBeGreaterThan(4);
    for (const name of names) expect(generated, `Lendview.${name}`).toMatch(new RegExp(`(struct|enum|class|func|var|let) ${name}\\b`));
  });

  it('calls the dispatcher only as the generated Swift declares it', () => {
    const calls = new Set([...example.matchAll(/dispatcher\.(\w+)(\([^)]*?:|\()?/g)].map((match) => match[1]!));
    for (const call of calls) expect(generated, `dispatcher.${call}`).toMatch(new RegExp(`public (func|var) ${call}\\b`));
    expect(generated).toContain('public func receive(body: Any, origin: String, isMainFrame: Bool, reply: @escaping (Any?, String?) -> Void)');
  });

  it('implements LendviewHost methods with the protocol signatures', () => {
    for (const [, signature] of example.matchAll(/\n {4}(func \w+\(_ payload: Lendview\.\w+\) -> Lendview\.Outcome)/g)) {
      expect(generated).toContain(`    ${signature}\n`);
    }
  });
});
