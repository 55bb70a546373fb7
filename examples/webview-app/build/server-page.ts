import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { transform } from 'esbuild';
import type { Plugin, Rollup } from 'vite';
import { fillPage } from '../server/page-template.ts';

/** What the server needs to render a page: its template without the build's script tags, and those scripts. */
export interface ServerPage {
  /** `index.html` as built, placeholders kept, without the entry script and its `modulepreload` links. */
  template: string;
  /** `index.html` as built, placeholders and scripts kept: the page a browser renders by itself. */
  document: string;
  /** The app's entry script (`/assets/main-….js`). */
  entry: string;
  /** The files to preload before it, the largest first (React DOM, then the entry's imports). */
  preloads: string[];
  /** The script loader of a server-rendered page (`server/page-loader.js`), minified. */
  loader: string;
  /** Each screen's own chunks by screen id, beyond the entry and `preloads`: preloaded with its page. */
  screens: Record<string, string[]>;
  /**
   * The HTTP adapter's chunks (`src/lazy-api.ts`), beyond the entry and `preloads`: a page the
   * browser renders by itself preloads them, since its screen fetches its data at once. Not in
   * `document`: it is taken before `preloadHttpForBrowserPages` (vite.config.ts) adds them to the
   * `index.html` a web view opens without this server.
   */
  http: string[];
}

/** Where the build leaves {@link ServerPage}: among the build's internals, which the server does not serve. */
export const SERVER_PAGE_FILE = '.vite/server-page.json';

/**
 * The script files of an entry: its static imports (what the page preloads) and the graph of the
 * dynamically imported React DOM that is not among them.
 */
export function scriptGraph(bundle: Rollup.OutputBundle, entry: Rollup.OutputChunk): { linked: string[]; reactDom: string[] } {
  const chunks = new Map(Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c] as const] : [])));
  const graph = (from: string, into = new Set<string>()) => {
    if (!into.has(from)) {
      into.add(from);
      chunks.get(from)?.imports.forEach((file) => graph(file, into));
    }
    return into;
  };
  const linked = graph(entry.fileName);
  const reactDomEntry = entry.dynamicImports.find((file) =>
    Object.keys(chunks.get(file)?.modules ?? {}).some((id) => /react-dom[\\/]client/.test(id)),
  );
  const reactDom = reactDomEntry ? [...graph(reactDomEntry)].filter((file) => !linked.has(file)) : [];
  return { linked: [...linked].filter((file) => file !== entry.fileName), reactDom };
}

/** The HTTP adapter's module (`@lendview/api/http`), the facade of its lazy chunk (`src/lazy-api.ts`). */
export const HTTP_ADAPTER = /[\\/]api[\\/]dist[\\/]http\.js$/;

/**
 * The lazy chunks whose facade module matches `facade`, each with its static imports, less
 * `known`, by the facade's first capture (`''` when it has none).
 */
export function lazyChunks(
  bundle: Rollup.OutputBundle,
  base: string,
  known: Set<string>,
  facade: RegExp,
): Record<string, string[]> {
  const chunks = new Map(Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c] as const] : [])));
  const found: Record<string, string[]> = {};
  for (const chunk of chunks.values()) {
    const match = facade.exec(chunk.facadeModuleId ?? '');
    if (!match || chunk.isEntry) continue;
    const files = new Set<string>();
    const visit = (file: string) => {
      const next = chunks.get(file);
      if (!next || next.isEntry || files.has(file)) return;
      files.add(file);
      next.imports.forEach(visit);
    };
    visit(chunk.fileName);
    found[match[1] ?? ''] = [...files].map((file) => `${base}${file}`).filter((href) => !known.has(href));
  }
  return found;
}

/**
 * The page template for the server (`SERVER_PAGE_FILE`), or, for a build a web view opens from
 * a file (relative base, no server), `index.html` with its placeholders' defaults.
 *
 * The build's script tags are taken out of the server's template by their exact text (the build
 * fails if one is not found), so the server edits no markup: it fills placeholders, and a
 * server-rendered page loads its scripts through the loader after the first paint.
 */
export function serverPage(): Plugin {
  let base = '/';
  let root = '';
  return {
    name: 'lendview:server-page',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset') return;
      if (!base.startsWith('/')) {
        html.source = fillPage(String(html.source));
        return;
      }
      const entry = Object.values(bundle).find(
        (c): c is Rollup.OutputChunk => c.type === 'chunk' && c.isEntry && c.name === 'main',
      );
      if (!entry) this.error('lendview: the app entry `main` is missing from the bundle');
      const { linked, reactDom } = scriptGraph(bundle, entry);
      const built = String(html.source);
      const at = (tag: string) => {
        const index = built.indexOf(tag);
        if (index < 0) this.error(`lendview: the built index.html has no ${tag}`);
        return index;
      };
      const script = `<script type="module" crossorigin src="${base}${entry.fileName}"></script>`;
      const links = [...reactDom, ...linked].map((file) => ({
        href: `${base}${file}`,
        tag: `<link rel="modulepreload" crossorigin href="${base}${file}">`,
      }));
      // In the page's order: the loader adds them as the page would have loaded them.
      links.sort((a, b) => at(a.tag) - at(b.tag));
      at(script);
      let template = built.replace(script, '');
      for (const { tag } of links) template = template.replace(tag, '');
      // Plain ES5 out (the loader runs before any feature check): Vite's own minifier (Oxc) writes
      // template literals, esbuild with target es5 does not (Vite's esbuild wrapper is deprecated).
      const source = readFileSync(resolve(root, 'server/page-loader.js'), 'utf8');
      const { code } = await transform(source, { loader: 'js', minify: true, target: 'es5' });
      const preloads = links.map((link) => link.href);
      const known = new Set([`${base}${entry.fileName}`, ...preloads]);
      const page: ServerPage = {
        template,
        document: built,
        entry: `${base}${entry.fileName}`,
        preloads,
        loader: code.trim(),
        screens: lazyChunks(bundle, base, known, /screens[\\/]dist[\\/]screens[\\/]([^/\\]+)[\\/]index\.js$/),
        http: lazyChunks(bundle, base, known, HTTP_ADAPTER)[''] ?? [],
      };
      this.emitFile({ type: 'asset', fileName: SERVER_PAGE_FILE, source: JSON.stringify(page) });
      // What a Worker's assets upload leaves out (`wrangler.jsonc`): the build's internals and
      // templates, which only the server reads (and a Worker has bundled).
      this.emitFile({ type: 'asset', fileName: '.assetsignore', source: '.vite\n.ssr\n.worker\nindex.html\n' });
    },
  };
}
