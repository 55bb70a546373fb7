// @vitest-environment node
import { formatCents, formatPercent, formatWireDate } from './format-figures';

// The key-facts card, India's Key Fact Statement and Mexico's carátula compute these figures from
// a decoded disclosure: wire amounts of up to 12 digits and 2 decimals, rates of up to 9 digits
// and 4 decimals, real `YYYY-MM-DD` dates. The decoder refuses anything else
// (tests/api/decode-disclosure*.test.ts), so the rates and dates here stay within those bounds.

/** The decoder's largest wire amount, `999999999999.99`, in cents. */
const LARGEST_AMOUNT = 99_999_999_999_999;

describe('formatCents', () => {
  it("groups a computed amount the market's way with two decimals: India by lakh and crore, Mexico by thousands", () => {
    expect(formatCents(12_500_000, 'en')).toBe('₹1,25,000.00');
    expect(formatCents(12_500_000, 'es')).toBe('$125,000.00');
    expect(formatCents(4_561_350, 'en')).toBe('₹45,613.50');
    expect(formatCents(123_456_789, 'en')).toBe('₹12,34,567.89');
    expect(formatCents(123_456_789, 'es')).toBe('$1,234,567.89');
  });

  it('writes small amounts with their leading zero and both decimals', () => {
    expect(formatCents(0, 'en')).toBe('₹0.00');
    expect(formatCents(5, 'es')).toBe('$0.05');
    expect(formatCents(99_900, 'en')).toBe('₹999.00');
    expect(formatCents(100_000, 'en')).toBe('₹1,000.00');
  });

  it('keeps the largest wire amount, and a total of several, exact to the cent', () => {
    expect(formatCents(LARGEST_AMOUNT, 'en')).toBe('₹9,99,99,99,99,999.99');
    expect(formatCents(LARGEST_AMOUNT, 'es')).toBe('$999,999,999,999.99');
    expect(formatCents(5 * LARGEST_AMOUNT, 'en')).toBe('₹49,99,99,99,99,999.95');
  });

  it('puts the minus before the symbol, as a borrower reads a difference', () => {
    expect(formatCents(-150_000, 'en')).toBe('-₹1,500.00');
    expect(formatCents(-12_500_000, 'es')).toBe('-$125,000.00');
  });

  it('rounds a share that is no whole cent (a tax split over three payments) to the cent', () => {
    expect(formatCents(1000 / 3, 'en')).toBe('₹3.33');
    expect(formatCents(2000 / 3, 'es')).toBe('$6.67');
  });

  it('writes nothing for a figure that is no number (bug: "₹NaN.undefined" and "$Infin,ity.undefined")', () => {
    expect(formatCents(NaN, 'en')).toBe('');
    expect(formatCents(Infinity, 'es')).toBe('');
    expect(formatCents(-Infinity, 'en')).toBe('');
  });
});

describe('formatPercent', () => {
  it('writes a rate with the decimals asked for, grouped like money', () => {
    expect(formatPercent(24.1538, 2, 'en')).toBe('24.15%');
    expect(formatPercent(24.1538, 1, 'es')).toBe('24.2%');
    expect(formatPercent(24.1538, 0, 'en')).toBe('24%');
    expect(formatPercent(1394.25, 2, 'en')).toBe('1,394.25%');
    expect(formatPercent(0, 2, 'es')).toBe('0.00%');
  });

  it("groups the decoder's longest rate the market's way (a 7-day loan's APR runs into thousands)", () => {
    expect(formatPercent(123_456.789, 2, 'en')).toBe('1,23,456.79%');
    expect(formatPercent(123_456.789, 1, 'es')).toBe('123,456.8%');
    expect(formatPercent(999_999_999.9999, 2, 'en')).toBe('1,00,00,00,000.00%');
    expect(formatPercent(999_999_999.9999, 2, 'es')).toBe('1,000,000,000.00%');
  });
});

describe('formatWireDate', () => {
  it('writes a wire date day first, as both markets do', () => {
    expect(formatWireDate('2026-02-01')).toBe('01/02/2026');
    expect(formatWireDate('2028-02-29')).toBe('29/02/2028');
    expect(formatWireDate('2026-12-31')).toBe('31/12/2026');
  });
});
