import type { StorybookConfig } from '@storybook/react-vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { linguiMacro, sourceAliases } from '../tests/support/build-config';

const root = fileURLToPath(new URL('..', import.meta.url));

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  async viteFinal(vite) {
    vite.plugins = [
      ...(vite.plugins ?? []).flat().filter((p) => !(p && typeof p === 'object' && 'name' in p && String(p.name).startsWith('vite:react'))),
      react({ babel: { plugins: [linguiMacro()] } }),
    ];
    vite.resolve = { ...vite.resolve, alias: sourceAliases(root) };
    return vite;
  },
};
export default config;
