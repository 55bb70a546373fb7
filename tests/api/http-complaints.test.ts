// @vitest-environment node
import { SESSION, rejection, startMock, type Mock } from './support';

let mock: Mock;
beforeAll(async () => {
  mock = await startMock();
});
afterEach(() => mock.reset());
afterAll(() => mock.close());

describe('HTTP adapter, complaints and service (family E)', () => {
  it('complaintInit with an order POSTs { orderId } and decodes the pre-selected order', async () => {
    const init = await mock.api().complaintInit('174');

    const request = await mock.last();
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/exhibits/user-problem/problem-init');
    expect(request.body).toEqual({ orderId: '174' });
    expect(init.types.map((t) => t.value)).toEqual(['1', '2', '3', '4', '5']);
    expect(init.subTypes[2]).toEqual({ title: 'Contacted my contacts', value: '103' });
    expect(init.order).toMatchObject({ orderNo: '174', status: 'Repayable', collectionAllowed: true });
    expect(init.order!.rows[0]).toEqual({ label: 'Loan amount', value: '5,000.00' });
    expect(init.orders.map((o) => [o.orderNo, o.collectionAllowed])).toEqual([
      ['174', true],
      ['180', true],
      ['200', false],
      ['110', false],
    ]);
  });

  it('complaint home without an order still POSTs problem-init (spec 7.1), with an empty body', async () => {
    const init = await mock.api().complaintInit();
    const request = await mock.last();
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/exhibits/user-problem/problem-init');
    expect(request.body).toEqual({});
    expect(init.order).toBeNull();
    expect(init.orders).toHaveLength(4);
  });

  it('complaint form GETs problem-init (spec 7.1), whose orderDetail "" decodes to null', async () => {
    const init = await mock.api().complaintFormInit();
    const request = await mock.last();
    expect(request.method).toBe('GET');
    expect(request.path).toBe('/exhibits/user-problem/problem-init');
    expect(init.order).toBeNull();
    expect(init.types.map((t) => t.value)).toEqual(['1', '2', '3', '4', '5']);
  });

  it('a complaint without an order is accepted: the mock saves orderNo "" like the fake does', async () => {
    const api = mock.api();
    await api.saveComplaint({ type: '2', subType: '', detail: 'App is slow', images: [], orderNo: '' });
    expect((await mock.last()).body).toMatchObject({ problemType: '2', orderNo: '' });
    const [pending] = await api.complaintTabs();
    expect(pending.items[0]).toMatchObject({ content: 'App is slow' });
  });

  it('saveComplaint sends the wire body (images comma-joined) and the complaint appears in the tabs and its detail', async () => {
    const api = mock.api();
    await api.saveComplaint({
      type: '1',
      subType: '102',
      detail: 'Calls after 10 pm',
      images: ['https://x/1.png', 'https://x/2.png'],
      orderNo: '174',
    });

    expect((await mock.last()).body).toEqual({
      problemType: '1',
      problemSonType: '102',
      problemDetail: 'Calls after 10 pm',
      problemImage: 'https://x/1.png,https://x/2.png',
      orderNo: '174',
    });
    const [pending] = await api.complaintTabs();
    expect(pending.items[0]).toMatchObject({ type: 'Collection', content: 'Calls after 10 pm' });
    const detail = await api.complaintDetail(pending.items[0].id);
    expect(detail).toMatchObject({
      subType: 'Calls at night',
      images: ['https://x/1.png', 'https://x/2.png'],
      reply: '',
      needsScore: false,
    });
  });

  it('saveComplaint of a collection complaint on an order that does not allow it is rejected with the server message', async () => {
    const error = await rejection(
      mock.api().saveComplaint({ type: '1', subType: '101', detail: 'x', images: [], orderNo: '200' }),
    );
    expect(error).toMatchObject({
      kind: 'rejected',
      code: '1',
      message: 'The selected order does not support sending collection types',
    });
  });

  it('uploadComplaintImage posts multipart field problemImage, reports 0 then 1, and the URL serves the image back', async () => {
    const progress: number[] = [];
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const url = await mock
      .api()
      .uploadComplaintImage(new File([bytes], 'receipt.png', { type: 'image/png' }), { onProgress: (f) => progress.push(f) });

    expect(progress).toEqual([0, 1]);
    const request = await mock.last();
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request.body).toEqual({ problemImage: { name: 'receipt.png', type: 'image/png', size: 7 } });
    const served = await fetch(url);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
  });

  it('complaintTabs decodes three tabs with numeric ids as text', async () => {
    const tabs = await mock.api().complaintTabs();
    expect((await mock.last()).body).toEqual({});
    expect(tabs.map((t) => t.title)).toEqual(['Pending', 'In progress', 'Resolved']);
    expect(tabs[0].items).toEqual([
      { id: '3', time: '2025-11-20 09:12', type: 'Repayment', content: 'My payment is not shown yet.' },
    ]);
  });

  it('complaintDetail decodes a reply with images and isNeedScore, and one without a reply', async () => {
    const api = mock.api();
    const replied = await api.complaintDetail('1');
    expect((await mock.last()).body).toEqual({ problemId: '1' });
    expect(replied).toMatchObject({ problemId: '1', type: 'Collection', subType: 'Calls at night', needsScore: true });
    expect(replied.reply).toMatch(/^We are sorry/);
    expect(replied.replyImages).toHaveLength(1);

    const open = await api.complaintDetail('3');
    expect(open).toMatchObject({ reply: '', replyImages: [], needsScore: false });
    expect(open.images[0]).toMatch(/^data:image\/svg\+xml,/);
  });

  it('complaintDetail of an unknown id is rejected with the server code and message', async () => {
    expect(await rejection(mock.api().complaintDetail('404404'))).toMatchObject({
      kind: 'rejected',
      code: '1',
      message: 'Not found',
    });
  });

  it('contactInfo posts { overall: 1 } and follows the market of languageType', async () => {
    const english = await mock.api().contactInfo();
    expect((await mock.last()).body).toEqual({ overall: 1 });
    expect(english).toEqual({ messagingNumber: '+91 98765 43210', telephone: '1800 123 4567', email: 'support@lendview.in' });

    const spanish = await mock.api({ session: { ...SESSION, languageType: '2' } }).contactInfo();
    expect(spanish.email).toBe('soporte@lendview.mx');
  });

  it('contract GETs with orderNo and accepts username (English data) and userName (Spanish data)', async () => {
    const english = await mock.api().contract('174');
    const request = await mock.last();
    expect(request.method).toBe('GET');
    expect(request.query.orderNo).toBe('174');
    expect(english).toMatchObject({
      userName: 'Asha Verma',
      interest: '96.00',
      iva: '54.00',
      company: 'LendView Finance Pvt. Ltd.',
    });

    const spanish = await mock.api({ session: { languageType: '2' } }).contract('174');
    expect(spanish).toMatchObject({ userName: 'María López', interest: '110.00', iva: '57.60' });
  });
});
