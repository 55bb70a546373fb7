import { malformed } from '../decode/guards';
import { MARKET_UTC_OFFSET_MINUTES, type Market } from '../domain';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A wire date: `YYYY-MM-DD` and a real calendar day (`2026-02-30` does not survive the round trip through `Date`). */
export function wireDate(value: unknown, where: string): string {
  if (typeof value !== 'string' || !DATE.test(value) || new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) !== value) {
    return malformed(`${where} is not a YYYY-MM-DD date`);
  }
  return value;
}

/**
 * When `day` is over in the market's lender time, in epoch milliseconds: an offer whose
 * `validUntil` is `day`, or a look-up period whose `until` is `day`, holds until then (the day
 * named is the last that still counts).
 *
 * @example
 * Date.now() < dayEnds('2026-11-27', 'es') // the offer still holds (before midnight in Mexico City)
 */
export function dayEnds(day: string, market: Market): number {
  return Date.parse(`${day}T00:00:00Z`) + 86_400_000 - MARKET_UTC_OFFSET_MINUTES[market] * 60_000;
}
