// @vitest-environment node
import { startMock, type Mock } from './support';

let mock: Mock;
beforeAll(async () => {
  mock = await startMock();
});
afterEach(() => mock.reset());
afterAll(() => mock.close());

const C = '/api/v1/lendview/lendview-api/service/loan';
const P = '/api/v2/lendview';

async function send(path: string, init: RequestInit = {}) {
  const response = await fetch(`${mock.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    ...init,
  });
  return { status: response.status, body: await response.json() };
}

describe('mock server: bad requests get the family envelope and a sensible status', () => {
  it.each([
    [
      'E bad JSON',
      '/exhibits/user-problem/problem-detail',
      { body: '{oops' },
      400,
      { code: 400, message: 'Bad request: the body is not JSON' },
    ],
    ['E JSON that is not an object', '/exhibits/user-problem/problem-detail', { body: '[1]' }, 400, { code: 400 }],
    [
      'E missing field',
      '/exhibits/v3/loan-details/loan-details',
      { body: '{"productId":"1"}' },
      400,
      { code: 400, message: 'Bad request: missing orderId in the body' },
    ],
    [
      'E missing query',
      '/exhibits/v3/loan-details/contract-detail',
      { method: 'GET' },
      400,
      { code: 400, message: 'Bad request: missing orderNo in the query' },
    ],
    ['E unknown path', '/exhibits/v3/nothing', { body: '{}' }, 404, { code: 404 }],
    ['E wrong method', '/exhibits/user-problem/get-whatsapp', { method: 'GET' }, 405, { code: 405 }],
    [
      'E type 1 without sub-type',
      '/exhibits/user-problem/problem-save',
      { body: '{"problemType":"1","problemDetail":"x","orderNo":"174"}' },
      400,
      { code: 400 },
    ],
    ['E upload without a file', '/exhibits/user-problem/upload-problem-img', { body: '{}' }, 400, { code: 400 }],
    ['C bad JSON', `${C}/repayment-commit`, { body: 'nope' }, 400, { code: '400' }],
    ['C missing query', `${C}/repayment-way`, {}, 400, { code: '400', message: 'Bad request: missing orderId in the query' }],
    ['C unknown path', `${C}/repayment-nothing`, {}, 404, { code: '404' }],
    ['C provider mismatch', '/api/v1/lendview/other-api/service/loan/repayment-way', {}, 404, { code: '404' }],
    [
      'P missing fields',
      `${P}/promotion/register`,
      { body: '{"phone":"1"}' },
      400,
      { code: '400', message: 'Bad request: missing capcode, sid, smsCode in the body' },
    ],
    ['P unknown path', `${P}/promotion/nothing`, { method: 'GET' }, 404, { code: '404' }],
    ['unknown API version', '/api/v9/anything', { method: 'GET' }, 404, { code: '404' }],
  ])('%s', async (_, path, init, status, body) => {
    const answer = await send(path, init as RequestInit);
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ ...body, data: null });
    expect(typeof answer.body.message).toBe('string');
  });

  it('answers business refusals with HTTP 200 and the code (E numbers, C and P text)', async () => {
    expect(await send('/exhibits/user-problem/problem-detail', { body: '{"problemId":"nope"}' })).toMatchObject({
      status: 200,
      body: { code: 1 },
    });
    expect(await send(`${P}/promotion/get-sms`, { body: '{"phone":"1","capcode":"x","sid":"unknown"}' })).toMatchObject({
      status: 200,
      body: { code: '101' },
    });
  });
});

describe('mock server: test control', () => {
  it('an override answers with its status and raw body until reset', async () => {
    await mock.override({
      method: 'POST',
      path: '/user-problem/get-whatsapp',
      status: 502,
      rawBody: 'upstream down',
      contentType: 'text/plain',
    });
    const overridden = await fetch(`${mock.url}/exhibits/user-problem/get-whatsapp`, { method: 'POST', body: '{}' });
    expect(overridden.status).toBe(502);
    expect(await overridden.text()).toBe('upstream down');
    await mock.reset();
    expect(await send('/exhibits/user-problem/get-whatsapp', { body: '{}' })).toMatchObject({ status: 200, body: { code: 0 } });
  });

  it('matches the method ("*" is any) and the newest override wins', async () => {
    await mock.override({ method: '*', path: '/exhibits/user-problem/problem-list', body: { code: 7 } });
    await mock.override({ method: 'post', path: '/problem-list', body: { code: 8 } });
    expect((await send('/exhibits/user-problem/problem-list')).body).toEqual({ code: 8 });
    expect((await send('/exhibits/user-problem/problem-list', { method: 'GET' })).body).toEqual({ code: 7 });
  });

  it('an override with times answers that many requests, then the route answers again', async () => {
    await mock.override({ method: 'POST', path: '/user-problem/get-whatsapp', status: 502, rawBody: 'down', times: 1 });
    expect((await fetch(`${mock.url}/exhibits/user-problem/get-whatsapp`, { method: 'POST', body: '{}' })).status).toBe(502);
    expect(await send('/exhibits/user-problem/get-whatsapp', { body: '{}' })).toMatchObject({ status: 200, body: { code: 0 } });
  });

  it('refuses an override without method and path', async () => {
    const json = { 'content-type': 'application/json' };
    expect((await fetch(`${mock.url}/__mock/override`, { method: 'POST', headers: json, body: '{"path":"/x"}' })).status).toBe(
      400,
    );
  });

  it('reset also forgets saved complaints', async () => {
    const api = mock.api();
    await api.saveComplaint({ type: '2', subType: '', detail: 'Saved', images: [], orderNo: '174' });
    expect((await api.complaintTabs())[0].items).toHaveLength(2);
    await mock.reset();
    expect((await api.complaintTabs())[0].items).toHaveLength(1);
  });

  it('two mock servers do not share state', async () => {
    const other = await startMock();
    try {
      await mock.api().saveComplaint({ type: '2', subType: '', detail: 'Only here', images: [], orderNo: '174' });
      expect((await other.api().complaintTabs())[0].items).toHaveLength(1);
    } finally {
      await other.close();
    }
  });
});

describe('mock server: assets and markets', () => {
  it('serves the payment page the scenarios redirect to', async () => {
    const page = await fetch(`${mock.url}/mock-assets/pay.html?orderId=180&amount=%3Cb%3E`);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const html = await page.text();
    expect(html).toContain('<strong>180</strong>');
    expect(html).not.toContain('<b>');
    expect((await fetch(`${mock.url}/mock-assets/uploads/404`)).status).toBe(404);
  });

  it('family P follows Accept-Language when no languageType is sent', async () => {
    const english = await fetch(`${mock.url}${P}/service/channel/channel-template?templateId=1`, {
      headers: { 'accept-language': 'en-IN,en;q=0.9' },
    });
    expect((await english.json()).data.buttonText).toBe('Get my loan');
    const spanish = await fetch(`${mock.url}${P}/service/channel/channel-template?templateId=1`, {
      headers: { 'accept-language': 'es-MX' },
    });
    expect((await spanish.json()).data.buttonText).toBe('Quiero mi préstamo');
  });
});
