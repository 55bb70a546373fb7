import { COUNTRY_CODES } from '../number-plans';

/** A market's telephone number plan: `en` India (+91), `es` Mexico (+52). */
export type PhoneMarket = 'en' | 'es';

/** A number the dialler can take (`dial`: digits, with a leading `+` for an international form) and how to show it. */
export interface DialableNumber {
  dial: string;
  /** The number as the server wrote it (separators kept), without the text around it. */
  display: string;
}

/** At most this many characters are read: contact text is a line, not a document. */
const MAX_INPUT = 200;

/**
 * A number-like run: an optional `+`, then digits with the separators people write between
 * groups (space, `-`, `.`, parentheses). Letters end a run, so "ext. 42" and "(9am-6pm)" are
 * never glued to the number before them.
 */
const CANDIDATE = /\+?\(?\d[\d ().-]*\d\)?/g;

/** The national significant number plans, after the country code or trunk prefix is removed. */
const PLANS: Record<PhoneMarket, { country: string; national: RegExp; local: RegExp[] }> = {
  // India: 10-digit numbers (mobiles 6-9, landlines 1-5 with their area code); written
  // nationally with a trunk 0 (landlines), bare (mobiles), or as toll-free 1800/1860 numbers.
  en: { country: COUNTRY_CODES.india, national: /^[1-9]\d{9}$/, local: [/^0[1-9]\d{9}$/, /^[6-9]\d{9}$/, /^18[06]0\d{6,7}$/] },
  // Mexico: 10 digits since 2019 (toll-free 800 included); the old 01 800 / 01 900 prefix is
  // still printed on some material.
  es: { country: COUNTRY_CODES.mexico, national: /^1?[1-9]\d{9}$/, local: [/^[1-9]\d{9}$/, /^01[89]00\d{7}$/] },
};

/**
 * Finds the dialable telephone number in a contact text for the market's number plan, or
 * `undefined` when there is none. The first run of digits that is a whole valid number wins;
 * a run that is not (too long, too short, another plan) is refused as a whole, never trimmed or
 * joined with other digits into something else.
 *
 * @example
 * parsePhone('1800-555-0199 ext. 42 (9am-6pm)', 'en') // { dial: '18005550199', display: '1800-555-0199' }
 * parsePhone('+52 55 1234 5678', 'es')               // { dial: '+525512345678', display: '+52 55 1234 5678' }
 * parsePhone('1'.repeat(5000), 'en')                  // undefined
 */
export function parsePhone(text: string | undefined | null, market: PhoneMarket): DialableNumber | undefined {
  if (!text) return undefined;
  const plan = PLANS[market];
  const cut = text.length > MAX_INPUT;
  for (const match of text.slice(0, MAX_INPUT).matchAll(CANDIDATE)) {
    // A run the cut goes through may be the start of a longer one: never dial a piece of it.
    if (cut && match.index + match[0].length >= MAX_INPUT) break;
    const display = match[0].trim();
    const digits = display.replace(/\D/g, '');
    if (digits.length > 15) continue;
    if (display.startsWith('+')) {
      if (digits.startsWith(plan.country) && plan.national.test(digits.slice(plan.country.length))) {
        return { dial: `+${digits}`, display: tidy(display) };
      }
      continue;
    }
    if (plan.local.some((rule) => rule.test(digits))) return { dial: digits, display: tidy(display) };
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
