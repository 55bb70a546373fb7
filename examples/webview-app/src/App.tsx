import { LendviewProvider, marketFromQuery, marketLocale } from '@lendview/screens';
import { Suspense, useEffect, useMemo, useReducer } from 'react';
import { Route, Router, Switch } from 'wouter';
import { replayEarlyTap } from './early-tap';
import { GRIEVANCE } from './lender';
import type { AppLocation } from './location';
import { NotFound } from './NotFound';
import type { ScreenRoute } from './screen-route';
import type { AppServices } from './services';

export interface AppProps {
  services: AppServices;
  routes: Map<string, ScreenRoute>;
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
 * The reference app: wouter matches the address (its path, or its hash route) to one screen,
 * mounted inside the provider and preloaded on match. The same tree renders on the server (the
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
          <Switch>
            {[...routes].map(([path, route]) => (
              <Route key={path} path={path}>
                <Mounted route={route} services={services} search={search} />
              </Route>
            ))}
            <Route>
              <NotFound market={market} />
            </Route>
          </Switch>
        </Suspense>
      </Router>
    </LendviewProvider>
  );
}

/**
 * A matched screen: its data request starts (idempotently) before the screen renders. Once the
 * screen is live (hydrated or rendered) `<html data-interactive>` names it: server HTML shows
 * before it can be tapped (a tap meanwhile is replayed once the page is idle), and tests and hosts
 * can wait for this.
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
    replayEarlyTap();
  }, [route.id]);
  return <route.Component />;
}
