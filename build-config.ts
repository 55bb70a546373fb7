import { getConfig } from '@lingui/conf';
import browserslist from 'browserslist';
import { join } from 'node:path';

/**
 * The ECMAScript edition every engine of the floor parses whole (Chrome 80 lacks ES2021's
 * logical assignment, Safari 14.0 ES2022's static class fields). es-check derives the same
 * edition from the same `browserslist` when it checks the built files (`npm run check:engines`).
 */
const EDITION = 'es2020';

/** browserslist's names of the engines we support, as esbuild (and Vite) name them. */
const ENGINES: Record<string, string> = {
  chrome: 'chrome',
  and_chr: 'chrome',
  android: 'chrome',
  safari: 'safari',
  ios_saf: 'ios',
};

/**
 * The build target of every build that ships to a web view (the packages and the example app):
 * the ES2020 edition and the oldest version of each engine in `package.json`'s `browserslist`,
 * the one place the floor is written (docs/engines.md).
 *
 * @example
 * engineTargets() // ['es2020', 'chrome80', 'ios14', 'safari14']
 */
export function engineTargets(): string[] {
  const oldest = new Map<string, number>();
  for (const item of browserslist(undefined, { path: import.meta.dirname })) {
    const [name, range] = item.split(' ');
    const engine = ENGINES[name!];
    if (!engine) throw new Error(`build-config: no build target for the browserslist engine ${name}`);
    const version = parseFloat(range!);
    if (version < (oldest.get(engine) ?? Infinity)) oldest.set(engine, version);
  }
  return [EDITION, ...[...oldest].map(([engine, version]) => `${engine}${version}`)];
}

/**
 * The Lingui macro as a Babel plugin, with the root config (vitest and Storybook run from the
 * root). `stripMessageField` for library builds: the compiled catalogs carry the text, so the
 * source messages would only add bytes to every screen.
 */
export function linguiMacro(options: { stripMessageField?: boolean } = {}): [string, Record<string, unknown>] {
  const linguiConfig = getConfig({ configPath: join(import.meta.dirname, 'lingui.config.ts') });
  return ['@lingui/babel-plugin-lingui-macro', { linguiConfig, ...options }];
}

/** Package names resolved to their sources, so tests import by public name (valtio's habit). */
export function sourceAliases(root: string) {
  return [
    { find: /^@lendview\/screens\/(server|vitals)$/, replacement: join(root, 'packages/screens/src/$1.ts') },
    { find: /^@lendview\/screens\/([^/]+)\/load$/, replacement: join(root, 'packages/screens/src/screens/$1/load.ts') },
    { find: /^@lendview\/screens\/(.+)$/, replacement: join(root, 'packages/screens/src/screens/$1/index.ts') },
    { find: /^@lendview\/screens$/, replacement: join(root, 'packages/screens/src/index.ts') },
    { find: /^@lendview\/(bridge|api)\/(.+)$/, replacement: join(root, 'packages/$1/src/$2.ts') },
    { find: /^@lendview\/(bridge|api)$/, replacement: join(root, 'packages/$1/src/index.ts') },
  ];
}

/**
 * Test and story support by root-relative name (`@tests/support/render`, `@stories/support/states`),
 * so a test or story beside its screen, five folders down, imports it without `../../../../../`.
 * `@packages/...` names a package's source file that is no public entry
 * (`@packages/api/src/wire-map`): a test of an internal module says so in its import, and a public
 * one keeps the public name (`@lendview/api/validate`).
 * Only tests, stories and their configs use these: the packages never import them.
 */
export function supportAliases(root: string) {
  return [
    { find: /^@tests\/(.+)$/, replacement: join(root, 'tests/$1') },
    { find: /^@stories\/(.+)$/, replacement: join(root, 'stories/$1') },
    { find: /^@packages\/(.+)$/, replacement: join(root, 'packages/$1') },
  ];
}

/**
 * `'use client'` on every built file that imports React (a component, a hook, the provider's
 * context), and on no other: a React Server Component host renders the screens and the provider
 * from a server file, and calls the helpers of the root entry, `./server` and the `load` entries
 * on the server as they are (their files import no React). esbuild drops module directives when
 * it bundles, so the directive is written into the built files here, after each build. Chunks
 * never mix the two kinds: `./server` is an entry of its own, so esbuild keeps the helpers apart
 * from the provider (a chunk holds the modules reached by the same entries).
 */
export async function markClientFiles(dist: string): Promise<string[]> {
  const { readdir, readFile, writeFile } = await import('node:fs/promises');
  const files = (await readdir(dist, { recursive: true })).filter((file) => file.endsWith('.js')).map((file) => join(dist, file));
  const marked: string[] = [];
  for (const file of files) {
    const code = await readFile(file, 'utf8');
    if (!REACT_IMPORT.test(code)) continue;
    marked.push(file);
    if (!code.startsWith(USE_CLIENT)) await writeFile(file, `${USE_CLIENT}\n${code}`);
  }
  return marked;
}

export const USE_CLIENT = '"use client";';

/** A static import of React, React DOM or Lingui's React bindings, as esbuild writes it (minified or not). */
export const REACT_IMPORT = /(?:\bfrom|\bimport)\s*['"](?:react|react-dom|@lingui\/react)(?:\/[^'"]*)?['"]/;
