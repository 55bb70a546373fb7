/**
 * `npm run dev`: the example app on Vite's dev server, straight from the packages' sources (the
 * aliases the tests use, the Lingui macro through `@vitejs/plugin-react`'s Babel plugins), with
 * hot reload: an edit to a screen, a ui part or the app shows at once, its state kept where React
 * Fast Refresh can. The bundled mock API answers on the same origin. No server rendering here:
 * the browser renders each page (`npm start` serves the built app, rendered on the server).
 */
import { getRequestListener } from '@hono/node-server';
import react from '@vitejs/plugin-react';
import { join } from 'node:path';
import { createServer, type Plugin } from 'vite';
import { linguiMacro, sourceAliases } from '../../../build-config';
import { createMockApi } from '../server/mock';
import { fillPage } from '../server/page-template';

const app = join(import.meta.dirname, '..');
const repo = join(app, '../..');

/** The paths the mock answers (docs/api.md's families, its images and its test control). */
const API = /^\/(exhibits|api|mock-assets|__mock)\//;

/** The mock API in front of Vite, and the page template with its placeholders' defaults. */
function mockAndPage(): Plugin {
  const mock = getRequestListener(createMockApi().fetch);
  return {
    name: 'lendview:dev',
    configureServer(server) {
      server.middlewares.use((req, res, next) => (API.test(req.url ?? '') ? void mock(req, res) : next()));
    },
    transformIndexHtml: { order: 'pre', handler: (html) => fillPage(html) },
  };
}

const server = await createServer({
  configFile: false,
  root: app,
  envPrefix: ['VITE_', 'LENDVIEW_'],
  plugins: [react({ babel: { plugins: [linguiMacro()] } }), mockAndPage()],
  resolve: {
    alias: [
      // As the build does (vite.config.ts): wouter's shim is React's own hook.
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: join(app, 'src/sync-external-store.ts') },
      ...sourceAliases(repo),
    ],
  },
  server: { host: process.env.HOST ?? '127.0.0.1', port: Number(process.env.PORT ?? 5173), strictPort: true },
  // Lists the app's dependencies up front: no reload while the first page discovers them.
  optimizeDeps: { entries: ['index.html'] },
  logLevel: 'warn',
});
await server.listen();
const origin = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? '';
console.log(`lendview example app (dev, hot reload from the packages' sources) on ${origin}`);
console.log('API: bundled mock server (docs/api.md), state in memory');
console.log(`Every screen's address in both markets: npm run screens (e.g. ${origin}/fourthOliver?languageType=1)`);
