import type { StorybookConfig } from '@storybook/react-vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { linguiMacro, sourceAliases, supportAliases } from '../build-config.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

const config: StorybookConfig = {
  // Each screen's stories sit beside it; stories of the provider and theming stay in stories/.
  stories: ['../packages/screens/src/**/*.stories.tsx', '../stories/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  // a11y: axe on every story in the a11y panel (and in the portable-story tests). docs: autodocs pages.
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  core: { disableTelemetry: true },
  async viteFinal(vite) {
    vite.plugins = [
      ...(vite.plugins ?? [])
        .flat()
        .filter((p) => !(p && typeof p === 'object' && 'name' in p && String(p.name).startsWith('vite:react'))),
      react({ babel: { plugins: [linguiMacro()] } }),
    ];
    vite.resolve = { ...vite.resolve, alias: [...sourceAliases(root), ...supportAliases(root)] };
    return vite;
  },
};
export default config;
