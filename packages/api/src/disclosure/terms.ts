import type { Disclosure, DisclosureNote, ServiceProvider } from '../types';
import { ApiError } from '../error';
import { malformed, record, type Wire } from '../decode/guards';
import { wireDate } from './dates';

/** The key facts' additive terms: each optional, each decoded on its own. */
type Terms = Pick<
  Disclosure,
  | 'proposalId'
  | 'validUntil'
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
const SHORT = 100;
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
export const percent = (value: unknown, where: string): string =>
  typeof value === 'string' && PERCENT.test(value) ? value : malformed(`${where} is not a percentage`);

/** Each term's decoder, by its wire name. */
const DECODERS: { [K in keyof Terms]-?: (value: unknown, where: string) => NonNullable<Terms[K]> } = {
  proposalId: (value, where) => words(value, where, SHORT),
  validUntil: wireDate,
  penalCharges: (value, where) => items(value, where, note),
  contingentCharges: (value, where) => items(value, where, note),
  serviceProviders: (value, where) => items(value, where, provider),
  ordinaryRate: percent,
  moratoryRate: percent,
  recaNumber: (value, where) => words(value, where, SHORT),
  warnings: (value, where) => items(value, where, (entry, at) => words(entry, at, LONG)),
  // The Buró de Entidades Financieras is CONDUSEF's (buro.gob.mx): a link under that name goes to
  // a Mexican government site or nowhere.
  buroUrl: (value, where) => secureUrl(value, where, 'gob.mx'),
};

/**
 * The additive terms of a `disclosure` (proposal and validity, penal and contingent charges,
 * service providers, Mexico's rates, RECA number, warnings, Buró link). A term left out or `null`
 * is left out. A term that is wrong throws `malformed`, or, given `refuse`, is left out and handed
 * to it: one wrong term then costs its own part of the statement, never the rest.
 */
export function decodeTerms(source: Wire, refuse?: (problem: ApiError) => void): Terms {
  const terms: Terms = {};
  for (const key of Object.keys(DECODERS) as (keyof Terms)[]) {
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
