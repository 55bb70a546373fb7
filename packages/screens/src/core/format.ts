import type { Market } from './market';
import { marketLocale } from './market';

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
 * market (`22 Nov 2026` / `22 nov 2026`).
 */
export function formatDate(value: string | number | Date, market: Market): string {
  if (typeof value === 'string') return value;
  return new Intl.DateTimeFormat(marketLocale(market), { day: 'numeric', month: 'short', year: 'numeric' })
    .format(value);
}
