// @vitest-environment node
import { formatDate, formatMoney } from '@lendview/screens/server';

describe('formatDate', () => {
  it('keeps a server date as given, with no-break spaces so a large font scale cannot cut it in two ("21 / Feb 2026")', () => {
    expect(formatDate('21 Feb 2026', 'en')).toBe('21\u00a0Feb\u00a02026');
    expect(formatDate('21/02/2026', 'es')).toBe('21/02/2026');
  });

  it('formats a Date for the market, with the same no-break spaces', () => {
    expect(formatDate(new Date(Date.UTC(2026, 1, 21, 12)), 'en')).toMatch(/^21\u00a0Feb\u00a02026$/);
  });

  it('writes the same text whatever the engine\'s locale data (bug: ICU 72 in WebKit wrote "9 sept 2026", Node 20 "9 sep 2026": hydration broke)', () => {
    const icu72 = vi.fn(() => ({ format: () => '9 sept 2026', formatToParts: () => [] }));
    vi.stubGlobal('Intl', { ...Intl, DateTimeFormat: icu72 });
    try {
      expect(formatDate(new Date(Date.UTC(2026, 8, 9, 12)), 'es')).toBe('9\u00a0sep\u00a02026');
      expect(formatDate(Date.UTC(2026, 8, 9, 12), 'en')).toBe('9\u00a0Sep\u00a02026');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("writes the market's day whatever the time zone of the server or the phone (bug: a server in UTC and a phone in Kolkata wrote different days)", () => {
    const zone = process.env.TZ;
    // 20:00 UTC on 9 September: 01:30 on the 10th in India, 14:00 on the 9th in Mexico City.
    const instant = Date.UTC(2026, 8, 9, 20);
    try {
      for (const tz of ['UTC', 'Asia/Kolkata', 'America/Mexico_City', 'Pacific/Auckland']) {
        process.env.TZ = tz;
        expect([formatDate(instant, 'en'), formatDate(new Date(instant), 'es')]).toEqual([
          '10\u00a0Sep\u00a02026',
          '9\u00a0sep\u00a02026',
        ]);
      }
    } finally {
      process.env.TZ = zone;
    }
  });

  it('gives no text for an invalid date', () => {
    expect(formatDate(new Date('not a date'), 'en')).toBe('');
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
