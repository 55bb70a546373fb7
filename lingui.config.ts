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
      exclude: ['**/*.test.*', '**/*.stories.*', '**/locales/**', '**/key-facts/**', '**/lookup/**'],
    },
    // Parts several screens show carry their own messages, so other screens do not.
    {
      path: '<rootDir>/packages/screens/src/shared/{name}/locales/{locale}',
      include: ['<rootDir>/packages/screens/src/shared/{name}/'],
      exclude: ['**/*.test.*', '**/*.stories.*', '**/locales/**'],
    },
    // Parts a screen loads in their own chunk (the loan confirmation's key-facts card, the loan
    // details' look-up exit) carry their own messages.
    {
      path: '<rootDir>/packages/screens/src/screens/loan-confirmation/key-facts/locales/{locale}',
      include: ['<rootDir>/packages/screens/src/screens/loan-confirmation/key-facts/'],
      exclude: ['**/*.test.*', '**/*.stories.*', '**/locales/**'],
    },
    {
      path: '<rootDir>/packages/screens/src/screens/loan-details/lookup/locales/{locale}',
      include: ['<rootDir>/packages/screens/src/screens/loan-details/lookup/'],
      exclude: ['**/*.test.*', '**/*.stories.*', '**/locales/**'],
    },
  ],
});
