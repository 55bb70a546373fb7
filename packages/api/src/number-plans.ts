import { COUNTRY_CODES } from './domain';

/**
 * Mobile numbering plans: how a market's mobile numbers are written, and the national number
 * inside what a borrower types ("+91 98765 43210", "098765 43210" and "9876543210" are one
 * number). One place for the rules, so registration and any other screen agree. The telephone
 * plans a lender's published number is read with live beside its parser (`validate/phone.ts`),
 * so the screens that never dial do not carry them; both take the country codes from `domain.ts`.
 */
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
 * The markets' mobile plans. `india`: 10 digits, the first 6-9, an optional +91 or 0 before it.
 * `mexico`: 10 digits, an optional +52 before it. `spec`: the product spec's rule (11 digits,
 * `1`, then 3-9; a Chinese mobile format), kept for hosts that ask for it.
 */
export const NUMBER_PLANS = {
  india: { id: 'india', digits: 10, pattern: /^[6-9]\d{9}$/, prefixes: [COUNTRY_CODES.india, '0'] },
  mexico: { id: 'mexico', digits: 10, pattern: /^\d{10}$/, prefixes: [COUNTRY_CODES.mexico] },
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
