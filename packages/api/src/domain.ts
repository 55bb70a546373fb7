// The product's rules that the SDK, the example app's server and the mock servers all apply: one
// home each, so a rule cannot drift between the page, the API client and the servers.

/** The two markets (spec section 1): English with rupee, Spanish with peso. */
export type Market = 'en' | 'es';

/** A page query as a string (`?a=1`), parsed parameters, or an object holding its values (a session, a server's query). */
export type QueryInput = string | URLSearchParams | { readonly languageType?: string | null; readonly isNeedPop?: string | null };

/**
 * The market a page address asks for: `languageType` (or, without it, `isNeedPop`) equal to `1`
 * means English; `2`, anything else or nothing means Spanish.
 *
 * @example
 * marketFromQuery('?languageType=1') // 'en'
 * marketFromQuery({ isNeedPop: '1' }) // 'en'
 */
export function marketFromQuery(query: QueryInput): Market {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const get = (key: 'languageType' | 'isNeedPop') =>
    (params instanceof URLSearchParams ? params.get(key) : params[key]) ?? undefined;
  return (get('languageType') ?? get('isNeedPop')) === languageTypeOf('en') ? 'en' : 'es';
}

/**
 * The `languageType` an address carries for a market, the inverse of {@link marketFromQuery}:
 * `1` English, `2` Spanish.
 *
 * @example
 * withQuery('/PrivacyPolicy', { languageType: languageTypeOf(market) })
 */
export const languageTypeOf = (market: Market): '1' | '2' => (market === 'en' ? '1' : '2');

/** `apr`: India's Annual Percentage Rate; `cat`: Mexico's Costo Anual Total. */
export type RateKind = 'apr' | 'cat';

/**
 * The rate a market's borrower is shown before signing: the APR in English (India, RBI's Key
 * Fact Statement), the CAT in Spanish (Mexico, Banxico's carátula).
 *
 * @example
 * rateKindOf('es') // 'cat'
 */
export const rateKindOf = (market: Market): RateKind => (market === 'en' ? 'apr' : 'cat');

/** Country calling codes of the two markets (the mobile and the telephone plans share them). */
export const COUNTRY_CODES = { india: '91', mexico: '52' } as const;

/**
 * Each market's civil time, in minutes east of UTC: India Standard Time and Mexico City's time
 * (no daylight saving in either, Mexico's since October 2022). Fixed offsets: no time-zone data
 * to load, and a server and a phone in any zone agree on the day.
 */
export const MARKET_UTC_OFFSET_MINUTES = { en: 330, es: -360 } as const satisfies Record<Market, number>;

/** The BCP 47 tag of each market, for `<html lang>`, `Intl` and `Accept-Language`. */
export const MARKET_LOCALE = { en: 'en-IN', es: 'es-MX' } as const satisfies Record<Market, string>;

/**
 * The BCP 47 tag of a market.
 *
 * @example
 * marketLocale('es') // 'es-MX'
 */
export function marketLocale(market: Market): (typeof MARKET_LOCALE)[Market] {
  return MARKET_LOCALE[market];
}

/**
 * The order status codes the spec names (section 4), by meaning. Servers send them as numbers or
 * strings: compare through {@link orderStatusOf}.
 */
export const ORDER_STATUS = {
  inReview: 21,
  disbursing: 151,
  /** Failed: the loan details hide the detail rows. */
  failed: 110,
  repayable: 174,
  /** Overdue, still repayable. */
  overdue: 180,
  settled: 200,
} as const;

export type OrderStatusName = keyof typeof ORDER_STATUS;

/**
 * The name of a status code the spec knows, `undefined` for any other.
 *
 * @example
 * orderStatusOf('174') // 'repayable'
 */
export function orderStatusOf(code: number | string): OrderStatusName | undefined {
  const value = Number(typeof code === 'string' ? code.trim() : code);
  return (Object.keys(ORDER_STATUS) as OrderStatusName[]).find((name) => ORDER_STATUS[name] === value);
}

/** Spec 4: repayable (174) and overdue (180) orders can be repaid. */
export function isRepayableStatus(code: number | string): boolean {
  const name = orderStatusOf(code);
  return name === 'repayable' || name === 'overdue';
}

/**
 * The complaint types with a rule of their own (spec 2.2, 4, 6): collection needs a sub-type and
 * a selected order that allows it. The other types come from the server and need nothing.
 */
export const COMPLAINT_TYPE = { collection: '1' } as const;
