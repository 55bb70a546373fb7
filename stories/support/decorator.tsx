import type { ApiAdapter, Session } from '@lendview/api';
import { createFakeApi, type FakeApiOptions } from '@lendview/api/fake';
import { createRecordingBridge } from '@lendview/bridge/testing';
import { LendviewProvider, type ColorScheme, type Market, type Theme } from '@lendview/screens';
import type { Decorator } from '@storybook/react-vite';
import { useState } from 'react';

/** What a story says about the host around its screen. */
export interface LendviewParameters {
  market?: Market;
  /** Options of the fake API (failures, pending calls, scenario knobs). */
  fake?: Omit<FakeApiOptions, 'market'>;
  /** A hand-made adapter instead of the fake. */
  api?: ApiAdapter;
  session?: Session;
  /** The page query (screen parameters). */
  query?: string;
  theme?: Theme;
  colorScheme?: ColorScheme;
}

/** Wraps every story in the provider with the fake API and a recording bridge (logged). */
export const withLendview: Decorator = (Story, context) => {
  const params: LendviewParameters = context.parameters.lendview ?? {};
  const market = params.market ?? 'en';
  const [api] = useState(() => params.api ?? createFakeApi({ market, ...params.fake }));
  const [bridge] = useState(() => createRecordingBridge());
  return (
    <LendviewProvider
      api={api}
      bridge={bridge}
      market={market}
      session={params.session ?? { userId: '1001', orderId: '174', productId: '1' }}
      query={params.query ?? ''}
      theme={params.theme}
      colorScheme={params.colorScheme}
      navigate={(to) => console.info('[navigate]', to)}
      onError={(error) => console.info('[onError]', error)}
    >
      <Story />
    </LendviewProvider>
  );
};
