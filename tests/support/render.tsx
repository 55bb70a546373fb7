import type { ApiAdapter, Session } from '@lendview/api';
import { createFakeApi } from '@lendview/api/fake';
import { LendviewProvider, type LendviewConfig, type Market } from '@lendview/screens';
import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { createTestBridge } from './bridge-contract';

export interface RenderScreenOptions extends LendviewConfig {
  market?: Market;
  api?: ApiAdapter;
  bridge?: ReturnType<typeof createTestBridge>;
  session?: Session;
  /** The page query (screen parameters). */
  query?: string;
}

/**
 * Renders a screen as a host would: in the provider, with the fake API of the market, a
 * recording bridge whose every message is checked against the bridge JSON Schema, and spies
 * for navigation and errors.
 */
export function renderScreen(ui: ReactElement, options: RenderScreenOptions = {}) {
  const { market = 'en', query = '', session = {}, ...config } = options;
  const api = options.api ?? createFakeApi({ market });
  const bridge = options.bridge ?? createTestBridge();
  const navigate = vi.fn<(to: string, options?: { replace?: boolean }) => void>();
  const onError = vi.fn<(error: Error) => void>();
  const result = render(
    <LendviewProvider
      pageOrigin="https://app.lendview.test"
      {...config}
      api={api}
      bridge={bridge}
      session={session}
      market={market}
      navigate={navigate}
      query={query}
      onError={onError}
    >
      {ui}
    </LendviewProvider>,
  );
  return { ...result, api, bridge, navigate, onError };
}

/**
 * {@link renderScreen} inside an awaited `act()`: the fake API's first answers have arrived when
 * it returns, so the screen shows its content, not its skeleton. A plain `renderScreen` of a
 * screen that suspends stays suspended: React 19.3 retries a first render that suspended only
 * when the `act` around it was awaited (its ping waits on an act queue nobody flushes otherwise).
 */
export async function showScreen(ui: ReactElement, options: RenderScreenOptions = {}) {
  let rendered!: ReturnType<typeof renderScreen>;
  await act(async () => {
    rendered = renderScreen(ui, options);
  });
  return rendered;
}
