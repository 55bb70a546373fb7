// @vitest-environment node
import {
  COMPLAINT_TYPE,
  isRepayableStatus,
  parseSession,
  marketFromQuery,
  marketLocale,
  ORDER_STATUS,
  orderStatusOf,
} from '@lendview/api';
import { marketFromQuery as screensMarketFromQuery } from '@lendview/screens';

describe('domain rules of @lendview/api', () => {
  it.each([
    ['?languageType=1', 'en'],
    ['?languageType=2', 'es'],
    ['?isNeedPop=1', 'en'],
    ['?languageType=2&isNeedPop=1', 'es'],
    ['?languageType=en', 'es'],
    ['', 'es'],
  ] as const)('the market of %j is %s', (query, market) => {
    expect(marketFromQuery(query)).toBe(market);
    expect(marketFromQuery(new URLSearchParams(query))).toBe(market);
    expect(marketFromQuery(Object.fromEntries(new URLSearchParams(query)))).toBe(market);
  });

  it('reads the market of a session object, as the HTTP adapter does', () => {
    expect(marketFromQuery(parseSession('?userId=7&isNeedPop=1'))).toBe('en');
    expect(marketFromQuery({})).toBe('es');
  });

  it('the screens use the same market rule, not a copy', () => {
    expect(screensMarketFromQuery).toBe(marketFromQuery);
  });

  it('gives each market its locale', () => {
    expect(marketLocale('en')).toBe('en-IN');
    expect(marketLocale('es')).toBe('es-MX');
  });

  it('names the spec order statuses whether they arrive as numbers or strings', () => {
    expect(orderStatusOf(174)).toBe('repayable');
    expect(orderStatusOf(' 180 ')).toBe('overdue');
    expect(orderStatusOf('200')).toBe('settled');
    expect(orderStatusOf('Repayable')).toBeUndefined();
    expect(orderStatusOf(999)).toBeUndefined();
  });

  it('only repayable and overdue orders can be repaid', () => {
    expect(Object.values(ORDER_STATUS).filter((code) => isRepayableStatus(code))).toEqual([174, 180]);
    expect(isRepayableStatus('174')).toBe(true);
  });

  it('collection is complaint type "1"', () => {
    expect(COMPLAINT_TYPE.collection).toBe('1');
  });
});
