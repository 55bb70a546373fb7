import type { Market } from './market';
import { marketLocale } from './market';
import { useLendview } from './provider';

/**
 * The one place money and dates are turned into text.
 *
 * Amounts come from the server already formatted and are "displayed as given" (spec section 9):
 * only the market's symbol is added (rupee-style in English, dollar-style in Spanish). A number
 * (rare: computed on the page) goes through `Intl` for the market's grouping.
 *
 * @example
 * formatMoney('1,000.00', 'en') // '₹1,000.00'
 * formatMoney(2500, 'es')       // '$2,500'
 */
export function formatMoney(amount: string | number, market: Market): string {
  const symbol = market === 'en' ? '₹' : '$';
  const text = typeof amount === 'number'
    ? new Intl.NumberFormat(marketLocale(market), { maximumFractionDigits: 2 }).format(amount)
    : amount.trim();
  if (text === '') return '';
  return text.startsWith(symbol) ? text : `${symbol}${text}`;
}

/**
 * Dates: server strings are shown as given; a `Date` or epoch milliseconds is formatted for the
 * market (`22 Nov 2026` / `22 nov 2026`). Spaces become no-break spaces, so a date is never cut
 * across two lines at a large font scale ("21 / Feb 2026").
 */
export function formatDate(value: string | number | Date, market: Market): string {
  const text = typeof value === 'string'
    ? value
    : new Intl.DateTimeFormat(marketLocale(market), { day: 'numeric', month: 'short', year: 'numeric' }).format(value);
  return text.replace(/ /g, '\u00a0');
}

/**
 * The plural category (`one`, `other`) of a small count shown as digits (days, stars), for a
 * message's `select`: `{category, select, one {{days} day} other {{days} days}}`. Lingui's
 * `plural` would format its `#` with the page's first `Intl.NumberFormat`, whose locale data
 * costs 10 to 20 ms on a desktop (well over 100 ms on a low-end phone) while the screen hydrates;
 * plural rules cost a fraction of that.
 *
 * @example
 * pluralCategory(1, 'es') // 'one'
 * pluralCategory(7, 'en') // 'other'
 */
export function pluralCategory(count: number, market: Market): Intl.LDMLPluralRule {
  return new Intl.PluralRules(marketLocale(market)).select(count);
}

/** Money, dates and plural categories for the current market (the one formatting helper). */
export function useFormat() {
  const { market } = useLendview();
  return {
    money: (amount: string | number) => formatMoney(amount, market),
    date: (value: string | number | Date) => formatDate(value, market),
    plural: (count: number) => pluralCategory(count, market),
  };
}
