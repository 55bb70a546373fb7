import { defineConfig } from 'vitest/config';

/**
 * The engine matrix beyond today's Chromium (which `tests/e2e` drives): Chromium 80 and WebKit,
 * each file its own browser and its own app server, the two files at the same time.
 */
export default defineConfig({
  test: {
    root: new URL('../..', import.meta.url).pathname,
    include: ['tests/engines/**/*.engine.test.ts'],
    environment: 'node',
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
