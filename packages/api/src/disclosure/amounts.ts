/** A wire amount: a decimal string with at most 2 decimals and no grouping (`"45613.50"`). */
export const DECIMAL = /^\d{1,12}(\.\d{1,2})?$/;

/**
 * Cents of a wire amount (`"45613.50"` -> 4561350): sums of amounts stay exact integers, so a
 * zero-cost loan prices at exactly 0 %.
 *
 * @example
 * cents('1175.5') // 117550
 */
export function cents(amount: string): number {
  const [whole, fraction = ''] = amount.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

const DAY_MS = 86_400_000;

/** Whole days from one `YYYY-MM-DD` to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** `date` plus `months`, the day kept or clamped to the month's last (`2026-01-31` + 1 -> `2026-02-28`). */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, last));
  return target.toISOString().slice(0, 10);
}
