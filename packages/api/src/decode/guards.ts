import { ApiError } from '../error';
import { checkAmount } from '../validate/amount';

/** A JSON object as read from the wire. */
export type Wire = Record<string, unknown>;

/** Stops decoding: the body does not have the documented shape (docs/api.md). */
export function malformed(what: string): never {
  throw new ApiError('malformed', `Malformed response: ${what}`);
}

/** An object, or a `malformed` error naming `where`. */
export function record(value: unknown, where: string): Wire {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) malformed(`${where} is not an object`);
  return value as Wire;
}

/**
 * A text field: strings as sent, numbers as their digits (`174` -> `"174"`), missing or `null` as
 * `""`. Anything else (an object, a list) is malformed. Alternative spellings are tried in order
 * (`username`, `userName`).
 */
export function text(source: Wire, ...keys: string[]): string {
  for (const key of keys) {
    const value = source[key];
    if (value === undefined || value === null) continue;
    if (typeof value === 'string') return value;
    if (typeof value === 'number' || typeof value === 'boolean') return String(value);
    malformed(`${key} is not text`);
  }
  return '';
}

/** A text field that must be present and non-empty. */
export function requiredText(source: Wire, ...keys: string[]): string {
  const value = text(source, ...keys);
  if (value.trim() === '') malformed(`${keys[0]} is missing`);
  return value;
}

/** A number sent as a number or as digits (`"174"`); missing, empty or not a number is malformed. */
export function integer(source: Wire, key: string): number {
  const raw = text(source, key).trim();
  const value = Number(raw);
  if (raw === '' || !Number.isFinite(value)) malformed(`${key} is not a number`);
  return value;
}

/** The spec's flags: `1`, `'1'` and `true` are set; anything else (`0`, `'0'`, `''`, missing) is not. */
export function flag(source: Wire, key: string): boolean {
  const value = source[key];
  return value === true || (typeof value !== 'boolean' && value !== null && value !== '' && Number(value) === 1);
}

/** A list decoded item by item; missing or `null` is `[]`, anything but an array is malformed. */
export function list<T>(source: Wire, key: string, item: (value: unknown, where: string) => T): T[] {
  const value = source[key];
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) malformed(`${key} is not a list`);
  return value.map((entry, index) => item(entry, `${key}[${index}]`));
}

/** A list of URLs (or other text); numbers become text, anything else is malformed. */
export function textList(source: Wire, key: string): string[] {
  return list(source, key, (value, where) => {
    if (typeof value === 'string') return value;
    if (typeof value === 'number') return String(value);
    return malformed(`${where} is not text`);
  });
}

/** A nested object that may be missing (treated as `{}`), or malformed when of another type. */
export function nested(source: Wire, key: string): Wire {
  const value = source[key];
  return value === undefined || value === null ? {} : record(value, key);
}

/**
 * A money field that must be there and be an amount (`checkAmount`: a decimal, not negative,
 * within the bound): an offer, an instalment or a contract without its amount is `malformed`,
 * never an empty screen with a live money button. Kept as the server's text (spec 9).
 */
export function requiredAmount(source: Wire, ...keys: string[]): string {
  const value = text(source, ...keys);
  if (value === '') malformed(`${keys[0]} is missing`);
  if (!checkAmount(value).ok) malformed(`${keys[0]} is not an amount`);
  return checkAmount(value).text;
}

/** A money field that may be empty (`""`); when present it must be an amount. */
export function optionalAmount(source: Wire, ...keys: string[]): string {
  const value = text(source, ...keys).trim();
  if (value !== '' && !checkAmount(value).ok) malformed(`${keys[0]} is not an amount`);
  return value;
}

/** A list that must have at least one item. */
export function requiredList<T>(source: Wire, key: string, item: (value: unknown, where: string) => T): T[] {
  const items = list(source, key, item);
  if (items.length === 0) malformed(`${key} is empty`);
  return items;
}
