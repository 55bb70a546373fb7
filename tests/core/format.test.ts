// @vitest-environment node
import { formatDate, formatMoney } from '../../packages/screens/src/core/format';

describe('formatDate', () => {
  it('keeps a server date as given, with no-break spaces so a large font scale cannot cut it in two ("21 / Feb 2026")', () => {
    expect(formatDate('21 Feb 2026', 'en')).toBe('21\u00a0Feb\u00a02026');
    expect(formatDate('21/02/2026', 'es')).toBe('21/02/2026');
  });

  it('formats a Date for the market, with the same no-break spaces', () => {
    expect(formatDate(new Date(Date.UTC(2026, 1, 21, 12)), 'en')).toMatch(/^21\u00a0Feb\u00a02026$/);
  });
});

describe('formatMoney', () => {
  it("adds the market's symbol to a server amount", () => {
    expect(formatMoney('5,000.00', 'en')).toBe('₹5,000.00');
    expect(formatMoney('3,000.00', 'es')).toBe('$3,000.00');
  });

  it('groups a plain amount from the page address the market\'s way, with two decimals ("$1200" was shown raw)', () => {
    expect(formatMoney('1200', 'es')).toBe('$1,200.00');
    expect(formatMoney('125000', 'en')).toBe('₹1,25,000.00');
    expect(formatMoney('1200.5', 'en')).toBe('₹1,200.50');
    expect(formatMoney(2500, 'es')).toBe('$2,500.00');
  });

  it('does not group leading zeros ("00001200" was shown as ₹0,00,01,200.00)', () => {
    expect(formatMoney('00001200', 'en')).toBe('₹1,200.00');
    expect(formatMoney('0000.5', 'es')).toBe('$0.50');
    expect(formatMoney('0', 'en')).toBe('₹0.00');
  });

  it('leaves text that is not a plain amount as the server sent it', () => {
    expect(formatMoney('₹1,25,000.00', 'en')).toBe('₹1,25,000.00');
    expect(formatMoney('1.200,00', 'es')).toBe('$1.200,00');
    expect(formatMoney('', 'en')).toBe('');
  });
});
