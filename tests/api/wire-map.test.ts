// @vitest-environment node
import type { WireMap } from '@lendview/api/http';
import { wireRenamers } from '@packages/api/src/wire-map';
import { rejection, startMock, type Mock } from './support';

/** A deployment that renamed paths of every family, envelope keys, nested keys and query keys. */
const wireMap: WireMap = {
  paths: {
    '/user-problem/get-whatsapp': '/u9/gw',
    '/user-problem/upload-problem-img': '/u9/img',
    '/v3/loan-details/loan-details': '/v3/ld/x1',
    '/repayment-way': '/rw-x',
    '/promotion/get-captcha': '/promotion/c4',
  },
  fields: {
    code: 'c0',
    data: 'd0',
    va: 'tel_x',
    userId: 'u_x',
    orderId: 'o_x',
    orderStatus: 'st_x',
    detail: 'dt_x',
    userOrderDetail: 'uod_x',
    problemImage: 'file_x',
    url: 'url_x',
    bankCards: 'cards_x',
    sid: 's_x',
  },
};

let mock: Mock;
beforeAll(async () => {
  mock = await startMock({ wireMap });
});
afterEach(() => mock.reset());
afterAll(() => mock.close());

describe('wire map', () => {
  it('renames the path, the query keys and the body keys out, and the response keys (deep) in', async () => {
    const details = await mock.api({ wireMap }).orderDetails({ productId: '1', orderId: '180' });
    const request = await mock.last();
    expect(request.path).toBe('/exhibits/v3/ld/x1');
    expect(request.query.u_x).toBe('1001');
    expect(request.query.userId).toBeUndefined();
    expect(request.body).toEqual({ productId: '1', o_x: '180' });
    expect(details.status).toBe(180);
    expect(details.rows.map((r) => r.label)).toEqual(['Amount due', 'Due date', 'Overdue days', 'Penalty']);
  });

  it('the server really answers in the renamed keys', async () => {
    await mock.api({ wireMap }).contactInfo();
    const raw = await (await fetch(`${mock.url}/exhibits/u9/gw`, { method: 'POST', body: '{}' })).json();
    expect(raw).toMatchObject({ c0: 0, d0: { tel_x: '800 123 4567' } });
  });

  it('renames family C query keys and lists', async () => {
    const ways = await mock.api({ wireMap }).repaymentWays('174');
    const request = await mock.last();
    expect(request.path).toBe('/api/v1/lendview/lendview-api/service/loan/rw-x');
    expect(request.query).toMatchObject({ o_x: '174', user: '1001' });
    expect(ways.cards).toHaveLength(2);
  });

  it('renames the multipart field and the upload answer', async () => {
    const url = await mock.api({ wireMap }).uploadComplaintImage(new Blob(['img'], { type: 'image/png' }));
    expect((await mock.last()).body).toEqual({ file_x: { name: 'image', type: 'image/png', size: 3 } });
    expect(await (await fetch(url)).text()).toBe('img');
  });

  it('renames the captcha URL', () => {
    expect(mock.api({ wireMap }).captchaUrl('abc', 5)).toBe(`${mock.url}/api/v2/lendview/promotion/c4?s_x=abc&t=5`);
  });

  it('a client without the map does not reach the renamed server (docs/api.md names are used as written)', async () => {
    const error = await rejection(mock.api().contactInfo());
    expect(error.kind).toBe('malformed');
    expect((await mock.last()).path).toBe('/exhibits/user-problem/get-whatsapp');
  });

  it('wireRenamers is the identity without a map, and renames deep through arrays both ways', () => {
    const none = wireRenamers(undefined);
    const value = { a: [{ b: 1 }] };
    expect(none.out.keys(value)).toBe(value);
    const { out, in: back } = wireRenamers({ fields: { b: 'x', a: 'y' } });
    expect(out.keys(value)).toEqual({ y: [{ x: 1 }] });
    expect(back.keys({ y: [{ x: 1 }], other: 2 })).toEqual({ a: [{ b: 1 }], other: 2 });
    expect(out.path('/p')).toBe('/p');
  });
});
