// The markets' numbering plans, in one place: the mobile plans (how a market's mobile numbers are
// written, and the national number inside what a borrower types: "+91 98765 43210", "098765 43210"
// and "9876543210" are one number), and the telephone plans a lender's published number is read
// with (`parsePhone`).
import type { Market } from './domain';

/** A mobile numbering plan: what registration accepts as a borrower's mobile number. */
export interface NumberPlan {
  /** A stable name: hosts pick a plan by it. */
  id: 'india' | 'mexico' | 'spec';
  /** Digits of the national number. */
  digits: number;
  /** The national number: `digits` long, with this shape. */
  pattern: RegExp;
  /** Prefixes a borrower may type before the national number (country code, trunk `0`); they are dropped. */
  prefixes: readonly string[];
}

/**
 * Each market's telephone plan, for any number a lender publishes (mobiles, landlines, toll-free),
 * not only the mobiles a borrower types: its country calling code, the national significant
 * number after that code, and the national forms written without it.
 */
export interface TelephonePlan {
  country: string;
  /** The number after `+{country}`. */
  national: RegExp;
  /** The ways the number is written inside the country (digits only). */
  local: readonly RegExp[];
}

export const TELEPHONE_PLANS = {
  // India: 10-digit numbers (mobiles 6-9, landlines 1-5 with their area code); written
  // nationally with a trunk 0 (landlines), bare (mobiles), or as toll-free 1800/1860 numbers.
  en: { country: '91', national: /^[1-9]\d{9}$/, local: [/^0[1-9]\d{9}$/, /^[6-9]\d{9}$/, /^18[06]0\d{6,7}$/] },
  // Mexico: 10 digits since 2019 (toll-free 800 included); the old 01 800 / 01 900 prefix is
  // still printed on some material.
  es: { country: '52', national: /^1?[1-9]\d{9}$/, local: [/^[1-9]\d{9}$/, /^01[89]00\d{7}$/] },
} as const satisfies Record<Market, TelephonePlan>;

/**
 * The markets' mobile plans. `india`: 10 digits, the first 6-9, an optional +91 or 0 before it.
 * `mexico`: 10 digits, an optional +52 before it. `spec`: the product spec's rule (11 digits,
 * `1`, then 3-9; a Chinese mobile format), kept for hosts that ask for it.
 */
export const NUMBER_PLANS = {
  india: { id: 'india', digits: 10, pattern: /^[6-9]\d{9}$/, prefixes: [TELEPHONE_PLANS.en.country, '0'] },
  mexico: { id: 'mexico', digits: 10, pattern: /^\d{10}$/, prefixes: [TELEPHONE_PLANS.es.country] },
  spec: { id: 'spec', digits: 11, pattern: /^1[3-9]\d{9}$/, prefixes: [] },
} as const satisfies Record<string, NumberPlan>;

/** Most digits a borrower may type for the plan: the longest prefix plus the national number. */
export function typedDigits(plan: NumberPlan): number {
  return plan.digits + Math.max(0, ...plan.prefixes.map((prefix) => prefix.length));
}

/**
 * The national number in `typed` (digits kept, one known prefix dropped when the rest is exactly
 * a national number's length); `null` when it is not a valid number of the plan.
 *
 * @example
 * nationalNumber(NUMBER_PLANS.india, '+91 98765-43210') // '9876543210'
 * nationalNumber(NUMBER_PLANS.mexico, '55 1234 567')    // null
 */
export function nationalNumber(plan: NumberPlan, typed: string): string | null {
  const digits = typed.replace(/\D/g, '');
  const candidates = [
    digits,
    ...plan.prefixes
      .filter((prefix) => digits.startsWith(prefix) && digits.length === prefix.length + plan.digits)
      .map((prefix) => digits.slice(prefix.length)),
  ];
  return candidates.find((candidate) => plan.pattern.test(candidate)) ?? null;
}
