// @vitest-environment node
import { SESSION, rejection, startMock, type Mock } from './support';

let mock: Mock;
beforeAll(async () => {
  mock = await startMock();
});
afterEach(() => mock.reset());
afterAll(() => mock.close());

describe('HTTP adapter, loan screens (family E)', () => {
  it('loanQuote decodes the quote with its coupon', async () => {
    const quote = await mock.api().loanQuote({ productId: '1' });
    expect((await mock.last()).body).toEqual({ productId: '1' });
    expect(quote).toMatchObject({
      amount: '5,000.00',
      periods: '91',
      needsRequote: false,
      couponAmount: '100.00',
      productName: 'LendView Cash',
    });
    expect(quote.plan[1]).toEqual({ title: 'Instalment', amount: '1,850.00', payTime: '20 Jan 2026' });
    expect(quote.details).toHaveLength(4);
    expect(quote.contractUrl).toBe(`${mock.url}/agony?orderNo=21`);
  });

  it('loanQuote without a coupon (product 2) has an empty coupon amount', async () => {
    expect((await mock.api().loanQuote({ productId: '2' })).couponAmount).toBe('');
  });

  it('loanQuote asks for a re-quote (product 3) and the isType 1 reload does not', async () => {
    const api = mock.api();
    expect((await api.loanQuote({ productId: '3' })).needsRequote).toBe(true);
    const reloaded = await api.loanQuote({ productId: '3', requote: true });
    expect((await mock.last()).body).toEqual({ productId: '3', isType: 1 });
    expect(reloaded).toMatchObject({ needsRequote: false, amount: '4,500.00' });
  });

  it('submitLoan posts the quote terms and resolves with lendDetailsUrl', async () => {
    const url = await mock.api().submitLoan({ amount: '5,000.00', periods: '91', termUnit: 'day', productId: '1' });
    expect((await mock.last()).body).toEqual({ amount: '5,000.00', periods: '91', termUnit: 'day', productId: '1' });
    expect(url).toBe(`${mock.url}/mottoesWith?orderId=21&productId=1`);
  });

  it.each([
    ['21', 21, 'Under review', { ratingRequested: false, extensionAvailable: false, repayUrl: '' }],
    ['151', 151, 'Disbursing', { ratingRequested: false, extensionAvailable: false }],
    ['110', 110, 'Rejected', {}],
    ['174', 174, 'Pending repayment', { extensionAvailable: true, repayUrl: '' }],
    ['180', 180, 'Overdue', { extensionAvailable: false }],
    ['200', 200, 'Settled', { ratingRequested: true }],
    ['999', 999, 'Processing', { rows: [] }],
    ['unknown-order', 174, 'Pending repayment', {}],
  ])('orderDetails of order %s decodes status %i', async (orderId, status, statusText, expected) => {
    const details = await mock.api().orderDetails({ productId: '1', orderId });
    expect((await mock.last()).body).toEqual({ productId: '1', orderId });
    expect(details).toMatchObject({ status, statusText, ...expected });
  });

  it('orderDetails keeps empty and "0" rows for the screen to hide, and a non-empty h5Url', async () => {
    const review = await mock.api().orderDetails({ productId: '1', orderId: '21' });
    expect(review.rows.map((r) => r.value)).toEqual(['5,000.00', '22 Nov 2025', '91 days', '0', '']);
    const overdue = await mock.api().orderDetails({ productId: '1', orderId: '180' });
    expect(overdue.repayUrl).toBe(`${mock.url}/mock-assets/pay.html?orderId=180`);
  });

  it('rate posts the score; a score the server refuses is rejected with its code', async () => {
    await mock.api().rate(4);
    expect((await mock.last()).body).toEqual({ score: 4 });
    const error = await rejection(mock.api().rate(9 as 5));
    expect(error).toMatchObject({ kind: 'rejected', code: '400', message: 'Bad request: score must be 1 to 5' });
  });

  it('instalmentPlan decodes the channel groups with codes and barcodes', async () => {
    const plan = await mock.api().instalmentPlan({ productId: '1', orderId: '174' });
    expect((await mock.last()).body).toEqual({ productId: '1', orderId: '174' });
    expect(plan).toMatchObject({
      repayAmount: '5,450.00',
      repayDate: '21 Feb 2026',
      noticeMsg: 'Payments may take up to 2 hours to show.',
    });
    expect(plan.detail).toHaveLength(4);
    expect(plan.groups.map((g) => g.title)).toEqual(['UPI', 'Bank transfer and cash']);
    expect(plan.groups[1].channels[1]).toMatchObject({ payCode: 'PAYU', virtualCode: '' });
    expect(plan.groups[1].channels[1].barcodeImage).toMatch(/^data:image\/svg\+xml,/);
  });

  it('extensionDetail flattens delayInfo (a number amount becomes text)', async () => {
    const spanish = await mock
      .api({ session: { ...SESSION, languageType: '2' } })
      .extensionDetail({ productId: '1', orderId: '174' });
    expect(spanish).toMatchObject({
      reviewer: 'Extienda su préstamo 7 días',
      amount: '520',
      date: '28/02/2026',
      note: 'Puede posponer el pago hasta 7 días.',
    });
    expect(spanish.plan).toEqual([
      { title: 'Fecha actual de pago', time: '21/02/2026' },
      { title: 'Nueva fecha de pago', time: '28/02/2026' },
    ]);
    expect(spanish.groups[0].channels[0]).toMatchObject({ payCode: 'OXXO', virtualCode: '9301 2345 6789 01' });
  });

  it('repaymentInstruction posts the request and decodes the channel it asked for', async () => {
    const api = mock.api({ session: { languageType: '2' } });
    const instruction = await api.repaymentInstruction({
      productId: '1',
      orderId: '174',
      amount: '1,200.00',
      payCode: 'SPEI',
      requestType: 1,
    });
    expect((await mock.last()).body).toEqual({
      productId: '1',
      orderId: '174',
      amount: '1,200.00',
      payCode: 'SPEI',
      requestType: 1,
    });
    expect(instruction).toMatchObject({
      amount: '1,200.00',
      title: 'Transferencia SPEI con su CLABE',
      verificationCode: '646180157000017400',
    });
    expect(instruction.sections.map((s) => s.lines.length)).toEqual([3, 2]);
    expect(instruction.images).toMatchObject({ title: 'Dónde pagar', contactLabel: 'Consulte las comisiones' });
    expect(instruction.images.urls).toHaveLength(2);
  });

  it('bindCard (ours) posts the card to /exhibits/v3/bank-card/bind; a bad number is rejected', async () => {
    await mock.api().bindCard({ cardNo: '4111 1111 1111 1111', phone: '5512345678', holderName: 'Asha Verma', orderId: '174' });
    const request = await mock.last();
    expect(request.path).toBe('/exhibits/v3/bank-card/bind');
    expect(request.body).toEqual({
      cardNo: '4111 1111 1111 1111',
      phone: '5512345678',
      holderName: 'Asha Verma',
      orderId: '174',
    });
    const error = await rejection(mock.api().bindCard({ cardNo: '12', phone: '1', holderName: 'A' }));
    expect(error).toMatchObject({ kind: 'rejected', code: '1', message: 'Invalid card number' });
  });
});
