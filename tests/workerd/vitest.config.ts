import { defineConfig } from 'vitest/config';

/**
 * The Worker build in workerd (Miniflare), after `npm run build:app -w examples/webview-app`
 * (`npm run test:workerd`, part of `npm test`).
 */
export default defineConfig({
  test: {
    root: new URL('../..', import.meta.url).pathname,
    // Not `*.test.ts`: the unit run (`vitest run`) comes before the build these need.
    include: ['tests/workerd/**/*.workerd.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The Node twin's server entry is a build: Node loads it as it is (transformed by Vitest, each
    // screen's first render waited seconds for its chunk).
    server: { deps: { external: [/examples\/webview-app\/dist\//] } },
  },
});
