// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { settingsFrom, type Env } from '../../examples/webview-app/server/config';

const APP = join(import.meta.dirname, '../../examples/webview-app');
/** `NAME=value` lines, comments left out (the format of `node.env`). */
const envFile = (text: string): Env =>
  Object.fromEntries(text.split('\n').flatMap((line) => (/^\s*(#|$)/.test(line) ? [] : [line.split(/=(.*)/s).slice(0, 2)])));

describe('server settings (config.ts), the same for Node and a Worker', () => {
  it("docs/deploy.md's Node environment (deploy/node.env) passes, as a production server", () => {
    const { settings, problems } = settingsFrom(envFile(readFileSync(join(APP, 'deploy/node.env'), 'utf8')));
    expect(problems).toEqual([]);
    expect(settings).toMatchObject({
      apiOrigin: 'https://api.lender.example',
      publicOrigin: 'https://loans.lender.example',
      allowedOrigins: ['https://api.lender.example', 'https://cdn.lender.example'],
      renderBudgetMs: 3000,
      hostSimulator: false,
      mockControl: false,
    });
  });

  it.each([
    [{ API_ORIGIN: 'https://api.lender.example/v1' }, /API_ORIGIN must be an origin/],
    [{ LENDVIEW_PUBLIC_ORIGIN: 'loans.lender.example' }, /LENDVIEW_PUBLIC_ORIGIN must be an origin/],
    [{ LENDVIEW_ALLOWED_ORIGINS: 'https://a.example javascript:alert(1)' }, /LENDVIEW_ALLOWED_ORIGINS must be an origin/],
    [{ LENDVIEW_RENDER_BUDGET_MS: 'soon' }, /LENDVIEW_RENDER_BUDGET_MS must be milliseconds/],
    [{ LENDVIEW_OPENER_POLICY: 'unsafe-none' }, /LENDVIEW_OPENER_POLICY must be one of/],
    [{ LENDVIEW_BASE: './' }, /LENDVIEW_BASE must be a path/],
  ] as [Env, RegExp][])('refuses to start on a wrong setting: %o', (env, message) => {
    expect(settingsFrom(env).problems).toEqual([expect.stringMatching(message)]);
  });
});
