// @vitest-environment node
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { unstable_getMiniflareWorkerOptions } from 'wrangler';
import { settingsFrom, type Env } from '../../examples/webview-app/server/config';

// Wrangler checks that the config's assets folder exists: this runs after the app's build.
const APP = join(import.meta.dirname, '../../examples/webview-app');

describe('server settings (config.ts) of the Worker', () => {
  it("the Worker's vars (wrangler.jsonc) pass, as a production server", () => {
    // As Wrangler reads the file for a deploy.
    const { workerOptions } = unstable_getMiniflareWorkerOptions(join(APP, 'wrangler.jsonc'));
    const { settings, problems } = settingsFrom(workerOptions.bindings as Env);
    expect(problems).toEqual([]);
    expect(settings).toMatchObject({ apiOrigin: 'https://api.lender.example', mockControl: false, hostSimulator: false });
  });
});
