// @vitest-environment node
import { settingsFrom } from '../../examples/webview-app/server/config';
import { listen } from './support';

let app: Awaited<ReturnType<typeof listen>>;
beforeAll(async () => {
  app = await listen();
});
afterAll(() => app.close());

const FOREIGN = { origin: 'https://evil.example' };

describe("the bundled mock's test control (issue 27: the mock was open to any website)", () => {
  it('bug: a foreign page read the request log (sessions): no CORS on /__mock/*', async () => {
    const log = await fetch(`${app.url}/__mock/requests`, { headers: FOREIGN });
    expect(log.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${app.url}/__mock/override`, {
      method: 'OPTIONS',
      headers: { ...FOREIGN, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-methods')).toBeNull();
  });

  it('bug: a text/plain override (no preflight needed) turned answers into script: only JSON bodies', async () => {
    const override = { method: '*', path: '/user-problem/get-whatsapp', rawBody: '<script>1</script>', contentType: 'text/html' };
    const sent = await fetch(`${app.url}/__mock/override`, {
      method: 'POST',
      headers: { ...FOREIGN, 'content-type': 'text/plain' },
      body: JSON.stringify(override),
    });
    expect(sent.status).toBe(415);
    const answer = await fetch(`${app.url}/exhibits/user-problem/get-whatsapp`, { method: 'POST', body: '{}' });
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('the API itself still answers pages opened from a file (CORS)', async () => {
    const answer = await fetch(`${app.url}/exhibits/user-problem/get-whatsapp`, { method: 'POST', body: '{}', headers: FOREIGN });
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('is off with NODE_ENV=production', async () => {
    const { settings } = settingsFrom({ NODE_ENV: 'production' });
    expect(settings.mockControl).toBe(false);
    const production = await listen({ mockControl: settings.mockControl });
    try {
      expect((await fetch(`${production.url}/__mock/requests`)).status).toBe(404);
      expect((await fetch(`${production.url}/__mock/reset`, { method: 'POST' })).status).toBe(404);
    } finally {
      await production.close();
    }
    expect(settingsFrom({}).settings.mockControl).toBe(true);
  });
});
