/**
 * The largest amount any screen shows or sends: far above any short-term loan in either market
 * (ten million rupees or pesos), low enough that a typo or an injected exponent is caught.
 */
export const MAX_AMOUNT = 10_000_000;

/** A checked amount: its value and its text as the server or the address gave it (trimmed). */
export type CheckedAmount = { ok: true; value: number; text: string } | { ok: false; text: string };

// Plain digits (`1200`, `1200.5`) or grouped by thousands (`1,200.00`), up to 2 decimals; no
// sign, no exponent, no spaces inside.
const PLAIN = /^\d+(\.\d{1,2})?$/;
const GROUPED = /^\d{1,3}(,\d{3})+(\.\d{1,2})?$/;

/**
 * Checks an amount before a screen shows or sends it (server data, or the page address'
 * `withholdingAmount`, `amount`): a decimal, not negative, at most {@link MAX_AMOUNT}. The text
 * is kept as given when it passes (amounts are shown as the server formats them, spec 9).
 *
 * @example
 * checkAmount('1,200.00') // { ok: true, value: 1200, text: '1,200.00' }
 * checkAmount('-5e3 OR 1').ok // false
 */
export function checkAmount(raw: unknown): CheckedAmount {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (text.length > 20 || !(PLAIN.test(text) || GROUPED.test(text))) return { ok: false, text };
  const value = Number(text.replace(/,/g, ''));
  if (!Number.isFinite(value) || value < 0 || value > MAX_AMOUNT) return { ok: false, text };
  return { ok: true, value, text };
}

/**
 * The amount a payment may send, as it sends it (digits, a dot and two decimals, without grouping
 * or leading zeros: `'1200.00'`), or `undefined` when the text is not an amount above zero.
 * Screens show this same text (through the format helper), so what the borrower reads and what
 * leaves the page cannot differ: an address' `'1200\n'`, `' 1,200.00'` or `'00001200'` is shown
 * as 1,200.00 and sent as `'1200.00'`.
 *
 * @example
 * payableAmount(' 1,200.5') // '1200.50'
 * payableAmount('0')        // undefined
 */
export function payableAmount(raw: unknown): string | undefined {
  const checked = checkAmount(raw);
  // Exact: an amount has at most 2 decimals and is far below where doubles lose cents.
  return checked.ok && checked.value > 0 ? checked.value.toFixed(2) : undefined;
}

/** `checkAmount(raw).ok`, for filters and guards. */
export function isAmount(raw: unknown): boolean {
  return checkAmount(raw).ok;
}
