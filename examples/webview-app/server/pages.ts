import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { marketFromQuery, marketLocale } from '../../../packages/api/src/domain';
import { SERVER_PAGE_FILE, type ServerPage } from '../build/server-page';
import { CATALOG } from '../src/catalog';
import { escapeHtml } from './html';
import { fillPage } from './page-template';

interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  isEntry?: boolean;
}

/** One request's page, before the screen: what both a browser-rendered and a server-rendered page carry. */
export interface PageParts {
  /** The built page: the template, the app's entry and the files it preloads. */
  page: ServerPage;
  /** `<html lang>`: the locale of the address' market, set before any script runs. */
  lang: string;
  /** The end of the head: the allowed origins for the app. */
  head: string;
  /** The screen's own chunks, beyond what the page preloads anyway. */
  screenPreloads: string[];
}

/**
 * The app's pages from the build: a request's {@link PageParts}, and the browser-rendered page
 * made of them, whose head also preloads the screen's chunks (from vite's manifest) so they
 * download with React, in parallel with the data request, not after `main` ran.
 */
export function createPages(distDir: string, prefix: string) {
  const read = cached(
    (file: string) => readFileSync(join(distDir, file), 'utf8'),
    (file) => join(distDir, file),
  );
  const manifest = cached(
    () => JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>,
    () => join(distDir, '.vite/manifest.json'),
  );
  const serverPage = cached(
    () => JSON.parse(readFileSync(join(distDir, SERVER_PAGE_FILE), 'utf8')) as ServerPage,
    () => join(distDir, SERVER_PAGE_FILE),
  );

  function screenPreloads(path: string, page: ServerPage): string[] {
    const entry = CATALOG.find((e) => !e.devOnly && [...e.paths, ...(e.hashPaths ?? [])].includes(path));
    if (!entry || !existsSync(join(distDir, '.vite/manifest.json'))) return [];
    const chunks = manifest('');
    const key = Object.keys(chunks).find((k) => k.endsWith(`/screens/dist/screens/${entry.id}/index.js`));
    const files = new Set<string>();
    const visit = (k: string) => {
      const chunk = chunks[k];
      if (!chunk || chunk.isEntry || files.has(chunk.file)) return;
      files.add(chunk.file);
      chunk.imports?.forEach(visit);
    };
    if (key) visit(key);
    return [...files].map((file) => `${prefix}${file}`).filter((href) => href !== page.entry && !page.preloads.includes(href));
  }

  function parts(address: string, allowedOrigins: readonly string[]): PageParts {
    const url = new URL(address);
    const query = new URLSearchParams(url.hash.includes('?') ? url.hash.split('?')[1] : url.search);
    const page = serverPage('');
    return {
      page,
      lang: marketLocale(marketFromQuery(query)),
      head: `<meta name="lendview-allowed-origins" content="${escapeHtml(allowedOrigins.join(' '))}">`,
      screenPreloads: screenPreloads(`/${url.pathname.slice(prefix.length)}`, page),
    };
  }

  return {
    parts,
    /** The page the browser renders by itself. */
    browserPage(address: string, nonce: string, allowedOrigins: readonly string[]): string {
      const { lang, head, screenPreloads } = parts(address, allowedOrigins);
      const links = screenPreloads.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join('');
      return fillPage(read('index.html'), { lang, nonce, head: `${head}${links}` });
    },
    /** The host simulator's page (no placeholders of its own). */
    hostPage: (): string => fillPage(read('host.html')),
  };
}

/** Reads a built file once per build (a rebuild under a running server changes its mtime). */
function cached<T>(read: (key: string) => T, pathOf: (key: string) => string): (key: string) => T {
  const entries = new Map<string, { mtime: number; value: T }>();
  return (key) => {
    const mtime = statSync(pathOf(key)).mtimeMs;
    const hit = entries.get(key);
    if (hit && hit.mtime === mtime) return hit.value;
    const value = read(key);
    entries.set(key, { mtime, value });
    return value;
  };
}
