// @vitest-environment node
import { ApiError } from '@lendview/api';
import { createHttpApi } from '@lendview/api/http';
import { closedOrigin, rejection, startMock, type Mock } from './support';

let mock: Mock;
beforeAll(async () => {
  mock = await startMock();
});
afterEach(() => mock.reset());
afterAll(() => mock.close());

const WHATSAPP = '/user-problem/get-whatsapp';

describe('HTTP adapter, common rules of docs/api.md', () => {
  it('sends X-Requested-With and Accept on GET and POST, and JSON bodies', async () => {
    await mock.api().contract('174');
    await mock.api().contactInfo();
    const [get, post] = await mock.requests();
    for (const request of [get, post]) {
      expect(request.headers['x-requested-with']).toBe('XMLHttpRequest');
      expect(request.headers.accept).toBe('application/json');
    }
    expect(post.headers['content-type']).toBe('application/json');
  });

  it('appends the session keys of the page, in docs/api.md order, and falls back to the default merchantNumber', async () => {
    await mock.api().contactInfo();
    const { query } = await mock.last();
    expect(Object.keys(query)).toEqual([
      'deviceId',
      'appVersion',
      'userId',
      'appName',
      'sessionId',
      'clientType',
      'merchantNumber',
      'mobilePhone',
      'languageType',
    ]);
    expect(query).toMatchObject({ deviceId: 'dev-1', merchantNumber: 'M-DEFAULT', languageType: '1' });
  });

  it('sends only the session keys that are present (never "undefined"), and the page merchantNumber over the default', async () => {
    await mock.api({ session: { userId: '7', merchantNumber: 'M-PAGE' } }).contactInfo();
    expect((await mock.last()).query).toEqual({ userId: '7', merchantNumber: 'M-PAGE' });
    await mock.api({ session: {}, merchantNumber: undefined }).contactInfo();
    expect((await mock.last()).query).toEqual({});
  });

  it('accepts an apiBase with a trailing slash', async () => {
    await mock.api({ apiBase: `${mock.url}/` }).contactInfo();
    expect((await mock.last()).path).toBe(`/exhibits${WHATSAPP}`);
  });

  it('family E: any code but 0 is rejected with the server message and code; "0" as text is success', async () => {
    await mock.override({ method: 'POST', path: WHATSAPP, body: { code: 5, message: 'Service closed', data: null } });
    expect(await rejection(mock.api().contactInfo())).toMatchObject({ kind: 'rejected', code: '5', message: 'Service closed' });

    await mock.override({ method: 'POST', path: WHATSAPP, body: { code: '0', data: { phone: 1, va: 2, email: 'e' } } });
    expect(await mock.api().contactInfo()).toEqual({ messagingNumber: '1', telephone: '2', email: 'e' });
  });

  it('a failure code with an HTTP error status is still the server refusal', async () => {
    await mock.override({ method: 'POST', path: WHATSAPP, status: 503, body: { code: 503, message: 'Maintenance' } });
    expect(await rejection(mock.api().contactInfo())).toMatchObject({ kind: 'rejected', code: '503', message: 'Maintenance' });
  });

  it.each([
    ['a non-JSON body', { rawBody: '<html>Internal error</html>', status: 500 }],
    ['an empty body', { rawBody: '' }],
    ['a body without code', { body: { message: 'ok', data: {} } }],
    ['a JSON array', { body: [1, 2] }],
    ['data of the wrong type', { body: { code: 0, data: 'phone' } }],
    ['a field of the wrong type', { body: { code: 0, data: { phone: { n: 1 } } } }],
  ])('%s is malformed, not a crash', async (_, answer) => {
    await mock.override({ method: 'POST', path: WHATSAPP, ...answer });
    const error = await rejection(mock.api().contactInfo());
    expect(error).toBeInstanceOf(ApiError);
    expect(error.kind).toBe('malformed');
  });

  it.each([502, 503, 504])('a gateway %i without an envelope is a network failure (the API is out of reach)', async (status) => {
    await mock.override({ method: 'POST', path: WHATSAPP, status, rawBody: '<html>Bad gateway</html>' });
    const error = await rejection(mock.api().contactInfo());
    expect(error.kind).toBe('network');
    expect(error.message).toBe(`HTTP ${status} from a gateway`);
  });

  it('a list that is not a list is malformed', async () => {
    await mock.override({ method: 'POST', path: '/problem-list', body: { code: 0, data: { tabs: { title: 'x' } } } });
    expect((await rejection(mock.api().complaintTabs())).kind).toBe('malformed');
  });

  it('times out with kind timeout when the server is slower than the timeout option', async () => {
    await mock.override({ method: 'POST', path: WHATSAPP, delayMs: 1500 });
    const started = Date.now();
    const error = await rejection(mock.api({ timeout: 80 }).contactInfo());
    expect(error.kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(1200);
  });

  it('a delayed answer within the timeout succeeds', async () => {
    await mock.override({ method: 'POST', path: WHATSAPP, delayMs: 50 });
    expect((await mock.api({ timeout: 2000 }).contactInfo()).email).toBe('support@lendview.in');
  });

  it('fails with kind network when nothing listens', async () => {
    const api = createHttpApi({ apiBase: await closedOrigin(), session: {} });
    const error = await rejection(api.contactInfo());
    expect(error).toMatchObject({ kind: 'network' });
  });

  it('uses the configured fetch for every call, upload included', async () => {
    const seen: string[] = [];
    const spy: typeof fetch = (input, init) => {
      seen.push(`${init?.method} ${new URL(String(input instanceof Request ? input.url : input)).pathname}`);
      return fetch(input, init);
    };
    const api = mock.api({ fetch: spy });
    await api.contactInfo();
    await api.uploadComplaintImage(new Blob(['x'], { type: 'image/png' }));
    expect(seen).toEqual([`POST /exhibits${WHATSAPP}`, 'POST /exhibits/user-problem/upload-problem-img']);
  });

  it('an upload aborted before it starts, or while the server is slow, fails with kind aborted', async () => {
    const api = mock.api();
    const before = new AbortController();
    before.abort();
    expect((await rejection(api.uploadComplaintImage(new Blob(['x']), { signal: before.signal }))).kind).toBe('aborted');

    await mock.override({ method: 'POST', path: '/upload-problem-img', delayMs: 500 });
    const during = new AbortController();
    const upload = api.uploadComplaintImage(new Blob(['x'], { type: 'image/png' }), { signal: during.signal });
    setTimeout(() => during.abort(), 50);
    expect((await rejection(upload)).kind).toBe('aborted');
  });

  it('calls leave no abort listener on the adapter signal (a long-lived signal did not grow per call)', async () => {
    const adapter = new AbortController();
    const added = vi.spyOn(adapter.signal, 'addEventListener');
    const removed = vi.spyOn(adapter.signal, 'removeEventListener');
    const api = mock.api({ signal: adapter.signal });
    await api.contactInfo();
    await api.uploadComplaintImage(new Blob(['x'], { type: 'image/png' }), { signal: new AbortController().signal });
    expect(added).toHaveBeenCalledTimes(2);
    expect(removed.mock.calls.map((call) => call[1])).toEqual(added.mock.calls.map((call) => call[1]));
  });

  it('an upload slower than the timeout fails with kind timeout', async () => {
    await mock.override({ method: 'POST', path: '/upload-problem-img', delayMs: 1500 });
    expect((await rejection(mock.api({ timeout: 80 }).uploadComplaintImage(new Blob(['x'])))).kind).toBe('timeout');
  });
});

describe('HTTP adapter: statuses and redirects (hostile API)', () => {
  it('an HTTP 500 whose body says code 0 is not a success (status honoured)', async () => {
    await mock.override({
      method: 'POST',
      path: WHATSAPP,
      status: 500,
      body: { code: 0, data: { phone: '1', va: '2', email: 'e' } },
    });
    expect(await rejection(mock.api().contactInfo())).toMatchObject({ kind: 'malformed' });
  });

  it('a 502 whose body says code 0 is a connection problem', async () => {
    await mock.override({ method: 'POST', path: WHATSAPP, status: 502, body: { code: 0, data: {} } });
    expect(await rejection(mock.api().contactInfo())).toMatchObject({ kind: 'network' });
  });

  it('a redirect to a foreign origin is refused as a network error and never followed', async () => {
    const { createServer } = await import('node:http');
    const foreignHits: string[] = [];
    const foreign = createServer((request, response) => {
      foreignHits.push(request.url ?? '');
      response.setHeader('Content-Type', 'application/json');
      response.end(JSON.stringify({ code: 0, data: { phone: '666', va: '666', email: 'evil@evil.example' } }));
    });
    await new Promise<void>((resolve) => foreign.listen(0, '127.0.0.1', resolve));
    const foreignUrl = `http://127.0.0.1:${(foreign.address() as { port: number }).port}/steal`;
    const redirector = createServer((_request, response) => {
      response.writeHead(302, { Location: foreignUrl });
      response.end();
    });
    await new Promise<void>((resolve) => redirector.listen(0, '127.0.0.1', resolve));
    try {
      const api = mock.api({ apiBase: `http://127.0.0.1:${(redirector.address() as { port: number }).port}` });
      expect(await rejection(api.contactInfo())).toMatchObject({ kind: 'network' });
      expect(foreignHits).toEqual([]);
    } finally {
      foreign.close();
      redirector.close();
    }
  });
});
