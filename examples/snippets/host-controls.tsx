// #region host-page
import type { ApiAdapter } from '@lendview/api';
import type { NativeBridge } from '@lendview/bridge';
import { LendviewProvider, overrideMessages, type Navigate } from '@lendview/screens';
import { CustomerService } from '@lendview/screens/customer-service';

/** The host's analytics client (any: the callbacks hand it plain objects). */
export interface Analytics {
  send(event: string, data: object): void;
}

// Made once, outside render: a new object on every render would re-render the screen.
const messages = overrideMessages({
  es: { 'Customer service': 'Ayuda', Call: 'Marcar' },
  en: { 'Calls are not available here. Please dial {phone}.': 'Please call us on {phone}.' },
});

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
  return (
    <LendviewProvider
      api={api}
      bridge={bridge}
      session={{ userId: '1001' }}
      market="es"
      navigate={go}
      messages={messages}
      // Inline functions are fine: the provider reads them through refs, so a new function on
      // each render neither re-renders the screen nor subscribes anything again.
      onScreenView={(view) => analytics.send('screen_view', view)}
      onReady={(view) => analytics.send('screen_ready', view)}
      onAction={(action) => analytics.send(action.kind === 'bridge' ? `bridge_${action.action}` : 'navigate', action)}
    >
      <CustomerService />
    </LendviewProvider>
  );
}
// #endregion
