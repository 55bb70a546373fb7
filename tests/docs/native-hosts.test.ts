/**
 * Native host code in the docs comes from files a test compiles or runs (`blocks.test.ts` holds
 * each block equal to its region; this file says which files count for host code). The iOS
 * example cannot be compiled here (no Swift toolchain): tests/native/ios-example.test.ts checks it
 * against the Swift package instead.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { blocks, documents, repoRoot } from './include';

const read = (path: string) => readFileSync(join(repoRoot, path), 'utf8');

/** Where included host code may come from, and what checks it. */
const CHECKED = [
  { prefix: 'examples/android-host/', by: 'npm run test:native compiles and runs it against the Android library' },
  { prefix: 'bridge-spec/android/', by: 'npm run test:native compiles and runs it' },
  { prefix: 'examples/react-native-host/', by: 'tests/bridge/react-native-host.test.ts runs it' },
  { prefix: 'examples/ios-host/', by: 'tests/native/ios-example.test.ts checks it against the Swift package' },
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
