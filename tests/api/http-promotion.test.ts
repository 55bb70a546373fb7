// @vitest-environment node
import { closedOrigin, rejection, SESSION, startMock, type Mock } from './support';

let mock: Mock;
beforeAll(async () => {
  mock = await startMock();
});
afterEach(() => mock.reset());
afterAll(() => mock.close());

const BASE = '/api/v2/lendview';
const track = { pageId: '9', userFrom: 'promo', clientType: 'android' as const, utmTag: 'web', appFrom: 'lendview' };
const sms = {
  phone: '13912345678',
  capcode: '',
  sid: '',
  deviceId: 'dev-1',
  appName: 'lendview',
  appFrom: 'lendview',
  userFrom: 'promo',
  utmTag: 'web',
};

/** A sid and the captcha drawn for it (the mock also sends the code in a header for tests). */
async function captcha(mock: Mock) {
  const api = mock.api();
  const sid = await api.promotionSid();
  const response = await fetch(api.captchaUrl(sid, 1));
  return { api, sid, code: response.headers.get('x-mock-captcha')!, response };
}

describe('HTTP adapter, promotion and registration (family P)', () => {
  it('promotionTemplate GETs with templateId, succeeds on "00", and keeps the template fields', async () => {
    const template = await mock.api().promotionTemplate('1');
    const request = await mock.last();
    expect(request.path).toBe(`${BASE}/service/channel/channel-template`);
    expect(request.query).toEqual({ templateId: '1' });
    expect(template).toMatchObject({ id: '1', appName: 'LendView', backgroundColor: '#0b5cff' });
  });

  it('promotionTemplate is rejected on code "0" (the template needs "00")', async () => {
    await mock.override({
      method: 'GET',
      path: '/channel-template',
      body: { code: '0', message: 'Template closed', data: { id: 1 } },
    });
    expect(await rejection(mock.api().promotionTemplate('1'))).toMatchObject({
      kind: 'rejected',
      code: '0',
      message: 'Template closed',
    });
  });

  it('family P calls carry no session query', async () => {
    await mock.api().promotionSid();
    expect((await mock.last()).query).toEqual({});
  });

  it('captchaUrl is the GET URL of an SVG with 4 characters', async () => {
    const { api, sid, code, response } = await captcha(mock);
    expect(api.captchaUrl(sid, 42)).toBe(`${mock.url}${BASE}/promotion/get-captcha?sid=${sid}&t=42`);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(code).toMatch(/^[A-Z2-9]{4}$/);
    const svg = await response.text();
    expect(svg.startsWith('<svg')).toBe(true);
    expect([...svg.matchAll(/<text[^>]*>(.)<\/text>/g)].map((m) => m[1]).join('')).toBe(code);
  });

  it('requestSms: "101" for a wrong image captcha, success with the right one', async () => {
    const { api, sid, code } = await captcha(mock);
    const wrong = await rejection(api.requestSms({ ...sms, sid, capcode: 'ZZZZ' }));
    expect(wrong).toMatchObject({ kind: 'rejected', code: '101' });
    expect(wrong.message).not.toBe('');

    await api.requestSms({ ...sms, sid, capcode: code.toLowerCase() });
    expect((await mock.last()).body).toEqual({
      phone: '13912345678',
      capcode: code.toLowerCase(),
      sid,
      deviceId: 'dev-1',
      appName: 'lendview',
      app_from: 'lendview',
      user_from: 'promo',
      utm_tag: 'web',
    });
  });

  it('register: "-1" for a wrong captcha, success, then "11" already registered', async () => {
    const { api, sid, code } = await captcha(mock);
    const registration = {
      ...sms,
      sid,
      capcode: code,
      merchantNumber: '',
      userName: 'Asha',
      smsCode: '123456',
      inviteCode: 'INV1',
      id: '1',
    };
    expect(await rejection(api.register({ ...registration, capcode: 'NOPE' }))).toMatchObject({ kind: 'rejected', code: '-1' });

    await api.register(registration);
    expect((await mock.last()).body).toEqual({
      phone: '13912345678',
      capcode: code,
      sid,
      deviceId: 'dev-1',
      appName: 'lendview',
      app_from: 'lendview',
      user_from: 'promo',
      utm_tag: 'web',
      merchantNumber: 'M-DEFAULT',
      userName: 'Asha',
      smsCode: '123456',
      invite_code: 'INV1',
      id: '1',
    });
    expect(await rejection(api.register(registration))).toMatchObject({ kind: 'rejected', code: '11' });
  });

  it('register of a known phone is "11"; a wrong SMS code is another code with its message', async () => {
    const { api, sid, code } = await captcha(mock);
    const registration = {
      ...sms,
      sid,
      capcode: code,
      merchantNumber: 'M1',
      userName: '',
      smsCode: '123456',
      inviteCode: '',
      id: '1',
    };
    expect(await rejection(api.register({ ...registration, phone: '13800138000' }))).toMatchObject({
      code: '11',
      message: 'This mobile number is already registered',
    });
    expect(await rejection(api.register({ ...registration, smsCode: '999999' }))).toMatchObject({
      code: '12',
      message: 'Wrong SMS code',
    });
  });

  it('tells the server the page market in Accept-Language, so family P answers in its language', async () => {
    const spanish = mock.api({ session: { ...SESSION, languageType: '2' } });
    const { sid, code } = await captcha(mock);
    const registration = {
      ...sms,
      sid,
      capcode: code,
      merchantNumber: 'M1',
      userName: '',
      smsCode: '123456',
      inviteCode: '',
      id: '1',
      phone: '13800138000',
    };
    expect(await rejection(spanish.register(registration))).toMatchObject({
      code: '11',
      message: 'Este número ya está registrado',
    });
    expect((await mock.last()).headers['accept-language']).toMatch(/^es-MX/);
    await mock.api().promotionSid();
    expect((await mock.last()).headers['accept-language']).toMatch(/^en-IN/);
  });

  it('trackVisit and trackClick GET their query with page_type=1 and resolve', async () => {
    await mock.api().trackVisit(track);
    expect((await mock.last()).query).toEqual({
      page_id: '9',
      user_from: 'promo',
      client_type: 'android',
      page_type: '1',
      utm_tag: 'web',
      app_from: 'lendview',
    });
    await mock.api().trackClick({ ...track, phone: '13912345678' });
    const click = await mock.last();
    expect(click.path).toBe(`${BASE}/promotion/track-click`);
    expect(click.query.phone).toBe('13912345678');
  });

  it('trackVisit and trackClick never reject: server error, bad body, closed port', async () => {
    await mock.override({ method: 'GET', path: '/promotion/track-visit', status: 500, rawBody: '<html>oops</html>' });
    await expect(mock.api().trackVisit(track)).resolves.toBeUndefined();
    await mock.override({ method: 'GET', path: '/promotion/track-click', body: { code: '1', message: 'no' } });
    await expect(mock.api().trackClick({ ...track, phone: '1' })).resolves.toBeUndefined();
    const closed = mock.api({ apiBase: await closedOrigin() });
    await expect(closed.trackVisit(track)).resolves.toBeUndefined();
  });
});
