import { ApiError, type ApiAdapter } from '@lendview/api';
import type { Market } from '@lendview/screens';
import type { LendviewParameters } from './decorator';

type Extra = Omit<LendviewParameters, 'market'>;
type State = { parameters: { lendview: LendviewParameters } };

/** The states of a screen that loads data, each in both markets. */
export interface ScreenStates {
  English: State;
  Spanish: State;
  LoadingEnglish: State;
  LoadingSpanish: State;
  /** The server refused: its own message is shown (spec section 8). */
  ServerErrorEnglish: State;
  ServerErrorSpanish: State;
  /** No connection: the localized line and a retry. */
  NetworkErrorEnglish: State;
  NetworkErrorSpanish: State;
  /** The server answered with nothing to list (only for screens that list things). */
  EmptyEnglish: State;
  EmptySpanish: State;
}

/**
 * The states every data screen shows in Storybook, in both markets. `calls` are the adapter
 * methods the screen loads with; `empty` is what makes its answer empty (a fake knob or an
 * adapter), for screens that have an empty state.
 */
export function screenStates(calls: (keyof ApiAdapter)[], extra: Extra = {}, empty: Extra = {}): ScreenStates {
  const story = (market: Market, more: Extra = {}): State => ({
    parameters: { lendview: { ...extra, ...more, market, fake: { ...extra.fake, ...more.fake } } },
  });
  const failing = (error: ApiError): Extra => ({ fake: { failures: Object.fromEntries(calls.map((call) => [call, error])) } });
  const refused = failing(new ApiError('rejected', 'Service temporarily unavailable', { code: '5' }));
  const offline = failing(new ApiError('network', 'fetch failed'));
  const loading: Extra = { fake: { pending: calls } };
  return {
    English: story('en'),
    Spanish: story('es'),
    LoadingEnglish: story('en', loading),
    LoadingSpanish: story('es', loading),
    ServerErrorEnglish: story('en', refused),
    ServerErrorSpanish: story('es', refused),
    NetworkErrorEnglish: story('en', offline),
    NetworkErrorSpanish: story('es', offline),
    EmptyEnglish: story('en', empty),
    EmptySpanish: story('es', empty),
  };
}
