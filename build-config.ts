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
    { find: /^@lendview\/screens\/server$/, replacement: join(root, 'packages/screens/src/server.ts') },
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
