import { getConfig } from '@lingui/conf';
import { join } from 'node:path';

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
