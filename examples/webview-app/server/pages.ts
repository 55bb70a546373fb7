import { marketFromQuery, marketLocale } from '../../../packages/api/src/domain';
import type { ServerPage } from '../build/server-page';
import { matchScreen } from '../src/match-screen';
import { escapeHtml } from './html';
import { fillPage } from './page-template';

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
 * A request's {@link PageParts} from the build's page (`page()`: the runtime's entry says where
 * it comes from), and the browser-rendered page made of them, whose head also preloads the
 * screen's chunks so they download with React, in parallel with the data request, not after
 * `main` ran. `path` is the app path (the base taken off).
 */
export function createPages(page: () => ServerPage) {
  function parts(url: URL, path: string, allowedOrigins: readonly string[]): PageParts {
    const query = new URLSearchParams(url.hash.includes('?') ? url.hash.split('?')[1] : url.search);
    const built = page();
    const id = matchScreen(path);
    return {
      page: built,
      lang: marketLocale(marketFromQuery(query)),
      head: `<meta name="lendview-allowed-origins" content="${escapeHtml(allowedOrigins.join(' '))}">`,
      screenPreloads: (id && built.screens[id]) || [],
    };
  }

  return {
    parts,
    /**
     * The page the browser renders by itself. Its screen fetches its data at once, through the
     * HTTP adapter's chunk (`src/lazy-api.ts`): preloaded here with the screen's, the request
     * leaves one round trip after the app's script instead of two.
     */
    browserPage(url: URL, path: string, nonce: string, allowedOrigins: readonly string[]): string {
      const { page: built, lang, head, screenPreloads } = parts(url, path, allowedOrigins);
      const links = [...screenPreloads, ...built.http]
        .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
        .join('');
      return fillPage(page().document, { lang, nonce, head: `${head}${links}` });
    },
  };
}
