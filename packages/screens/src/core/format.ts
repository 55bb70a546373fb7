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

/**
 * A computed amount in cents as money: two decimals, grouped the market's way (India's lakh
 * grouping `12,34,567.00`, Mexico's `1,234,567.00`). Written without `Intl.NumberFormat`: its
 * locale data costs 10-20 ms the first time (far more on a low-end phone) and these amounts
 * render while the loan confirmation hydrates.
 *
 * @example
 * formatCents(4561350, 'en') // '₹45,613.50'
 * formatCents(123456700, 'es') // '$1,234,567.00'
 */
export function formatCents(cents: number, market: Market): string {
  const [whole, fraction] = (Math.abs(cents) / 100).toFixed(2).split('.');
  return `${cents < 0 ? '-' : ''}${formatMoney(`${groupDigits(whole, market)}.${fraction}`, market)}`;
}

/**
 * A percentage computed on the page, with `decimals` digits and grouped (`1,394.25%`), without
 * `Intl` (see {@link formatCents}).
 *
 * @example
 * formatPercent(24.1538, 2, 'en') // '24.15%'
 */
export function formatPercent(value: number, decimals: number, market: Market): string {
  const [whole, fraction] = value.toFixed(decimals).split('.');
  return `${groupDigits(whole, market)}${fraction ? `.${fraction}` : ''}%`;
}

function groupDigits(digits: string, market: Market): string {
  const sign = digits.startsWith('-') ? '-' : '';
  const plain = digits.replace('-', '');
  const last = plain.slice(-3);
  const rest = plain.slice(0, -3);
  if (!rest) return sign + last;
  // India groups by two above the thousands (lakh, crore); Mexico by three.
  const step = market === 'en' ? /\B(?=(\d{2})+$)/g : /\B(?=(\d{3})+$)/g;
  return `${sign}${rest.replace(step, ',')},${last}`;
}

/**
 * A wire date (`YYYY-MM-DD`) day first, as both markets write it (`01/02/2026`), without `Intl`.
 *
 * @example
 * formatWireDate('2026-02-01') // '01/02/2026'
 */
export function formatWireDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}
