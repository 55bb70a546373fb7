import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * One catalog for the shared core (primitives, errors) and one per screen folder, so a screen
 * entry carries only its own messages (size budgets) and screens can be built side by side.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: '<rootDir>/packages/screens/src/core/locales/{locale}',
      include: ['<rootDir>/packages/screens/src/core', '<rootDir>/packages/screens/src/ui'],
      exclude: ['**/*.test.*', '**/*.stories.*', '**/locales/**'],
    },
    {
      path: '<rootDir>/packages/screens/src/screens/{name}/locales/{locale}',
      include: ['<rootDir>/packages/screens/src/screens/{name}/'],
      exclude: ['**/*.test.*', '**/*.stories.*', '**/locales/**', '**/key-facts/**'],
    },
    // Parts several screens show carry their own messages, so other screens do not.
    {
      path: '<rootDir>/packages/screens/src/shared/{name}/locales/{locale}',
      include: ['<rootDir>/packages/screens/src/shared/{name}/'],
      exclude: ['**/*.test.*', '**/*.stories.*', '**/locales/**'],
    },
    // The loan confirmation's key-facts card loads in its own chunk, with its own messages.
    {
      path: '<rootDir>/packages/screens/src/screens/loan-confirmation/key-facts/locales/{locale}',
      include: ['<rootDir>/packages/screens/src/screens/loan-confirmation/key-facts/'],
      exclude: ['**/*.test.*', '**/*.stories.*', '**/locales/**'],
    },
  ],
});
