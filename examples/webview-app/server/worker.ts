import type { Hono } from 'hono';
import page from 'virtual:lendview/server-page';
import { renderScreen } from '../src/entry-server';
import { createApp } from './app';
import { settingsFrom, type Env } from './config';

/** A Worker's bindings (`wrangler.jsonc`): the settings as `vars`, the built files as `ASSETS`. */
export interface WorkerEnv extends Env {
  ASSETS: { fetch(request: Request): Promise<Response> };
}

// One app per isolate and settings (the same for every request of a deployment): building its
// routes again for each request would be CPU time a Worker pays for.
let made: { key: string; app: Hono } | undefined;

/**
 * The app as a Cloudflare Worker (`wrangler.jsonc`): the same handler as on Node, the build's
 * page bundled in (`virtual:lendview/server-page`: a Worker has no file system), React rendering
 * with its edge build, the built files (and the host simulator's page) from the platform's assets
 * binding, and compression left to the edge. It needs `API_ORIGIN`: the bundled mock is for development on
 * Node only.
 */
export default {
  fetch(request: Request, env: WorkerEnv, context: unknown): Response | Promise<Response> {
    const { settings, problems } = settingsFrom(env);
    if (!settings.apiOrigin) problems.push('API_ORIGIN must be set: a Worker proxies the lender API, it bundles no mock');
    if (problems.length) {
      console.error(problems.join('\n'));
      return new Response('The server is not configured (see its log).', { status: 500 });
    }
    const key = JSON.stringify(settings);
    if (made?.key !== key) {
      const app = createApp({
        ...settings,
        runtime: {
          page: () => page,
          render: () => Promise.resolve(renderScreen),
          file: async (c, path) => {
            const answer = await env.ASSETS.fetch(new Request(new URL(`/${path}`, c.req.url)));
            return answer.ok ? answer : undefined;
          },
          // The assets binding serves `host.html` at `/host` (its HTML handling drops `.html`).
          hostPage: async (c) => {
            const answer = await env.ASSETS.fetch(new Request(new URL('/host', c.req.url)));
            return answer.ok ? answer.text() : undefined;
          },
        },
      });
      made = { key, app };
    }
    return made.app.fetch(request, env, context as never);
  },
};
