import { MARKET_UTC_OFFSET_MINUTES } from '@lendview/api';
import type { Market } from './market';
import { marketLocale } from './market';

/** Each market's currency symbol (spec section 1): the rupee in English, the peso in Spanish. */
export const CURRENCY_SYMBOL: Record<Market, string> = { en: '₹', es: '$' };

/**
 * The one place money and dates are turned into text.
 *
 * Amounts come from the server already formatted and are "displayed as given" (spec section 9):
 * only the market's symbol is added (rupee-style in English, dollar-style in Spanish). A plain,
 * ungrouped amount (`1200`, `1200.5`: the page address carries them so) and a number computed on
 * the page are grouped the market's way with two decimals, India's lakh grouping included
 * (`₹1,25,000.00`), without `Intl` (its locale data costs 10-20 ms the first time).
 *
 * @example
 * formatMoney('1,000.00', 'en') // '₹1,000.00'
 * formatMoney('125000', 'en')   // '₹1,25,000.00'
 * formatMoney(2500, 'es')       // '$2,500.00'
 */
export function formatMoney(amount: string | number, market: Market): string {
  const symbol = CURRENCY_SYMBOL[market];
  let text = typeof amount === 'number' ? (Number.isFinite(amount) ? amount.toFixed(2) : '') : amount.trim();
  if (/^-?\d+(\.\d{1,2})?$/.test(text)) {
    const [whole, fraction = ''] = text.split('.');
    // Leading zeros are not digits to group (`00001200` is 1,200.00, never 0,00,01,200.00).
    text = `${groupDigits(whole.replace(/^(-?)0+(?=\d)/, '$1'), market)}.${fraction.padEnd(2, '0')}`;
  }
  if (text === '') return '';
  return text.startsWith(symbol) ? text : `${symbol}${text}`;
}

/** Digits grouped the market's way: India by two above the thousands (lakh, crore), Mexico by three. */
export function groupDigits(digits: string, market: Market): string {
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
 * Dates: server strings are shown as given; a `Date` or epoch milliseconds is formatted for the
 * market (`22 Nov 2026` / `22 nov 2026`) in its civil time, whatever the time zone of the server
 * or the phone. Spaces become no-break spaces, so a date is never cut across two lines at a large
 * font scale ("21 / Feb 2026").
 *
 * Not with `Intl`: a page the server rendered must hydrate with the same text in every web view,
 * and the engines' locale data differ (ICU 72 in WebKitGTK writes Spanish September "sept", Node
 * 20 "sep"), as do the time zones of a server and a phone.
 */
export function formatDate(value: string | number | Date, market: Market): string {
  let text = typeof value === 'string' ? value : '';
  const time = typeof value === 'string' ? NaN : +value + MARKET_UTC_OFFSET_MINUTES[market] * 60_000;
  if (Number.isFinite(time)) {
    const civil = new Date(time);
    text = `${civil.getUTCDate()} ${MONTHS[market][civil.getUTCMonth()]} ${civil.getUTCFullYear()}`;
  }
  return text.replace(/ /g, '\u00a0');
}

/** Short month names as each market writes them. */
const MONTHS: Record<Market, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  es: ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'],
};

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
