import { getConfig } from '@lingui/conf';
import { join } from 'node:path';

/**
 * The Lingui macro as a Babel plugin, with the root config (vitest and Storybook run from the
 * root). `stripMessageField` for library builds: the compiled catalogs carry the text, so the
 * source messages would only add bytes to every screen.
 */
export function linguiMacro(options: { stripMessageField?: boolean } = {}): [string, Record<string, unknown>] {
  const linguiConfig = getConfig({ configPath: join(import.meta.dirname, '../../lingui.config.ts') });
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
