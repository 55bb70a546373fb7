// @vitest-environment node
import { parseSession, sessionQuery, splitAddress } from '@lendview/api';
import { createHttpApi } from '@lendview/api/http';
import { startMock } from './support';

describe('parseSession', () => {
  it('#/borrowDetail/ with the spec short names device, user, session opens with a session', () => {
    const session = parseSession('#/borrowDetail/?device=d1&user=7&session=s1&productId=1&orderId=174');
    expect(session).toEqual({ deviceId: 'd1', userId: '7', sessionId: 's1', productId: '1', orderId: '174' });
    // Links built from it carry the full names.
    expect(sessionQuery(session)).toBe('deviceId=d1&userId=7&sessionId=s1&orderId=174&productId=1');
  });

  it('the loan details of #/borrowDetail/ with short names ask the API with the session', async () => {
    const mock = await startMock();
    try {
      const session = parseSession('#/borrowDetail/?device=d1&user=7&session=s1&productId=1&orderId=174&languageType=1');
      const api = createHttpApi({ apiBase: mock.url, session });
      expect((await api.orderDetails({ productId: '1', orderId: '174' })).status).toBe(174);
      expect((await mock.last()).query).toMatchObject({ deviceId: 'd1', userId: '7', sessionId: 's1' });
    } finally {
      await mock.close();
    }
  });

  it('a full name wins over its short name', () => {
    expect(parseSession('?userId=7&user=8&session=s2').userId).toBe('7');
    expect(parseSession('?userId=7&user=8&session=s2').sessionId).toBe('s2');
  });

  it('a literal ? inside the query belongs to its value (server and browser read one session)', () => {
    const query = 'sessionId=s1&withholdingAmount=1200&x=?withholdingAmount=5';
    expect(parseSession(query)).toEqual({ sessionId: 's1', withholdingAmount: '1200' });
    expect(parseSession(`?${query}`)).toEqual({ sessionId: 's1', withholdingAmount: '1200' });
    expect(parseSession(`/hereBureau?${query}`)).toEqual({ sessionId: 's1', withholdingAmount: '1200' });
    expect(parseSession(`#/alipayrepayment?${query}`)).toEqual({ sessionId: 's1', withholdingAmount: '1200' });
  });

  it('reads nothing from an address without a query', () => {
    expect(parseSession('#/borrowDetail/')).toEqual({});
    expect(parseSession('/mottoesWith')).toEqual({});
  });
});

describe('splitAddress', () => {
  it.each([
    ['/carpmm?amount=5&x=?y', ['/carpmm', 'amount=5&x=?y']],
    ['/fourthOliver', ['/fourthOliver', '']],
    ['/fourthOliver?', ['/fourthOliver', '']],
  ])('%s', (address, parts) => {
    expect(splitAddress(address)).toEqual(parts);
  });
});
