import type { LookupPeriod } from '../types';
import { malformed, record } from '../decode/guards';
import { cents, DECIMAL } from './amounts';
import { wireDate } from './dates';

/**
 * `loan-details`' `lookup`, decoded strictly: `until` a real `YYYY-MM-DD`, `exitAmount` a decimal
 * string above zero (`"4710.00"`, no grouping). Anything else is an `ApiError('malformed')`: the
 * look-up exit is a money action and is shown whole or not at all.
 *
 * @example
 * decodeLookup({ until: '2026-11-30', exitAmount: '4710.00' }).exitAmount // '4710.00'
 */
export function decodeLookup(value: unknown): LookupPeriod {
  const source = record(value, 'lookup');
  const until = wireDate(source.until, 'lookup.until');
  const exitAmount = source.exitAmount;
  if (typeof exitAmount !== 'string' || !DECIMAL.test(exitAmount) || cents(exitAmount) === 0) {
    return malformed('lookup.exitAmount is not a decimal amount above zero');
  }
  return { until, exitAmount };
}
