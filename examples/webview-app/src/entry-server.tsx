import { renderToReadableStream } from 'react-dom/server';
import { App } from './App';
import { staticLocation } from './location';
import { routeTable } from './routing';
import { serverBridge } from './server-bridge';
import { LEFT_TO_BROWSER } from './server-page';
import { createServices } from './services';

export interface RenderOptions {
  /** The app path (`/fourthOliver`) and query of the request. */
  path: string;
  search: string;
  /** The request's origin: the page's origin in the browser. */
  pageOrigin: string;
  /** Where the server reaches the API (`API_ORIGIN`, or its mock) and how (the mock in-process). */
  apiBase: string;
  fetch?: typeof fetch;
  /** Stops waiting for data and cancels the API calls: what has not arrived is rendered by the browser. */
  signal: AbortSignal;
  /** The response's CSP nonce: on React's inline scripts and the screens' style elements. */
  nonce?: string;
  /** Origins besides the page's own that server links and images may point to. */
  allowedOrigins?: readonly string[];
}

export interface RenderedScreen {
  /** The app's HTML, streamed: the shell first, each screen's content when its data is there. */
  stream: ReadableStream<Uint8Array>;
  /** Settles when everything is rendered (or the render was stopped). */
  allReady: Promise<void>;
  /** The data the render loaded, for the page's store (read it after `allReady`). */
  data(): Record<string, unknown>;
}

/**
 * Renders the screen of an address on the server, with its data, so the page arrives with its
 * content (no blank page while scripts download on a slow network); the browser hydrates it.
 * Actions need the native shell: on the server the bridge talks to nothing.
 */
export async function renderScreen({
  path,
  search,
  pageOrigin,
  apiBase,
  fetch,
  signal,
  nonce,
  allowedOrigins,
}: RenderOptions): Promise<RenderedScreen> {
  const services = createServices({ apiBase, fetch, signal, bridge: serverBridge(), onError: () => undefined });
  const stream = await renderToReadableStream(
    <App
      services={services}
      routes={routeTable(false)}
      location={staticLocation(path, search)}
      pageOrigin={pageOrigin}
      nonce={nonce}
      allowedOrigins={allowedOrigins}
    />,
    {
      signal,
      nonce: nonce ? { script: nonce, style: nonce } : undefined,
      // A screen whose data failed (or was late) is rendered again in the browser, which shows
      // the error and its retry: only unexpected failures are worth a log line.
      onError(error) {
        if (signal.aborted || (error instanceof Error && error.name === 'ApiError')) return LEFT_TO_BROWSER;
        console.error('[lendview] server render:', error);
        return undefined;
      },
    },
  );
  return { stream, allReady: stream.allReady, data: () => services.store.snapshot() };
}
