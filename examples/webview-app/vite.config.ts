import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { build, defineConfig, type InlineConfig, type Plugin } from 'vite';
import { engineTargets } from '../../build-config.ts';
import { HTTP_ADAPTER, lazyChunks, scriptGraph, SERVER_PAGE_FILE, serverPage } from './build/server-page.ts';
import { PLACEHOLDERS } from './server/page-template.ts';

/**
 * The app consumes the built packages (`packages/* /dist`) exactly as a native team's app would,
 * so `npm run build` comes first.
 *
 * - `LENDVIEW_BASE`: the path prefix the app is served under (`/cdn/lendview/`), or `./` for a
 *   build a web view opens from a local file (then the router uses hash addresses by itself).
 * - `LENDVIEW_API_BASE`: the API origin when it is not the page's (a `file://` page has none).
 */
/**
 * The developer test page is built with the screens (it shares their chunks) but is not a public
 * export of `@lendview/screens`: the app, which registers it in development builds, reaches it
 * by its file.
 */
const testPreviewAlias = {
  find: /^@lendview\/screens\/test-preview$/,
  replacement: resolve(import.meta.dirname, '../../packages/screens/dist/screens/test-preview/index.js'),
};

export default defineConfig({
  base: process.env.LENDVIEW_BASE ?? '/',
  envPrefix: ['VITE_', 'LENDVIEW_'],
  plugins: [
    react(),
    smallPreloadHelper(),
    inlineSmallCss(),
    preloadReactDom(),
    serverPage(),
    // After serverPage(): the server's template (a page that arrives with its data) stays without it.
    preloadHttpForBrowserPages(),
    hostSimulatorBuild(),
    serverEntryBuild(),
  ],
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: resolve(import.meta.dirname, 'src/sync-external-store.ts'),
      },
      testPreviewAlias,
    ],
  },
  build: {
    // The engine floor of `browserslist` (docs/engines.md), as for the packages: ES2020 syntax
    // for Android System WebView / Chrome 80 and iOS / Safari 14.
    target: engineTargets(),
    // Chrome knows modulepreload; Safari before 17 ignores the links and fetches each module
    // when its importer asks, which only costs time. Vite's polyfill would fetch them itself.
    modulePreload: { polyfill: false },
    rollupOptions: {
      // The host simulator is built on its own (below): sharing modules with it would split
      // the app's first script into one more file.
      input: { main: resolve(import.meta.dirname, 'index.html') },
      output: {
        // Name each screen's chunk after the screen, so size budgets and the bench can find it.
        chunkFileNames: (chunk) => {
          const screen = /screens\/dist\/screens\/([^/]+)\/index\.js$/.exec(chunk.facadeModuleId ?? '');
          return `assets/${screen ? `screen-${screen[1]}` : '[name]'}-[hash].js`;
        },
        codeSplitting: {
          groups: [
            // React DOM is most of the first screen's bytes: its own long-cached file, off the
            // path of `main` (which starts the screen's data request before it has arrived).
            // Only React DOM's client and its scheduler: `react-dom`'s own small module
            // (`createPortal`, which the core's toasts use) goes with the core. In this group it
            // made the core import React DOM's whole chunk, so `main` waited for React DOM
            // before it could start the screen's data request.
            {
              name: 'react-dom',
              test: /node_modules[\\/](react-dom[\\/](client\.js|cjs[\\/]react-dom-client\.)|scheduler[\\/])/,
              includeDependenciesRecursively: false,
            },
            // The SDK core most screens share (frame, primitives, hooks), in one request: web
            // views on HTTP/1.1 open six connections per host; every file beyond waits its turn.
            // `@lendview/api`'s shared chunks too (the amount check `main` and three screens
            // share was a file of its own, the sixth of a first screen).
            {
              name: 'lendview-core',
              test: /packages[\\/](screens|api)[\\/]dist[\\/]chunk-|node_modules[\\/]@lingui[\\/]/,
              minShareCount: 4,
            },
          ],
        },
      },
    },
    manifest: true,
  },
});

/**
 * Vite wraps each `import()` of a chunk that has chunks of its own in a helper that starts those
 * downloads beside it (one round trip, not two). Its own helper (3.4 KB, 1.1 KB brotli, in the
 * core every first screen loads) also preloads CSS chunks, reads a CSP nonce from a meta tag
 * and fires `vite:preloadError`. This app's only CSS is the entry's (inline in the page, or
 * linked by it): the screens carry their styles, and the build fails if a lazy chunk brings CSS
 * of its own. Its CSP allows its own origin's scripts, and a failed download fails the `import()`
 * itself, which the screen's loader reports. So a `modulepreload` link per script, once, is all
 * it needs; the entry's CSS, which Vite lists among a screen's files, is skipped (the stock
 * helper added it again as a stylesheet: one more request for styles the page already has).
 */
function smallPreloadHelper(): Plugin {
  let base = '/';
  return {
    name: 'lendview:small-preload-helper',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && !chunk.isEntry && chunk.viteMetadata?.importedCss.size) {
          this.error(`${chunk.fileName} brings CSS of its own, which the small preload helper does not load`);
        }
      }
    },
    load(id) {
      if (id !== '\0vite/preload-helper.js') return undefined;
      // A relative build (a page opened from a file) gets its files relative to the importer.
      const url = base === './' || base === '' ? 'new URL(file, importer).href' : `${JSON.stringify(base)} + file`;
      return `const seen = {};
export function __vitePreload(load, files, importer) {
  for (const file of files || []) {
    const href = ${url};
    if (seen[href] || href.endsWith('.css')) continue;
    seen[href] = 1;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  }
  return load();
}`;
    },
  };
}

/**
 * The app's own CSS is a few hundred bytes: inline it, so the first paint waits for no stylesheet
 * request (a render-blocking round trip on a slow network).
 */
function inlineSmallCss(limit = 4096): Plugin {
  return {
    name: 'lendview:inline-small-css',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const html of Object.values(bundle)) {
        if (html.type !== 'asset' || !html.fileName.endsWith('.html')) continue;
        html.source = String(html.source).replace(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g, (tag, href: string) => {
          const css = Object.values(bundle).find((a) => a.type === 'asset' && href.endsWith(a.fileName));
          if (!css || css.type !== 'asset' || css.source.length > limit) return tag;
          return `<style nonce="${PLACEHOLDERS.nonce}">${String(css.source).trim()}</style>`;
        });
      }
    },
  };
}

/**
 * `main` loads React DOM with a dynamic import, so it can start the data request before React
 * DOM has arrived; this puts that chunk in the page's `modulepreload` links, so it downloads at
 * once, in parallel with `main`, not after `main` ran.
 */
function preloadReactDom(): Plugin {
  let base = '/';
  return {
    name: 'lendview:preload-react-dom',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk }) {
        if (!bundle || !chunk?.isEntry) return html;
        const files = scriptGraph(bundle, chunk).reactDom;
        return {
          html,
          // First in the head: the largest file the first render waits for starts first.
          tags: files.map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
            injectTo: 'head-prepend' as const,
          })),
        };
      },
    },
  };
}

/**
 * A page the browser renders (the server sent no data: `index.html` served as is, or opened from
 * a file) asks the API at once, so it preloads the HTTP adapter, which the first screen's scripts
 * leave out (src/lazy-api.ts), beside them: its data request waits for no extra round trip.
 */
function preloadHttpForBrowserPages(): Plugin {
  let base = '/';
  return {
    name: 'lendview:preload-http-for-browser-pages',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset') return;
      const present = String(html.source);
      const files = (lazyChunks(bundle, base, new Set(), HTTP_ADAPTER)[''] ?? []).filter((href) => !present.includes(`${href}"`));
      if (!files.length) return;
      const links = files.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join('');
      // Right after React DOM's, first in the head (the largest download starts first).
      const first = present.indexOf('<link rel="modulepreload"');
      const at = first < 0 ? -1 : present.indexOf('>', first) + 1;
      html.source =
        at < 0 ? present.replace('</head>', `${links}</head>`) : `${present.slice(0, at)}${links}${present.slice(at)}`;
    },
  };
}

/**
 * The app's server entries, after the app's build (each self-contained: React, Lingui and the
 * packages inside, so a build runs wherever it is copied, with no node_modules beside it), with
 * React's build (production or development) as the JSX was compiled for:
 * - `src/entry-server.tsx` for Node into `dist/.ssr/` (`server/node/` imports it);
 * - `server/worker.ts`, the app as a Worker (`wrangler.jsonc`), into `dist/.worker/`, with
 *   React's edge server build (the `workerd` condition) and the build's page inside.
 * Not for a relative build: a page opened from a file has no server.
 */
function serverEntryBuild(): Plugin {
  const define = { 'process.env.NODE_ENV': JSON.stringify(process.env.NODE_ENV ?? 'production') };
  return secondBuild('lendview:server-entry', ({ root, base, outDir }) =>
    base.startsWith('/')
      ? [
          {
            ssr: { noExternal: true },
            define,
            build: {
              ssr: resolve(root, 'src/entry-server.tsx'),
              outDir: resolve(outDir, '.ssr'),
              emptyOutDir: true,
              target: 'node20',
              rollupOptions: { output: { entryFileNames: 'entry-server.js' } },
            },
          },
          {
            ssr: { noExternal: true, target: 'webworker', resolve: { conditions: WORKER_CONDITIONS } },
            resolve: { conditions: WORKER_CONDITIONS },
            define,
            plugins: [react(), bundledServerPage(outDir)],
            build: {
              ssr: resolve(root, 'server/worker.ts'),
              outDir: resolve(outDir, '.worker'),
              emptyOutDir: true,
              target: 'es2022',
              rollupOptions: { output: { entryFileNames: 'worker.js', codeSplitting: false } },
            },
          },
        ]
      : [],
  );
}

/** What workerd resolves packages by (Cloudflare's bundler uses the same): `react-dom/server` is its edge build. */
const WORKER_CONDITIONS = ['workerd', 'worker', 'browser', 'import', 'module', 'default'];

/** `virtual:lendview/server-page`: the app build's page (`SERVER_PAGE_FILE`), for a runtime with no files. */
function bundledServerPage(outDir: string): Plugin {
  const id = 'virtual:lendview/server-page';
  return {
    name: 'lendview:bundled-server-page',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load: (source) =>
      source === `\0${id}` ? `export default ${readFileSync(resolve(outDir, SERVER_PAGE_FILE), 'utf8')};` : undefined,
  };
}

/** The host simulator (`/host`, a development tool) as a second build into the same folder. */
function hostSimulatorBuild(): Plugin {
  return secondBuild('lendview:host-simulator', ({ root, outDir }) => [
    {
      build: {
        outDir,
        emptyOutDir: false,
        target: engineTargets(),
        rollupOptions: { input: { host: resolve(root, 'host.html') } },
      },
    },
  ]);
}

/** More builds after the app's, one after the other, with its root and base; `configure` says which. */
function secondBuild(name: string, configure: (app: { root: string; base: string; outDir: string }) => InlineConfig[]): Plugin {
  let builds: InlineConfig[] = [];
  return {
    name,
    apply: 'build',
    configResolved({ root, base, build: { outDir } }) {
      builds = configure({ root, base, outDir }).map((own) => ({
        configFile: false,
        root,
        base,
        logLevel: 'warn',
        plugins: [react()],
        ...own,
        resolve: { ...own.resolve, alias: [testPreviewAlias] },
      }));
    },
    async closeBundle() {
      for (const options of builds) await build(options);
    },
  };
}
