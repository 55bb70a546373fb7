import type { Market } from '../domain';
import { COUNTRY_CODES } from '../domain';

/** A number the dialler can take (`dial`: digits, with a leading `+` for an international form) and how to show it. */
export interface DialableNumber {
  dial: string;
  /** The number as the server wrote it (separators kept), without the text around it. */
  display: string;
}

/** At most this many characters are read: contact text is a line, not a document. */
export const MAX_PHONE_TEXT = 200;

/**
 * A number-like run: an optional `+`, then digits with the separators people write between
 * groups (space, `-`, `.`, parentheses). Letters end a run, so "ext. 42" and "(9am-6pm)" are
 * never glued to the number before them.
 */
const CANDIDATE = /\+?\(?\d[\d ().-]*\d\)?/g;

/**
 * A market's telephone plan, for any number a lender publishes (mobiles, landlines, toll-free;
 * the borrower's mobile plans are `NUMBER_PLANS`): its country calling code, the national
 * significant number after that code, and the national forms written without it.
 */
interface TelephonePlan {
  country: string;
  /** The number after `+{country}`. */
  national: RegExp;
  /** The ways the number is written inside the country (digits only). */
  local: readonly RegExp[];
}

const TELEPHONE_PLANS = {
  // India: 10-digit numbers (mobiles 6-9, landlines 1-5 with their area code); written
  // nationally with a trunk 0 (landlines), bare (mobiles), or as toll-free 1800/1860 numbers.
  en: { country: COUNTRY_CODES.india, national: /^[1-9]\d{9}$/, local: [/^0[1-9]\d{9}$/, /^[6-9]\d{9}$/, /^18[06]0\d{6,7}$/] },
  // Mexico: 10 digits since 2019 (toll-free 800 included); the old 01 800 / 01 900 prefix is
  // still printed on some material.
  es: { country: COUNTRY_CODES.mexico, national: /^1?[1-9]\d{9}$/, local: [/^[1-9]\d{9}$/, /^01[89]00\d{7}$/] },
} as const satisfies Record<Market, TelephonePlan>;

/** E.164: a country code and the number, 8 to 15 digits in all, never starting with 0. */
const E164 = /^[1-9]\d{7,14}$/;

/**
 * Finds the dialable telephone number in a contact text, or `undefined` when there is none. A
 * number of any plan is dialable, whatever the page's market: an international form (`+` and 8
 * to 15 digits; after the markets' own country codes, a valid national number), or a national
 * form of either market's plan (a lender may publish one service number for both: the Spanish
 * market's `1800 555 0199` is India's toll-free form). The first run of digits that
 * is a whole valid number wins; a run that is not (too long, too short) is refused as a whole,
 * never trimmed or joined with other digits into something else.
 *
 * @example
 * parsePhone('1800-555-0199 ext. 42 (9am-6pm)') // { dial: '18005550199', display: '1800-555-0199' }
 * parsePhone('1800 555 0199')                  // { dial: '18005550199', display: '1800 555 0199' }
 * parsePhone('+52 55 1234 5678')               // { dial: '+525512345678', display: '+52 55 1234 5678' }
 * parsePhone('1'.repeat(5000))                  // undefined
 */
export function parsePhone(text: string | undefined | null): DialableNumber | undefined {
  if (!text) return undefined;
  const plans = Object.values(TELEPHONE_PLANS);
  const cut = text.length > MAX_PHONE_TEXT;
  for (const match of text.slice(0, MAX_PHONE_TEXT).matchAll(CANDIDATE)) {
    // A run the cut goes through may be the start of a longer one: never dial a piece of it.
    if (cut && match.index + match[0].length >= MAX_PHONE_TEXT) break;
    const display = match[0].trim();
    const digits = display.replace(/\D/g, '');
    if (display.startsWith('+')) {
      const own = plans.find((plan) => digits.startsWith(plan.country));
      const valid = own ? own.national.test(digits.slice(own.country.length)) : E164.test(digits);
      if (valid) return { dial: `+${digits}`, display: tidy(display) };
      continue;
    }
    if (plans.some((plan) => plan.local.some((rule) => rule.test(digits)))) return { dial: digits, display: tidy(display) };
  }
  return undefined;
}

/** Drops a parenthesis left open or closed by the sentence around the number. */
function tidy(display: string): string {
  let text = display;
  if (text.endsWith(')') && !text.includes('(')) text = text.slice(0, -1);
  if (text.startsWith('(') && !text.includes(')')) text = text.slice(1);
  return text.trim();
}
