import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { renderScreen } from '../src/entry-server';
import { SERVER_DATA_ID } from '../src/server-page';
import { escapeHtml } from './html';

/** How long the page waits for the screen's data before it streams the skeleton first. */
const WAIT_FOR_DATA_MS = 500;
/**
 * The server's budget for the API, by default: at it the server cancels its API calls and ends
 * the page with the skeleton; the browser asks again, within what is left of the wire's 60 s.
 */
export const RENDER_BUDGET_MS = 3_000;

export interface PageRequest {
  /** The page template, `<html lang>` and preloads already set. */
  html: string;
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

/**
 * Server rendering with the build's server entry (`dist/.ssr/entry-server.js`), or `undefined`
 * for a build without one. The document streams: its head at once, then the screen with its data
 * in one piece when the API answers within half a second, else its skeleton first and the
 * content when it arrives (within the budget, `RENDER_BUDGET_MS`; after it the API calls are
 * cancelled and the skeleton stays for the browser to fill); the data for hydration and the
 * scripts come last.
 */
export function createServerRenderer(distDir: string, { base, hashPaths, budgetMs = RENDER_BUDGET_MS }: { base: string; hashPaths: string[]; budgetMs?: number }): ((request: PageRequest) => ReadableStream<Uint8Array>) | undefined {
  const entry = join(distDir, '.ssr/entry-server.js');
  if (!existsSync(entry)) return undefined;
  const loaded = import(pathToFileURL(entry).href) as Promise<{ renderScreen: typeof renderScreen }>;
  // A server entry that does not load leaves every page to the browser (each request says why).
  loaded.catch(() => undefined);

  return ({ html, path, search, pageOrigin, apiBase, fetch, nonce, allowedOrigins }) => {
    // The screen renders its own <title> (into the body, where the document's title is read
    // from when the head has none): the native toolbar shows it from the first paint.
    const [head, tail] = scriptsAfterPaint(html, base, hashPaths, nonce).replace(/<title>[^<]*<\/title>\s*/, '').split('<div id="root"></div>');
    const encoder = new TextEncoder();
    // The budget, or the borrower leaving (the stream cancelled): either ends the API calls.
    const gone = new AbortController();
    const limit = AbortSignal.any([gone.signal, AbortSignal.timeout(budgetMs)]);
    return new ReadableStream<Uint8Array>({
      cancel() {
        gone.abort();
      },
      async start(controller) {
        controller.enqueue(encoder.encode(`${head}<div id="root" data-path="${escapeHtml(path)}">`));
        try {
          const { renderScreen } = await loaded;
          const screen = await renderScreen({ path, search, pageOrigin, apiBase, fetch, signal: limit, nonce, allowedOrigins });
          await Promise.race([screen.allReady, new Promise((resolve) => setTimeout(resolve, WAIT_FOR_DATA_MS))]);
          for await (const chunk of screen.stream) controller.enqueue(chunk);
          const data = JSON.stringify(screen.data()).replace(/</g, '\\u003c');
          controller.enqueue(encoder.encode(`</div><script type="application/json" id="${SERVER_DATA_ID}">${data}</script>${tail}`));
        } catch (error) {
          // The borrower left: nobody is reading any more.
          if (gone.signal.aborted) return;
          // The shell itself failed (or the budget ran out before it was ready): the page renders
          // in the browser, as it would without a server. Only a real failure is worth a log line.
          if (!limit.aborted) console.error('[lendview] server render failed:', error);
          controller.enqueue(encoder.encode(`</div>${tail}`));
        }
        controller.close();
      },
    });
  };
}

/**
 * A server-rendered page is read before it is interactive: its scripts (the app's module and its
 * preloads, all in the template's head) start once the page has painted its content (the
 * browser's first-contentful-paint entry, or the next frame where that is not reported), so on a
 * slow network they do not take bandwidth from the page itself, nor run before it shows. The
 * loader sits in the head, so while a slow API keeps the page streaming (skeleton first) the
 * scripts download; the app waits for the whole page before it hydrates. The timer covers a page
 * that paints nothing soon (hidden web view, skeleton only). A hash route no screen answers has
 * nothing to show before its scripts: they start at once. The files are added one per task: each
 * addition starts a request, and all of them together were one task of tens of milliseconds at 10x.
 *
 * A hash address of a screen (`/#/agreementTemplate?...`, spec 2.1's hash targets: promotion
 * links, the provider's return after a payment) is one the server cannot see, so it cannot send
 * that screen's content: the page moves at once, from its head, to the same screen's path
 * (`/agreementTemplate?...`, the same query), which arrives rendered. One round trip more than a
 * path address, instead of the app's whole script and the screen's data in the browser.
 * Moves inside the app keep hash addresses (no page load).
 */
function scriptsAfterPaint(html: string, base: string, hashPaths: string[], nonce: string): string {
  const files: string[] = [];
  let entry = '';
  const page = html
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_tag, href: string) => { files.push(href); return ''; })
    .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>\s*/, (_tag, src: string) => { entry = src; return ''; });
  if (!entry) return html;
  // Plain ES5 (it runs before any feature check); one statement a line, joined below.
  const loader = `(function () {
    var d = document, done = 0, h = location.hash, r = h.split("?")[0].slice(1);
    if (${JSON.stringify(hashPaths)}.indexOf(r) >= 0) return location.replace(${JSON.stringify(base)} + h.slice(2));
    function element(tag, props) { var e = d.createElement(tag); for (var k in props) e[k] = props[k]; return e; }
    function load() {
      if (done++) return;
      var queue = ${JSON.stringify(files)}.map(function (href) { return element("link", { rel: "modulepreload", crossOrigin: "", href: href }); });
      queue.push(element("script", { type: "module", crossOrigin: "", src: ${JSON.stringify(entry)} }));
      (function next() { var e = queue.shift(); if (e) { d.head.appendChild(e); setTimeout(next); } })();
    }
    if (d.documentElement.className == "lv-hash") return load();
    var P = window.PerformanceObserver;
    if (P && (P.supportedEntryTypes || []).indexOf("paint") >= 0) {
      new P(function (list) { if (list.getEntriesByName("first-contentful-paint").length) setTimeout(load); }).observe({ type: "paint", buffered: true });
    } else requestAnimationFrame(function () { setTimeout(load); });
    setTimeout(load, 1000);
  })()`.replace(/\n\s*/g, '');
  return page.replace('</head>', `<script nonce="${nonce}">${loader}</script></head>`);
}
