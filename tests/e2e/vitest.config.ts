import { defineConfig } from 'vitest/config';
import { withoutKnownFailures } from './known-failures.ts';
import { SlowFirst } from './support/slow-first.ts';

/** Browser tests: real Chromium against the built example app and its mock server. */
export default defineConfig({
  test: {
    root: new URL('../..', import.meta.url).pathname,
    include: ['tests/e2e/**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    // Two files at a time, each worker with its own app server and mock state (global-setup.ts):
    // on two cores a browser test waits on Chromium as much as it computes.
    fileParallelism: true,
    maxWorkers: 2,
    sequence: { sequencer: SlowFirst },
    testTimeout: 30_000,
    // In CI a browser test gets one retry: a real failure fails twice. Seen flaky on 2026-11-26:
    // the re-quote case of dialogs.e2e (1 of 4 full runs, passes alone), to be made deterministic.
    retry: process.env.CI ? 1 : 0,
    hookTimeout: 60_000,
    testNamePattern: process.env.LENDVIEW_E2E_ALL ? undefined : withoutKnownFailures(),
  },
});
