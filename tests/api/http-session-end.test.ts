// @vitest-environment node
import { rejection, startMock, type Mock } from './support';

let mock: Mock;
beforeAll(async () => {
  mock = await startMock();
});
afterEach(() => mock.reset());
afterAll(() => mock.close());

const file = new Blob(['png'], { type: 'image/png' });

describe('HTTP adapter: a session that ended', () => {
  it('HTTP 401 on a family E call (JSON or not) is kind expired', async () => {
    await mock.override({ method: 'POST', path: '/user-problem/get-whatsapp', status: 401, body: { code: 0, data: {} } });
    expect(await rejection(mock.api().contactInfo())).toMatchObject({ kind: 'expired' });
    await mock.override({ method: 'POST', path: '/user-problem/get-whatsapp', status: 401, rawBody: 'Unauthorized' });
    expect(await rejection(mock.api().contactInfo())).toMatchObject({ kind: 'expired' });
  });

  it('HTTP 401 on a family C call and on the upload is kind expired', async () => {
    await mock.override({ method: 'POST', path: '/repayment-commit', status: 401, body: { code: '401', message: 'login' } });
    const commit = mock.api().commitRepayment({
      amount: '1200.00',
      bankName: 'HDFC Bank',
      cardId: '1',
      cardNo: '4111',
      couponId: null,
      orderId: '174',
      repayToken: 't',
      bankCode: 'HDFC',
      sendMsg: 0,
    });
    expect(await rejection(commit)).toMatchObject({ kind: 'expired' });
    await mock.override({ method: 'POST', path: '/upload-problem-img', status: 401, rawBody: '' });
    expect(await rejection(mock.api().uploadComplaintImage(file))).toMatchObject({ kind: 'expired' });
  });

  it('the mock answers every session call of sessionId=expired with 401', async () => {
    const api = mock.api({ session: { sessionId: 'expired', languageType: '1' } });
    expect(await rejection(api.orderDetails({ productId: '1', orderId: '174' }))).toMatchObject({ kind: 'expired' });
    expect(await rejection(api.repaymentWays('174'))).toMatchObject({ kind: 'expired' });
  });

  it("the lender's configured code means the same, with its message; other codes stay refusals", async () => {
    await mock.override({ method: 'POST', path: '/user-problem/get-whatsapp', body: { code: -100, message: 'Please log in' } });
    const api = mock.api({ sessionExpiredCodes: ['-100'] });
    expect(await rejection(api.contactInfo())).toMatchObject({ kind: 'expired', code: '-100', message: 'Please log in' });
    expect(await rejection(mock.api().contactInfo())).toMatchObject({ kind: 'rejected', code: '-100' });
    await mock.override({ method: 'POST', path: '/user-problem/get-whatsapp', body: { code: 5, message: 'Closed' } });
    expect(await rejection(api.contactInfo())).toMatchObject({ kind: 'rejected', code: '5' });
  });

  it('a promotion call (no session) answered 401 is not a session end', async () => {
    await mock.override({ method: 'GET', path: '/promotion/get-sid', status: 401, body: { code: '401', message: 'no' } });
    expect((await rejection(mock.api().promotionSid())).kind).not.toBe('expired');
  });
});
