import { defineConfig } from 'vitest/config';
import { withoutKnownFailures } from './known-failures';

/** Browser tests: real Chromium against the built example app and its mock server. */
export default defineConfig({
  test: {
    root: new URL('../..', import.meta.url).pathname,
    include: ['tests/e2e/**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    testNamePattern: process.env.LENDVIEW_E2E_ALL ? undefined : withoutKnownFailures(),
  },
});
