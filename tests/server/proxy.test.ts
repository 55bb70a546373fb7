// @vitest-environment node
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { listen } from './support';

/** A stand-in API that records what reaches it and answers as each test says. */
function upstream() {
  const seen: IncomingMessage[] = [];
  let answer: (req: IncomingMessage, res: import('node:http').ServerResponse) => void = (_req, res) => {
    res.setHeader('Content-Type', 'application/json');
    res.setHeader('Set-Cookie', 'track=1');
    res.end('{"code":0,"data":{}}');
  };
  const server: Server = createServer((req, res) => {
    seen.push(req);
    answer(req, res);
  });
  return {
    seen,
    answer: (next: typeof answer) => {
      answer = next;
    },
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as { port: number }).port}`)),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const api = upstream();
let app: Awaited<ReturnType<typeof listen>>;
beforeAll(async () => {
  app = await listen({ apiOrigin: await api.start() });
});
afterEach(() => {
  api.seen.length = 0;
});
afterAll(async () => {
  await app.close();
  await api.close();
});

const WHATSAPP = '/exhibits/user-problem/get-whatsapp';

describe('API proxy (API_ORIGIN): only the wire', () => {
  it('forwards a wire path with its method, query and body, and only the listed headers', async () => {
    const response = await fetch(`${app.url}${WHATSAPP}?userId=7`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'x-requested-with': 'XMLHttpRequest',
        cookie: 'session=secret',
        'x-forwarded-for': '6.6.6.6',
        authorization: 'Bearer x',
      },
      body: '{"overall":1}',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(api.seen).toHaveLength(1);
    const [seen] = api.seen;
    expect(seen!.url).toBe(`${WHATSAPP}?userId=7`);
    expect(seen!.headers).toMatchObject({ 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' });
    expect(seen!.headers.cookie).toBeUndefined();
    expect(seen!.headers['x-forwarded-for']).toBeUndefined();
    expect(seen!.headers.authorization).toBeUndefined();
  });

  it.each([
    ['the mock control', 'POST', '/__mock/reset', 404],
    ['the mock images', 'GET', '/mock-assets/logo.svg', 404],
    ['an unknown API path', 'POST', '/exhibits/admin/delete-everything', 404],
    ['a path beside the wire', 'GET', '/api/v1/lendview/lendview-api/service/loan/../../../../secret', 404],
    ['a wrong method', 'GET', WHATSAPP, 405],
    ['DELETE on a wire path', 'DELETE', '/exhibits/v3/loan-confirm/loan-detail-push', 405],
  ])('refuses %s (%s %s) without asking the API', async (_, method, path, status) => {
    const response = await fetch(`${app.url}${path}`, { method });
    expect(response.status).toBe(status);
    expect(api.seen).toEqual([]);
  });

  it('an API redirect is not followed: 502, and the redirect target is never asked', async () => {
    const foreign = upstream();
    const foreignUrl = await foreign.start();
    api.answer((_req, res) => {
      res.writeHead(302, { Location: `${foreignUrl}/steal` });
      res.end();
    });
    try {
      const response = await fetch(`${app.url}${WHATSAPP}`, { method: 'POST', body: '{}' });
      expect(response.status).toBe(502);
      expect(response.headers.get('location')).toBeNull();
      expect(foreign.seen).toEqual([]);
    } finally {
      await foreign.close();
    }
  });

  it('cancels the API call when the page request goes away (no connection outlives its request)', async () => {
    let closed = 0;
    api.answer((req) => {
      req.socket.on('close', () => {
        closed += 1;
      });
    });
    const controller = new AbortController();
    const pending = fetch(`${app.url}${WHATSAPP}`, { method: 'POST', body: '{}', signal: controller.signal }).catch(
      () => undefined,
    );
    await vi.waitFor(() => expect(api.seen).toHaveLength(1));
    controller.abort();
    await pending;
    await vi.waitFor(() => expect(closed).toBe(1), { timeout: 5000 });
  });
});
