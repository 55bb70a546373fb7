/** How a market's mobile numbers look (spec 5's registration rule, configurable per market). */
export interface MobileRule {
  /** Digits accepted while typing. */
  maxLength: number;
  pattern: RegExp;
}

/**
 * Ready rules. `spec` is the product spec's rule (11 digits, `1`, then 3-9) and the default;
 * `india` (10 digits from 6-9) and `mexico` (10 digits) are the markets' own numbering plans.
 */
export const MOBILE_RULES = {
  spec: { maxLength: 11, pattern: /^1[3-9]\d{9}$/ },
  india: { maxLength: 10, pattern: /^[6-9]\d{9}$/ },
  mexico: { maxLength: 10, pattern: /^\d{10}$/ },
} as const satisfies Record<string, MobileRule>;
