import { Hono } from 'hono';
import { mountAssets } from './assets';
import { applyOverrides, logRequests, mountControl } from './control';
import { wireRenamers, type ScenarioKnobs, type WireMap } from './data';
import { dispatch, envelope } from './dispatch';
import { routesC, routesP } from './routes-cp';
import { routesE } from './routes-e';
import { createMockState } from './state';

/** Options of {@link createMockApi}. */
export interface MockApiOptions {
  /** Serve the deployment's renamed paths and fields (the same map the client is given). */
  wireMap?: WireMap;
  /** Scenario switches applied to every request, over the request-derived ones. */
  knobs?: ScenarioKnobs;
  /**
   * The origin the answers' absolute URLs (`lendDetailsUrl`, images) point to, when the mock is
   * reached through an app's proxy: the app's origin. @defaultValue the request's origin
   */
  origin?: string;
  /**
   * Serves the test control (`/__mock/*`, `control.ts`): development and tests only, never with
   * `NODE_ENV=production`. @defaultValue `true`
   */
  control?: boolean;
}

const FAMILY_C = /^\/api\/v1\/([^/]+)\/([^/]+)\/service\/loan(\/.*)$/;
const FAMILY_P = /^\/api\/v2\/([^/]+)(\/.*)$/;

/**
 * A hono app that serves all of docs/api.md (families E, C, P) from the SDK's scenario data, with
 * its state in memory (saved complaints, uploads, captchas, registrations), plus the test
 * control endpoints of `control.ts`. It serves no app files: mount it into the app's server.
 *
 * Scenarios, chosen by the request:
 * - market: `languageType=1` in the query is English, anything else Spanish (family P, which has
 *   no session query, reads `Accept-Language` instead);
 * - `orderId` 21, 151, 110, 174, 180, 200 give those statuses, 999 an unknown one, others 174;
 * - `productId` 2 quotes without a coupon, 3 asks for a re-quote until the `isType: 1` reload;
 * - order 200 has no cards; committing with the first card asks for a code (`needValid: 1`);
 * - codes: SMS `123456`, card verification `123456`; phone `13800138000` is registered; the
 *   image captcha is in the `X-Mock-Captcha` header of its SVG.
 * Bad requests get the family envelope with 400 (bad JSON, missing fields), 404 (unknown path)
 * or 405 (wrong method); business refusals get HTTP 200 and the server's code.
 *
 * @example
 * const app = new Hono();
 * app.route('/', createMockApi());
 */
export function createMockApi(options: MockApiOptions = {}): Hono {
  const state = createMockState();
  const deps = { state, renamers: wireRenamers(options.wireMap), knobs: options.knobs ?? {}, origin: options.origin };
  const app = new Hono();

  if (options.control !== false) mountControl(app, state);
  app.use('/exhibits/*', logRequests(state), applyOverrides(state));
  app.use('/api/*', logRequests(state), applyOverrides(state));
  app.use('/mock-assets/*', applyOverrides(state));
  mountAssets(app, state);

  app.all('/exhibits/*', (c) => dispatch(c, 'E', c.req.path.slice('/exhibits'.length), routesE, deps));
  app.all('/api/*', (c) => {
    const family = FAMILY_C.exec(c.req.path);
    if (family && family[2] === `${family[1]}-api`) return dispatch(c, 'C', family[3], routesC, deps);
    const promotion = FAMILY_P.exec(c.req.path);
    if (promotion) return dispatch(c, 'P', promotion[2], routesP, deps);
    return c.json(deps.renamers.out.keys(envelope('P', '404', `Not found: ${c.req.path}`)), 404);
  });
  return app;
}
