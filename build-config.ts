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
 * Only tests, stories and their configs use these: the packages never import them.
 */
export function supportAliases(root: string) {
  return [
    { find: /^@tests\/(.+)$/, replacement: join(root, 'tests/$1') },
    { find: /^@stories\/(.+)$/, replacement: join(root, 'stories/$1') },
  ];
}

/**
 * The built entries a React Server Component host renders from a server file: the root entry
 * (the provider, which holds React context) and each screen's entry. They start with the
 * `'use client'` directive, which esbuild drops when it bundles, so it is written back into the
 * built files here. The `load` entries stay plain: a server preloads data with them.
 */
export async function markClientEntries(dist: string): Promise<string[]> {
  const { readdir, readFile, writeFile } = await import('node:fs/promises');
  const screens = await readdir(join(dist, 'screens'));
  const files = [join(dist, 'index.js'), ...screens.map((name) => join(dist, 'screens', name, 'index.js'))];
  for (const file of files) {
    const code = await readFile(file, 'utf8');
    if (!code.startsWith(USE_CLIENT)) await writeFile(file, `${USE_CLIENT}\n${code}`);
  }
  return files;
}

export const USE_CLIENT = '"use client";';
