import type { ApiAdapter, Session } from '@lendview/api';
import { createFakeApi, type FakeApiOptions } from '@lendview/api/fake';
import { createRecordingBridge } from '@lendview/bridge/testing';
import { LendviewProvider, type LendviewConfig, type Market } from '@lendview/screens';
import type { Decorator } from '@storybook/react-vite';
import { action } from 'storybook/actions';
import { useState, type ComponentType } from 'react';

/** What a story says about the host around its screen. */
export interface LendviewParameters {
  market?: Market;
  /** Options of the fake API (failures, pending calls, scenario knobs). */
  fake?: Omit<FakeApiOptions, 'market'>;
  /** A hand-made adapter instead of the fake. */
  api?: ApiAdapter;
  /** Methods answered differently from the fake's scenario (an empty list, say). */
  answers?: Partial<ApiAdapter>;
  session?: Session;
  /** The page query (screen parameters). */
  query?: string;
  /** Host controls of the provider (message overrides, callbacks, theme...). */
  config?: LendviewConfig;
  /** The story's args are provider props (stories of the provider itself). */
  argsAreConfig?: boolean;
}

/** Wraps every story in the provider with the fake API and a recording bridge (logged). */
export const withLendview: Decorator = (Story, context) => {
  const params: LendviewParameters = context.parameters.lendview ?? {};
  // Stories of the provider itself (host controls) take its props as args, so its docs page
  // lists them and a play function can check the callbacks it was given.
  const config = params.argsAreConfig ? { ...params.config, ...context.args } : params.config;
  return <StoryHost Story={Story} params={{ ...params, config }} />;
};

function StoryHost({ Story, params }: { Story: ComponentType; params: LendviewParameters }) {
  const market = params.market ?? 'en';
  const [api] = useState(() => ({ ...(params.api ?? createFakeApi({ market, ...params.fake })), ...params.answers }));
  const [bridge] = useState(() => createRecordingBridge());
  return (
    <LendviewProvider
      {...params.config}
      api={api}
      bridge={bridge}
      market={market}
      session={params.session ?? { userId: '1001', orderId: '174', productId: '1' }}
      query={params.query ?? ''}
      navigate={action('navigate')}
      onError={(error) => {
        action('onError')(error);
        params.config?.onError?.(error);
      }}
    >
      <Story />
    </LendviewProvider>
  );
}
