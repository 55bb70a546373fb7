import { formatMoney, groupDigits } from './format';
import type { Market } from './market';

// Figures the page computes itself (the key-facts card's totals and rates), beside `format.ts`
// rather than in it: only the card's chunk carries them, not the core every screen loads.

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
  // Through formatMoney: one grouping rule, and nothing written for a figure that is no number.
  const money = formatMoney(Math.abs(cents) / 100, market);
  return cents < 0 && money ? `-${money}` : money;
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
