// @vitest-environment node
import { ApiError } from '@lendview/api';
import { createFakeApi, SMS_CODE, VERIFY_CODE } from '@lendview/api/fake';
import { rejection } from './support';

const ref = { productId: '1', orderId: '174' };
const commit = {
  amount: '1',
  bankName: 'b',
  cardId: '1',
  cardNo: 'n',
  couponId: null,
  orderId: '174',
  repayToken: 't',
  bankCode: 'c',
  sendMsg: 0 as const,
};

describe('createFakeApi', () => {
  it('serves each market in its language and currency data', async () => {
    expect((await createFakeApi({ market: 'en' }).contactInfo()).email).toBe('support@lendview.in');
    expect((await createFakeApi({ market: 'es' }).contactInfo()).email).toBe('soporte@lendview.mx');
    expect((await createFakeApi({ market: 'es' }).instalmentPlan(ref)).groups[0].channels[0].payCode).toBe('OXXO');
  });

  it('picks the order scenario from the option over the requested order, else the request, else 174', async () => {
    expect((await createFakeApi({ market: 'en', orderId: '180' }).orderDetails(ref)).status).toBe(180);
    expect((await createFakeApi({ market: 'en' }).orderDetails({ productId: '1', orderId: '200' })).status).toBe(200);
    expect((await createFakeApi({ market: 'en' }).orderDetails({ productId: '1', orderId: 'x' })).status).toBe(174);
    expect((await createFakeApi({ market: 'en', orderId: '999' }).orderDetails(ref)).status).toBe(999);
  });

  it('fills {origin} in URLs with the origin option', async () => {
    const api = createFakeApi({ market: 'en', orderId: '180', origin: 'https://host.test' });
    expect((await api.orderDetails(ref)).repayUrl).toBe('https://host.test/mock-assets/pay.html?orderId=180');
    expect(await api.submitLoan({ amount: '1', periods: '1', termUnit: 'day', productId: '7' })).toBe(
      'https://host.test/mottoesWith?orderId=21&productId=7',
    );
  });

  it('applies the scenario knobs: coupon, requote, noCards, cardNeedsCode, emptyComplaints', async () => {
    expect((await createFakeApi({ market: 'en' }).loanQuote({ productId: '1' })).couponAmount).toBe('100.00');
    expect((await createFakeApi({ market: 'en', coupon: false }).loanQuote({ productId: '1' })).couponAmount).toBe('');
    const requote = createFakeApi({ market: 'es', requote: true });
    expect((await requote.loanQuote({ productId: '1' })).needsRequote).toBe(true);
    expect(await requote.loanQuote({ productId: '1', requote: true })).toMatchObject({ needsRequote: false, amount: '2,700.00' });
    expect((await createFakeApi({ market: 'en', noCards: true }).repaymentWays('174')).cards).toEqual([]);
    expect((await createFakeApi({ market: 'en' }).commitRepayment(commit)).needsCode).toBe(true);
    expect((await createFakeApi({ market: 'en', cardNeedsCode: false }).commitRepayment(commit)).needsCode).toBe(false);
    const tabs = await createFakeApi({ market: 'en', emptyComplaints: true }).complaintTabs();
    expect(tabs.map((t) => t.items.length)).toEqual([0, 0, 0]);
  });

  it('keeps state per instance: a saved complaint appears in its tabs only', async () => {
    const api = createFakeApi({ market: 'es', emptyComplaints: true });
    await api.saveComplaint({ type: '2', subType: '', detail: 'Pago doble', images: ['u1'], orderNo: '174' });
    const [pending] = await api.complaintTabs();
    expect(pending.items).toHaveLength(1);
    expect(pending.items[0]).toMatchObject({ type: 'Pago', content: 'Pago doble' });
    expect((await api.complaintDetail(pending.items[0].id)).images).toEqual(['u1']);
    expect((await createFakeApi({ market: 'es', emptyComplaints: true }).complaintTabs())[0].items).toEqual([]);
  });

  it('refuses as the server does: collection on an order without isShow, wrong and repeated confirmation codes, a registered phone', async () => {
    const api = createFakeApi({ market: 'en' });
    expect(
      await rejection(api.saveComplaint({ type: '1', subType: '101', detail: 'x', images: [], orderNo: '110' })),
    ).toMatchObject({ kind: 'rejected', code: '1' });
    const { repayRecordId } = await api.commitRepayment(commit);
    expect(
      await rejection(api.confirmRepayment({ orderId: '174', verifyCode: '111111', repaymentRecordId: repayRecordId })),
    ).toMatchObject({ code: '800006' });
    await api.confirmRepayment({ orderId: '174', verifyCode: VERIFY_CODE, repaymentRecordId: repayRecordId });
    expect(
      await rejection(api.confirmRepayment({ orderId: '174', verifyCode: VERIFY_CODE, repaymentRecordId: repayRecordId })),
    ).toMatchObject({ code: '800005' });
    const registration = {
      phone: '13800138000',
      capcode: 'A',
      sid: 's',
      deviceId: 'd',
      appName: 'a',
      appFrom: '',
      userFrom: '',
      utmTag: '',
      merchantNumber: '',
      userName: '',
      smsCode: SMS_CODE,
      inviteCode: '',
      id: '1',
    };
    expect(await rejection(api.register(registration))).toMatchObject({
      code: '11',
      message: 'This mobile number is already registered',
    });
    await expect(api.register({ ...registration, phone: '13912345678' })).resolves.toBeUndefined();
  });

  it('rejects the configured failures with the given error', async () => {
    const failure = new ApiError('rejected', 'Closed', { code: '5' });
    const api = createFakeApi({ market: 'en', failures: { contactInfo: failure } });
    await expect(api.contactInfo()).rejects.toBe(failure);
    await expect(api.contract('174')).resolves.toMatchObject({ userName: 'Asha Verma' });
  });

  it('never rejects tracking, even when a failure is configured for it', async () => {
    const api = createFakeApi({ market: 'en', failures: { trackVisit: new ApiError('network', 'x') } });
    await expect(
      api.trackVisit({ pageId: '1', userFrom: '', clientType: 'ios', utmTag: '', appFrom: '' }),
    ).resolves.toBeUndefined();
  });

  it('leaves pending calls unsettled', async () => {
    const api = createFakeApi({ market: 'en', pending: ['contactInfo'] });
    const settled = vi.fn();
    api.contactInfo().then(settled, settled);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).not.toHaveBeenCalled();
    await expect(api.contract('1')).resolves.toBeDefined();
  });

  it('answers after delayMs (fake timers), and in a microtask without a delay', async () => {
    vi.useFakeTimers();
    try {
      const api = createFakeApi({ market: 'en', delayMs: 1000 });
      const settled = vi.fn();
      api.contactInfo().then(settled);
      await vi.advanceTimersByTimeAsync(999);
      expect(settled).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(settled).toHaveBeenCalledOnce();
      await expect(createFakeApi({ market: 'en' }).contactInfo()).resolves.toBeDefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('reports upload progress 0 then 1, and an abort during the delay as aborted', async () => {
    const progress: number[] = [];
    const url = await createFakeApi({ market: 'en' }).uploadComplaintImage(new Blob(['x'], { type: 'image/png' }), {
      onProgress: (f) => progress.push(f),
    });
    expect(progress).toEqual([0, 1]);
    expect(url).toMatch(/^blob:/);
    const controller = new AbortController();
    const upload = createFakeApi({ market: 'en', delayMs: 200 }).uploadComplaintImage(new Blob(['x']), {
      signal: controller.signal,
    });
    controller.abort();
    expect((await rejection(upload)).kind).toBe('aborted');
  });

  it('gives a captcha image URL and a sid', async () => {
    const api = createFakeApi({ market: 'en' });
    expect(await api.promotionSid()).toBe('fake-sid');
    expect(api.captchaUrl('fake-sid', 1)).toMatch(/^data:image\/svg\+xml,/);
    expect(api.captchaUrl('fake-sid', 1)).not.toBe(api.captchaUrl('fake-sid', 2));
    expect((await api.promotionTemplate('4')).id).toBe('4');
  });
});
