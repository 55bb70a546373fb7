import type { Disclosure, DisclosureNote, ServiceProvider } from '../types';
import { ApiError } from '../error';
import { malformed, record, type Wire } from '../decode/guards';

// Its own entry (`@lendview/api/disclosure-terms`), loaded with the full statements that show
// these terms, not with the key-facts card. It shares no module with `@lendview/api/disclosure`
// (the rate pattern and the refusal are written again, a few lines): the example app's build puts
// a module that four or more on-demand parts share into the core every first screen loads.

/** The terms only the full statements show (India's Key Fact Statement, Mexico's carátula): each optional, each decoded on its own. */
export type DisclosureTerms = Pick<
  Disclosure,
  | 'penalCharges'
  | 'contingentCharges'
  | 'serviceProviders'
  | 'ordinaryRate'
  | 'moratoryRate'
  | 'recaNumber'
  | 'warnings'
  | 'buroUrl'
>;

// Bounds well above any real statement, so a hostile or broken server cannot fill the page.
const NAME = 200;
const LONG = 2000;
const ITEMS = 50;
const PERCENT = /^\d{1,9}(\.\d{1,4})?$/;

/** Text shown as sent: a string with something in it, at most `max` characters. */
const words = (value: unknown, where: string, max: number): string =>
  typeof value === 'string' && value.trim() !== '' && value.length <= max
    ? value
    : malformed(`${where} is not text of 1 to ${max} characters`);

function items<T>(value: unknown, where: string, item: (entry: unknown, at: string) => T): T[] {
  if (!Array.isArray(value) || value.length === 0 || value.length > ITEMS) {
    return malformed(`${where} is not a list of 1 to ${ITEMS} items`);
  }
  return value.map((entry, index) => item(entry, `${where}[${index}]`));
}

/** An `https:` address without credentials; `host`, when given, is the only site it may be on (and its subdomains). */
export function secureUrl(value: unknown, where: string, host?: string): string {
  let url: URL | undefined;
  try {
    url = typeof value === 'string' && value.length <= LONG ? new URL(value) : undefined;
  } catch {
    url = undefined;
  }
  const hostname = url?.hostname ?? '';
  if (
    !url ||
    url.protocol !== 'https:' ||
    url.username ||
    url.password ||
    (host !== undefined && hostname !== host && !hostname.endsWith(`.${host}`))
  ) {
    return malformed(`${where} is not an https address${host ? ` on ${host}` : ''}`);
  }
  return url.href;
}

const note = (value: unknown, where: string): DisclosureNote => {
  const item = record(value, where);
  return { name: words(item.name, `${where}.name`, NAME), text: words(item.text, `${where}.text`, LONG) };
};

const provider = (value: unknown, where: string): ServiceProvider => {
  const item = record(value, where);
  const role = item.role;
  if (role !== 'lsp' && role !== 'recovery') return malformed(`${where}.role is not lsp or recovery`);
  const url = item.url === undefined || item.url === null ? undefined : secureUrl(item.url, `${where}.url`);
  return { name: words(item.name, `${where}.name`, NAME), role, ...(url !== undefined && { url }) };
};

/** A rate in percent: a decimal string (`"24.16"`, `"1095.00"`). */
const percent = (value: unknown, where: string): string =>
  typeof value === 'string' && PERCENT.test(value) ? value : malformed(`${where} is not a percentage`);

/** Each term's decoder, by its wire name. */
const DECODERS: { [K in keyof DisclosureTerms]-?: (value: unknown, where: string) => NonNullable<DisclosureTerms[K]> } = {
  penalCharges: (value, where) => items(value, where, note),
  contingentCharges: (value, where) => items(value, where, note),
  serviceProviders: (value, where) => items(value, where, provider),
  ordinaryRate: percent,
  moratoryRate: percent,
  recaNumber: (value, where) => words(value, where, 100),
  warnings: (value, where) => items(value, where, (entry, at) => words(entry, at, LONG)),
  // The Buró de Entidades Financieras is CONDUSEF's (buro.gob.mx): a link under that name goes to
  // a Mexican government site or nowhere.
  buroUrl: (value, where) => secureUrl(value, where, 'gob.mx'),
};

/**
 * The terms of a `disclosure` (as sent) that the full statements show: penal and contingent
 * charges, service providers, Mexico's rates, the RECA number, the warnings and the Buró link. A
 * term left out or `null` is left out. A term that is wrong throws `malformed`, or, given
 * `refuse`, is left out and handed to it: one wrong term then costs its own part of the statement,
 * never the rest. Anything but an object has no terms.
 *
 * @example
 * decodeTerms({ recaNumber: '15368-439-035612/01-01234-1125', buroUrl: 'ftp://x' }, report) // { recaNumber: '15368-…' }, buroUrl reported
 */
export function decodeTerms(value: unknown, refuse?: (problem: ApiError) => void): DisclosureTerms {
  const terms: DisclosureTerms = {};
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return terms;
  const source = value as Wire;
  for (const key of Object.keys(DECODERS) as (keyof DisclosureTerms)[]) {
    const value = source[key];
    if (value === undefined || value === null) continue;
    try {
      (terms as Record<string, unknown>)[key] = DECODERS[key](value, `disclosure.${key}`);
    } catch (error) {
      if (!refuse || !(error instanceof ApiError)) throw error;
      refuse(error);
    }
  }
  return terms;
}
