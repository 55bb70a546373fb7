import { splitAddress } from '@lendview/api';
import { createBridge } from '@lendview/bridge';
import { startTransition } from 'react';
import { App } from './App';
import './app.css';
import { whenIdle } from './early-tap';
import { browserLocation, currentAppPath } from './location';
import { routeTable } from './routing';
import { LEFT_TO_BROWSER, SERVER_DATA_ID } from './server-page';
import { createServices } from './services';

/** The borrower's first touch or key: the HTTP adapter starts downloading (src/lazy-api.ts). */
const WARM_EVENTS = ['pointerdown', 'touchstart', 'keydown'];

// A server-rendered page loads this script while it may still be streaming (a slow API): the
// root and the server's data are read once the page is complete.
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();

function start() {
  const root = document.getElementById('root')!;
  const [path, search] = splitAddress(currentAppPath());
  // The server rendered this address (a hash route it cannot see rendered `/` instead, which the
  // page hid before its first paint): hydrate its HTML with the data it sent along.
  const rendered = root.dataset.path === path && root.hasChildNodes();
  const sent = document.getElementById(SERVER_DATA_ID)?.textContent;

  // Render as you fetch: the screen's data request (unless the server sent the data) and chunk
  // start here, before React DOM (the largest download, preloaded by the page) has even arrived.
  const services = createServices({
    apiBase: import.meta.env.LENDVIEW_API_BASE || window.location.origin,
    bridge: createBridge({ allowedOrigins: [window.location.origin] }),
    data: rendered && sent ? (JSON.parse(sent) as Record<string, unknown>) : undefined,
    // The page's clock starts with its request: a server that waited for a slow API spent part
    // of the wire's 60 s already.
    firstLoadTimeout: () => 60_000 - performance.now(),
  });
  const routes = routeTable(import.meta.env.DEV);
  // The server's CSP nonce (on its inline scripts; the browser hides the attribute, not the
  // property) and its allow-list of other origins for server links and images.
  const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
  const allowed =
    document.querySelector<HTMLMetaElement>('meta[name="lendview-allowed-origins"]')?.content.split(' ').filter(Boolean) ?? [];
  const first = routes.get(path);
  if (first) {
    services.start(first, search);
    // Field Web Vitals (src/vitals.ts): downloaded in the first idle period after the screen is
    // live (App.tsx marks `<html data-interactive>`; until then each idle period only looks), so
    // the first screen's scripts carry none of it. A failed download loses only the measurement.
    const measure = (): void =>
      whenIdle(() =>
        document.documentElement.dataset.interactive
          ? void import('./vitals').then(
              (m) => m.reportVitals(first.id),
              () => undefined,
            )
          : measure(),
      );
    measure();
  }
  // The HTTP adapter is not among the first screen's scripts (src/lazy-api.ts): it downloads at
  // the borrower's first touch or key, ahead of the action that needs it.
  const warm = () => {
    for (const type of WARM_EVENTS) removeEventListener(type, warm, true);
    services.apiReady(services.sessionFor(search)).catch(() => undefined);
  };
  for (const type of WARM_EVENTS) addEventListener(type, warm, { capture: true, passive: true });

  // React DOM's start-up (its module code runs when the import resolves) and the first render
  // are two tasks, not one long one: on a slow phone each is a few tens of milliseconds.
  void import('react-dom/client').then(nextTask).then(({ createRoot, hydrateRoot }) => {
    // Tests and field monitoring read this mark: the data request must start before it.
    performance.mark('lendview:render');
    const app = <App services={services} routes={routes} location={browserLocation} nonce={nonce} allowedOrigins={allowed} />;
    if (rendered) {
      // A transition: hydration yields to the main thread every few milliseconds (no long task
      // while the borrower already reads the server's HTML).
      startTransition(() => {
        hydrateRoot(root, app, {
          onRecoverableError(error) {
            if ((error as { digest?: string }).digest !== LEFT_TO_BROWSER) reportError(error);
          },
        });
      });
      return;
    }
    // Not `replaceChildren()`: Chrome 80 (the engine floor, docs/engines.md) lacks it.
    root.textContent = '';
    delete root.dataset.path;
    createRoot(root).render(app);
  });
}

function nextTask<T>(value: T): Promise<T> {
  return new Promise((resolve) => setTimeout(resolve, 0, value));
}
