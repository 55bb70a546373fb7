// #region field-vitals
import type { ApiAdapter } from '@lendview/api';
import type { NativeBridge } from '@lendview/bridge';
import { LendviewProvider, type Navigate, type ScreenView } from '@lendview/screens';
import { CustomerService } from '@lendview/screens/customer-service';
import type { VitalsObserver } from '@lendview/screens/vitals';
import { useState } from 'react';

/** The host's analytics client (any: the callback hands it plain objects). */
export interface Analytics {
  send(event: string, data: object): void;
}

/**
 * Field Web Vitals for a host page: the provider tells it each screen view, and once the first
 * screen is ready it loads `@lendview/screens/vitals` in an idle moment. Until then the page has
 * downloaded none of it.
 */
export function fieldVitals(analytics: Analytics) {
  const views: { view: ScreenView; at: number }[] = [];
  let observer: VitalsObserver | undefined;
  let started = false;
  const load = () =>
    import('@lendview/screens/vitals')
      .then(({ observeVitals }) => {
        observer = observeVitals({
          view: views[0]!.view,
          onVitals: (vital) => analytics.send('web_vital', vital),
        });
        // Screens shown while the module downloaded, at the time they were shown.
        for (const { view, at } of views.slice(1)) observer.view(view, at);
      })
      // Offline, say: the page loses its measurement, never its screen.
      .catch(() => undefined);
  return {
    onScreenView(view: ScreenView) {
      views.push({ view, at: performance.now() });
      observer?.view(view);
    },
    onReady(view: ScreenView) {
      if (started) return;
      started = true;
      // A screen whose data was there at once is ready in the same commit as its view.
      if (!views.length) views.push({ view, at: 0 });
      // WebKit has no requestIdleCallback.
      if (typeof requestIdleCallback === 'function') requestIdleCallback(load);
      else setTimeout(load, 200);
    },
  };
}

export function HelpPage({
  api,
  bridge,
  go,
  analytics,
}: {
  api: ApiAdapter;
  bridge: NativeBridge;
  go: Navigate;
  analytics: Analytics;
}) {
  // One per page, made once: it keeps the page's screen views.
  const [vitals] = useState(() => fieldVitals(analytics));
  return (
    <LendviewProvider
      api={api}
      bridge={bridge}
      session={{ userId: '1001' }}
      market="en"
      navigate={go}
      onScreenView={vitals.onScreenView}
      onReady={vitals.onReady}
    >
      <CustomerService />
    </LendviewProvider>
  );
}
// #endregion
