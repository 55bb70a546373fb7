import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { linguiMacro, sourceAliases, supportAliases } from './build-config.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  plugins: [react({ babel: { plugins: [linguiMacro()] } })],
  resolve: { alias: [...sourceAliases(root), ...supportAliases(root)] },
  test: {
    globals: true,
    environment: 'happy-dom',
    setupFiles: ['tests/support/setup.ts'],
    include: [
      'packages/**/*.test.{ts,tsx}',
      'tests/**/*.test.{ts,tsx}',
      'bridge-spec/**/*.test.ts',
      'examples/**/*.test.{ts,tsx}',
    ],
    exclude: ['**/node_modules/**', '**/dist/**', 'tests/e2e/**', 'tests/bench/**', 'tests/engines/**/*.engine.test.ts'],
    testTimeout: 15_000,
  },
});
