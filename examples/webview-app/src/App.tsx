import { LendviewProvider, marketFromQuery, marketLocale } from '@lendview/screens';
import { Suspense, useEffect, useMemo } from 'react';
import { navigate, useAppPath, useAppSearch } from './location';
import { NotFound } from './NotFound';
import type { ScreenRoute } from './screen-route';
import type { AppServices } from './services';

/** The reference app: one screen per address, inside the provider, preloaded on match. */
export function App({ services, routes }: { services: AppServices; routes: Map<string, ScreenRoute> }) {
  const path = useAppPath();
  const search = useAppSearch();
  const route = routes.get(path);
  const market = marketFromQuery(search);
  const session = services.sessionFor(search);
  const api = services.apiFor(session);
  const query = useMemo(() => new URLSearchParams(search), [search]);

  if (route) services.start(route, search);

  useEffect(() => {
    document.documentElement.lang = marketLocale(market);
  }, [market]);

  return (
    <LendviewProvider
      api={api}
      bridge={services.bridge}
      session={session}
      market={market}
      navigate={navigate}
      query={query}
      store={services.store}
      onError={services.onError}
    >
      <Suspense fallback={<div className="app-blank" />}>
        {route ? <route.Component key={path} /> : <NotFound market={market} />}
      </Suspense>
    </LendviewProvider>
  );
}
