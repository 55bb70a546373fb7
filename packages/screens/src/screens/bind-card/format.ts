/**
 * Input formatting of spec section 5: bank card digits in groups of four, a phone kept to digits
 * (up to 11) grouped 3-4-4. Pure functions, plus {@link reformat}, which keeps the caret after
 * the same digit when the formatter moves characters around it.
 */

/** Bank card numbers are at most 19 digits (ISO/IEC 7812). */
export const CARD_MAX_DIGITS = 19;
/** Spec section 5: a phone keeps digits only, up to 11. */
export const PHONE_MAX_DIGITS = 11;

/**
 * The digits of a text.
 *
 * @example
 * digitsOnly('+52 (55) 1234') // '52551234'
 */
export function digitsOnly(text: string): string {
  return text.replace(/\D/g, '');
}

/**
 * Card digits grouped in fours, capped at {@link CARD_MAX_DIGITS}.
 *
 * @example
 * formatCardNumber('6222021234567890') // '6222 0212 3456 7890'
 */
export function formatCardNumber(text: string): string {
  return digitsOnly(text)
    .slice(0, CARD_MAX_DIGITS)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * Phone digits grouped 3-4-4, capped at {@link PHONE_MAX_DIGITS}.
 *
 * @example
 * formatPhone('13812345678') // '138 1234 5678'
 */
export function formatPhone(text: string): string {
  const digits = digitsOnly(text).slice(0, PHONE_MAX_DIGITS);
  return [digits.slice(0, 3), digits.slice(3, 7), digits.slice(7)].filter(Boolean).join(' ');
}

/** Where the caret goes in `formatted` to sit after its `count`-th digit. */
function caretAfterDigits(formatted: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i++) {
    if (/\d/.test(formatted[i]!) && ++seen === count) return i + 1;
  }
  return formatted.length;
}

/**
 * Applies a formatter to what the borrower just typed or pasted (`next`, caret at `caret`) over
 * the previous value, and says where the caret goes. Deleting only a separator (Backspace on the
 * space of '6222 |0212') deletes the digit before it instead, so the caret never gets stuck.
 *
 * @example
 * reformat('6222 0212', '62220212', 4, formatCardNumber) // { value: '6220 212', caret: 3 }
 */
export function reformat(
  previous: string,
  next: string,
  caret: number,
  format: (text: string) => string,
): { value: string; caret: number } {
  let text = next;
  let at = caret;
  if (next.length < previous.length && digitsOnly(next) === digitsOnly(previous) && at > 0) {
    text = next.slice(0, at - 1) + next.slice(at);
    at -= 1;
  }
  const value = format(text);
  return { value, caret: caretAfterDigits(value, digitsOnly(text.slice(0, at)).length) };
}
