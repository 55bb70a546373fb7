// Type tests, checked by `npm run typecheck` (tsc), not run: each `expectTypeOf` and
// `@ts-expect-error` below fails the type check when the public types stop saying it.
import { SCREEN_PATHS, type ScreenId, type ScreenPaths } from '@lendview/screens';
import { SCREEN_PATHS as SERVER_SCREEN_PATHS, type ScreenId as ServerScreenId } from '@lendview/screens/server';
import { expectTypeOf } from 'vitest';

/** The screens whose paths say they are mounted in development builds only. */
type DevOnlyScreen = {
  [Id in ScreenId]: (typeof SCREEN_PATHS)[Id] extends { devOnly: true } ? Id : never;
}[ScreenId];

describe('ScreenId', () => {
  it('names every screen of the SDK, by its folder and subpath export', () => {
    expectTypeOf<ScreenId>().toEqualTypeOf<
      | 'about-us'
      | 'bind-card'
      | 'card-repayment'
      | 'complaint-details'
      | 'complaint-form'
      | 'complaint-home'
      | 'complaint-list'
      | 'customer-service'
      | 'download'
      | 'extension'
      | 'instalment-repayment'
      | 'loan-agreement'
      | 'loan-confirmation'
      | 'loan-details'
      | 'login-failure'
      | 'official-pages'
      | 'official-site'
      | 'privacy-notice'
      | 'registration'
      | 'repayment-instructions'
      | 'repayment-result'
      | 'test-preview'
    >();
  });

  it('is a closed set: a misspelt screen does not compile', () => {
    expectTypeOf<string>().not.toExtend<ScreenId>();
    // @ts-expect-error a screen id is one of the SDK's screens, not any string
    const misspelt: ScreenId = 'customer-services';
    void misspelt;
  });

  it('keys SCREEN_PATHS, whose every entry a router can read as ScreenPaths', () => {
    expectTypeOf<keyof typeof SCREEN_PATHS>().toEqualTypeOf<ScreenId>();
    expectTypeOf(SCREEN_PATHS).toExtend<Record<ScreenId, ScreenPaths>>();
    expectTypeOf(SCREEN_PATHS['loan-details'].paths).toExtend<readonly string[]>();
    // A router that routes every screen reads `hashPaths` and `devOnly` as optional.
    const entry: ScreenPaths = SCREEN_PATHS['customer-service'];
    expectTypeOf(entry.hashPaths).toEqualTypeOf<readonly string[] | undefined>();
  });

  it('marks the developer test page, and only it, as development-only', () => {
    expectTypeOf<DevOnlyScreen>().toEqualTypeOf<'test-preview'>();
  });

  it('is the same type from the server entry, which a server router imports without React', () => {
    expectTypeOf<ServerScreenId>().toEqualTypeOf<ScreenId>();
    expectTypeOf(SERVER_SCREEN_PATHS).toEqualTypeOf(SCREEN_PATHS);
  });
});
