// @vitest-environment node
import { SESSION, rejection, startMock, type Mock } from './support';

let mock: Mock;
beforeAll(async () => {
  mock = await startMock();
});
afterEach(() => mock.reset());
afterAll(() => mock.close());

const BASE = '/api/v1/lendview/lendview-api/service/loan';
const commit = {
  amount: '1,200.00',
  bankName: 'HDFC Bank',
  cardNo: '4111********1111',
  couponId: null,
  orderId: '174',
  repayToken: 'tok-en-174',
  bankCode: 'HDFC',
  sendMsg: 1 as const,
};

describe('HTTP adapter, repayment by card (family C)', () => {
  it('repaymentWays posts an empty body with its own query beside the session query', async () => {
    const ways = await mock.api().repaymentWays('174');
    const request = await mock.last();
    expect(request.method).toBe('POST');
    expect(request.path).toBe(`${BASE}/repayment-way`);
    expect(request.body).toBeUndefined();
    expect(request.query).toMatchObject({
      device: 'dev-1',
      user: '1001',
      session: 'sess-1',
      merchant: 'M-DEFAULT',
      phone: '5512345678',
      orderId: '174',
      userId: '1001',
    });
    expect(ways.repayToken).toBe('tok-en-174');
    expect(ways.cards).toEqual([
      { id: '1', bankName: 'HDFC Bank', cardNo: '4111********1111', bankCode: 'HDFC' },
      { id: '2', bankName: 'ICICI Bank', cardNo: '5500********0004', bankCode: 'ICIC' },
    ]);
  });

  it('repaymentWays decodes an empty card list (settled order 200)', async () => {
    expect((await mock.api().repaymentWays('200')).cards).toEqual([]);
  });

  it('repaymentWays uses another provider in the path when configured', async () => {
    await mock.api({ provider: 'acme' }).repaymentWays('174');
    expect((await mock.last()).path).toBe('/api/v1/acme/acme-api/service/loan/repayment-way');
  });

  it('commitRepayment sends the body as is (couponId null) and decodes needValid', async () => {
    const api = mock.api();
    const first = await api.commitRepayment({ ...commit, cardId: '1' });
    expect((await mock.last()).body).toEqual({ ...commit, cardId: '1' });
    expect(first.needsCode).toBe(true);
    expect(first.repayRecordId).toMatch(/^RR\d+$/);
    expect((await api.commitRepayment({ ...commit, cardId: '2', sendMsg: 0 })).needsCode).toBe(false);
  });

  it('confirmRepayment: 800006 for a wrong code, success with the right one, 800005 when sent twice', async () => {
    const api = mock.api();
    const { repayRecordId } = await api.commitRepayment({ ...commit, cardId: '1' });
    const wrong = await rejection(
      api.confirmRepayment({ orderId: '174', verifyCode: '000000', repaymentRecordId: repayRecordId }),
    );
    expect(wrong).toMatchObject({ kind: 'rejected', code: '800006', message: 'Wrong verification code' });

    await api.confirmRepayment({ orderId: '174', verifyCode: '123456', repaymentRecordId: repayRecordId });
    expect((await mock.last()).body).toEqual({ orderId: '174', verifyCode: '123456', repaymentRecordId: repayRecordId });

    const twice = await rejection(
      api.confirmRepayment({ orderId: '174', verifyCode: '123456', repaymentRecordId: repayRecordId }),
    );
    expect(twice).toMatchObject({ kind: 'rejected', code: '800005', message: 'Payment already submitted' });
  });

  it('a repayToken pays once: a second new payment with it is refused 800005; repayment-way issues a fresh one', async () => {
    const api = mock.api();
    const { repayToken } = await api.repaymentWays('174');
    await api.commitRepayment({ ...commit, cardId: '2', repayToken, sendMsg: 0 });
    // A resend asks a new code for the same payment: not a second payment.
    await api.commitRepayment({ ...commit, cardId: '1', repayToken, sendMsg: 1 });
    const twice = await rejection(api.commitRepayment({ ...commit, cardId: '2', repayToken, sendMsg: 0 }));
    expect(twice).toMatchObject({ kind: 'rejected', code: '800005' });
    const fresh = (await api.repaymentWays('174')).repayToken;
    expect(fresh).not.toBe(repayToken);
    expect((await api.commitRepayment({ ...commit, cardId: '2', repayToken: fresh, sendMsg: 0 })).needsCode).toBe(false);
  });

  it('huichaoRepayment resolves with the top-level url', async () => {
    const url = await mock.api().huichaoRepayment({ userId: '1001', orderId: '174', amount: '1200' });
    expect((await mock.last()).body).toEqual({ userId: '1001', orderId: '174', amount: '1200' });
    expect(url).toBe(`${mock.url}/mock-assets/pay.html?orderId=174&amount=1200`);
  });

  it('huichaoRepayment without a url is malformed', async () => {
    await mock.override({ method: 'POST', path: '/repayment-huichao', body: { code: '00', message: '' } });
    expect((await rejection(mock.api().huichaoRepayment({ userId: '1', orderId: '1', amount: '1' }))).kind).toBe('malformed');
  });

  it('only "00" is success: code 0 and "0" are rejected; an empty message stays "" for the screen default', async () => {
    await mock.override({ method: 'POST', path: '/repayment-way', body: { code: 0, message: '', data: { bankCards: [] } } });
    expect(await rejection(mock.api().repaymentWays('174'))).toMatchObject({ kind: 'rejected', code: '0', message: '' });
    await mock.override({ method: 'POST', path: '/repayment-confirm', body: { code: '800005', message: 'Do not pay twice' } });
    const error = await rejection(mock.api().confirmRepayment({ orderId: '1', verifyCode: '123456', repaymentRecordId: 'x' }));
    expect(error).toMatchObject({ kind: 'rejected', code: '800005', message: 'Do not pay twice' });
  });

  it('the card query carries only the session keys that are present', async () => {
    await mock.api({ session: { userId: '7' }, merchantNumber: undefined }).repaymentWays('9');
    expect((await mock.last()).query).toEqual({ userId: '7', user: '7', orderId: '9' });
    await mock.api({ session: { ...SESSION, merchantNumber: 'M-PAGE' } }).repaymentWays('9');
    expect((await mock.last()).query).toMatchObject({ merchant: 'M-PAGE', merchantNumber: 'M-PAGE' });
  });
});
