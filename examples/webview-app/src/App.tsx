import { LendviewProvider, marketFromQuery, marketLocale, type Market } from '@lendview/screens';
import { Suspense, useEffect, useMemo, useReducer } from 'react';
import { Router } from 'wouter';
import { replayEarlyInput } from './early-tap';
import { GRIEVANCE } from './lender';
import type { AppLocation } from './location';
import { NotFound } from './NotFound';
import type { Routes } from './routing';
import type { ScreenRoute } from './screen-route';
import type { AppServices } from './services';

export interface AppProps {
  services: AppServices;
  routes: Routes;
  /** The page's address in the browser, the request's on the server. */
  location: AppLocation;
  /** The page's origin (the server's render knows it from the request). */
  pageOrigin?: string;
  /** The page's CSP nonce, for the style elements the screens inject. */
  nonce?: string;
  /** Origins besides the page's own that server links and images may point to. */
  allowedOrigins?: readonly string[];
}

/**
 * The reference app: the address (its path, or its hash route) opens one screen, by the matcher
 * the server uses too (`matchScreen`), mounted inside the provider and preloaded on match. The same tree renders on the server (the
 * page arrives with its content) and hydrates in the browser.
 */
export function App({ services, routes, location, pageOrigin, nonce, allowedOrigins }: AppProps) {
  const search = location.useSearch();
  const market = marketFromQuery(search);
  const session = services.sessionFor(search);
  const query = useMemo(() => new URLSearchParams(search), [search]);

  useEffect(() => {
    document.documentElement.lang = marketLocale(market);
  }, [market]);

  return (
    <LendviewProvider
      api={services.apiFor(session)}
      bridge={services.bridge}
      session={session}
      market={market}
      navigate={location.navigate}
      pageOrigin={pageOrigin}
      nonce={nonce}
      allowedOrigins={allowedOrigins}
      query={query}
      store={services.store}
      onError={services.onError}
      grievance={GRIEVANCE}
    >
      <Router hook={location.useLocation} searchHook={location.useSearch}>
        <Suspense fallback={<div className="app-blank" />}>
          <Matched routes={routes} location={location} services={services} search={search} market={market} />
        </Suspense>
      </Router>
    </LendviewProvider>
  );
}

/** The screen of the address, or the app's "Page not found". */
function Matched({
  routes,
  location,
  services,
  search,
  market,
}: {
  routes: Routes;
  location: AppLocation;
  services: AppServices;
  search: string;
  market: Market;
}) {
  const route = routes.get(location.useLocation()[0]);
  return route ? <Mounted key={route.id} route={route} services={services} search={search} /> : <NotFound market={market} />;
}

/**
 * A matched screen: its data request starts (idempotently) before the screen renders. Once the
 * screen is live (hydrated or rendered) `<html data-interactive>` names it: server HTML shows
 * before it can be tapped (text typed and a tap made meanwhile are replayed once the page is
 * idle), and tests and hosts can wait for this.
 */
function Mounted({ route, services, search }: { route: ScreenRoute; services: AppServices; search: string }) {
  services.start(route, search);
  const [, renderAgain] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (!route.needsApi) return;
    let mounted = true;
    services.apiReady(services.sessionFor(search)).then(
      () => mounted && renderAgain(),
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [route, services, search]);
  useEffect(() => {
    document.documentElement.dataset.interactive = route.id;
    replayEarlyInput();
  }, [route.id]);
  return <route.Component />;
}
