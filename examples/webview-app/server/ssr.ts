import type { renderScreen } from '../src/entry-server';
import { SERVER_DATA_ID } from '../src/server-page';
import { deadline } from './deadline';
import { escapeHtml } from './html';
import { aroundScreen, fillPage, PLACEHOLDERS } from './page-template';
import type { PageParts } from './pages';

/** How long the page waits for the screen's data before it streams the skeleton first. */
const WAIT_FOR_DATA_MS = 500;
/**
 * The server's budget for the API, by default: at it the server cancels its API calls and ends
 * the page with the skeleton; the browser asks again, within what is left of the wire's 60 s.
 */
export const RENDER_BUDGET_MS = 3_000;
/** The abort reason when the borrower left (the page's stream was cancelled). */
const GONE = 'lendview:borrower-left';

export interface PageRequest {
  /** The built page and this request's parts of it. */
  parts: PageParts;
  path: string;
  search: string;
  pageOrigin: string;
  apiBase: string;
  fetch?: typeof fetch;
  /** The response's CSP nonce (its inline scripts and styles carry it). */
  nonce: string;
  /** Origins besides the page's own that server links and images may point to. */
  allowedOrigins: readonly string[];
}

/** The server entry's render (`src/entry-server.tsx`, built for the runtime). */
export type RenderScreen = typeof renderScreen;

/**
 * Server rendering with the build's server entry (`load` imports it). The document streams: its head at once, then the screen with its data
 * in one piece when the API answers within half a second, else its skeleton first and the
 * content when it arrives (within the budget, `RENDER_BUDGET_MS`; after it the API calls are
 * cancelled and the skeleton stays for the browser to fill); the data for hydration and the
 * scripts come last.
 */
export function createServerRenderer(
  load: () => Promise<RenderScreen>,
  { base, hashPaths, budgetMs = RENDER_BUDGET_MS }: { base: string; hashPaths: readonly string[]; budgetMs?: number },
): (request: PageRequest) => ReadableStream<Uint8Array> {
  const loaded = load();
  // A server entry that does not load leaves every page to the browser (each request says why).
  loaded.catch(() => undefined);

  return ({ parts, path, search, pageOrigin, apiBase, fetch, nonce, allowedOrigins }) => {
    // The screen renders its own <title> (into the body, where the document's title is read
    // from when the head has none): the native toolbar shows it from the first paint.
    const page = fillPage(parts.page.template, {
      lang: parts.lang,
      nonce,
      title: '',
      head: `${parts.head}${scriptLoader(parts, base, hashPaths, nonce)}`,
      screen: PLACEHOLDERS.screen,
    });
    const [head, tail] = aroundScreen(page);
    const encoder = new TextEncoder();
    // The budget, or the borrower leaving (the stream cancelled): either ends the API calls.
    const limit = deadline(budgetMs);
    return new ReadableStream<Uint8Array>({
      cancel() {
        limit.abort(GONE);
      },
      async start(controller) {
        controller.enqueue(encoder.encode(`${head}<div id="root" data-path="${escapeHtml(path)}">`));
        try {
          const renderScreen = await loaded;
          const signal = limit.signal;
          const screen = await renderScreen({ path, search, pageOrigin, apiBase, fetch, signal, nonce, allowedOrigins });
          await Promise.race([screen.allReady, new Promise((resolve) => setTimeout(resolve, WAIT_FOR_DATA_MS))]);
          for await (const chunk of screen.stream) controller.enqueue(chunk);
          const data = JSON.stringify(screen.data()).replace(/</g, '\\u003c');
          controller.enqueue(
            encoder.encode(`</div><script type="application/json" id="${SERVER_DATA_ID}">${data}</script>${tail}`),
          );
        } catch (error) {
          // The borrower left: nobody is reading any more.
          if (limit.signal.reason === GONE) return;
          // The shell itself failed (or the budget ran out before it was ready): the page renders
          // in the browser, as it would without a server. Only a real failure is worth a log line.
          if (!limit.signal.aborted) console.error('[lendview] server render failed:', error);
          controller.enqueue(encoder.encode(`</div>${tail}`));
        } finally {
          limit.done();
        }
        controller.close();
      },
    });
  };
}

/**
 * The head's script loader (`page-loader.js`, minified by the build) and its input: the page's
 * preloads, the screen's chunks and the app's entry, added after the first paint one per task,
 * and the hash routes it moves to their screen's path (which arrives rendered). Why it waits
 * for the paint is in the loader's own comment.
 */
function scriptLoader({ page, screenPreloads }: PageParts, base: string, hashPaths: readonly string[], nonce: string): string {
  const input = { hashPaths, base, preloads: [...page.preloads, ...screenPreloads], entry: page.entry };
  const json = JSON.stringify(input).replace(/</g, '\\u003c');
  return `<script type="application/json" id="lendview-scripts">${json}</script><script nonce="${nonce}">${page.loader}</script>`;
}
