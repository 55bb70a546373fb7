/**
 * Native host code in the docs comes from files a test compiles or runs (`blocks.test.ts` holds
 * each block equal to its region; this file says which files count for host code). The iOS
 * example cannot be compiled here (no Swift toolchain), so every Lendview name it uses is checked
 * against the generated Swift instead.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { blocks, documents, repoRoot } from './include';

const read = (path: string) => readFileSync(join(repoRoot, path), 'utf8');

/** Where included host code may come from, and what checks it. */
const CHECKED = [
  { prefix: 'examples/android-host/', by: 'npm run test:native compiles it against the generated Kotlin' },
  { prefix: 'bridge-spec/kotlin/', by: 'npm run test:native compiles and runs it' },
  { prefix: 'examples/react-native-host/', by: 'tests/bridge/react-native-host.test.ts runs it' },
  { prefix: 'examples/ios-host/', by: 'this file checks its Lendview names against the generated Swift' },
];

/** Host code: a Kotlin or Swift block, or one that builds a host. */
const isHostCode = (lang: string, code: string) =>
  ['kotlin', 'swift'].includes(lang) || /createReactNativeHost\(|LendviewDispatcher\(|Lendview\.Dispatcher\(/.test(code);

const hostBlocks = documents().flatMap((doc) =>
  blocks(read(doc))
    .filter((block) => isHostCode(block.lang, block.body))
    .map((block) => [`${doc}:${block.line}`, block.include] as const),
);

describe('native host code in the docs', () => {
  it('is there (native-hosts.md shows the three examples)', () => {
    const included = hostBlocks.map(([, include]) => include?.split('#')[0]);
    expect(included).toEqual(
      expect.arrayContaining([
        'examples/android-host/src/main/java/com/lendview/example/LendviewActivity.kt',
        'examples/ios-host/LendviewViewController.swift',
        'examples/react-native-host/lendview-host.ts',
      ]),
    );
  });

  it.each(hostBlocks)('%s comes from a file a test compiles or runs', (_, include) => {
    expect(include, 'host code without an include marker').toBeDefined();
    expect(
      CHECKED.some((checked) => include!.startsWith(checked.prefix)),
      `${include} is not compiled or run by any test`,
    ).toBe(true);
  });
});

describe('the iOS example', () => {
  const example = read('examples/ios-host/LendviewViewController.swift');
  const generated = `${read('bridge-spec/swift/LendviewBridge.swift')}\n${read('bridge-spec/swift/LendviewHost.swift')}`;

  it('uses only Lendview types the generated Swift declares', () => {
    const names = new Set([...example.matchAll(/Lendview\.(\w+)/g)].map((match) => match[1]!));
    expect(names.size).toBeGreaterThan(4);
    for (const name of names)
      expect(generated, `Lendview.${name}`).toMatch(new RegExp(`(struct|enum|class|func|var|let) ${name}\\b`));
  });

  it('calls the dispatcher only as the generated Swift declares it', () => {
    const calls = new Set([...example.matchAll(/dispatcher\.(\w+)/g)].map((match) => match[1]!));
    expect(calls.size).toBeGreaterThan(4);
    for (const call of calls) expect(generated, `dispatcher.${call}`).toMatch(new RegExp(`public (func|var) ${call}\\b`));
    expect(example).toContain(
      'dispatcher.receive(body: message.body, origin: text, isMainFrame: message.frameInfo.isMainFrame, reply: replyHandler)',
    );
    expect(generated).toContain(
      'public func receive(body: Any, origin: String, isMainFrame: Bool, reply: @escaping (Any?, String?) -> Void)',
    );
  });

  it('implements LendviewHost methods with the protocol signatures', () => {
    const implemented = [...example.matchAll(/\n {4}(func \w+\(_ payload: Lendview\.\w+\) -> Lendview\.Outcome)/g)].map(
      (match) => match[1]!,
    );
    expect(implemented.length).toBe(3);
    for (const signature of implemented) expect(generated).toContain(`    ${signature}\n`);
  });
});
