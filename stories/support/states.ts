import { ApiError, type ApiAdapter } from '@lendview/api';
import type { Market } from '@lendview/screens';
import type { LendviewParameters } from './decorator';

/**
 * The states every screen shows in Storybook: loaded in each market, loading, a server error
 * (its message shown) and a network error. `calls` are the adapter methods the screen loads with.
 */
export function screenStates(calls: (keyof ApiAdapter)[], extra: Omit<LendviewParameters, 'market'> = {}) {
  const story = (market: Market, fake: LendviewParameters['fake'] = {}) => ({
    parameters: { lendview: { ...extra, market, fake: { ...extra.fake, ...fake } } },
  });
  const failures = (error: ApiError) => Object.fromEntries(calls.map((call) => [call, error]));
  return {
    English: story('en'),
    Spanish: story('es'),
    Loading: story('es', { pending: calls }),
    ServerError: story('en', { failures: failures(new ApiError('rejected', 'Service temporarily unavailable', { code: '5' })) }),
    NetworkError: story('es', { failures: failures(new ApiError('network', 'fetch failed')) }),
  };
}
