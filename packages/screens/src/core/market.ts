/** The two markets (spec section 1): English with rupee, Spanish with peso. */
export type Market = 'en' | 'es';

/**
 * The market the page address asks for: `languageType` or `isNeedPop` equal to `1` means
 * English; `2`, anything else or nothing means Spanish.
 *
 * @example
 * marketFromQuery('?languageType=1') // 'en'
 */
export function marketFromQuery(search: string | URLSearchParams): Market {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const flag = params.get('languageType') ?? params.get('isNeedPop');
  return flag === '1' ? 'en' : 'es';
}

/** The BCP 47 tag for `<html lang>` and `Intl`. */
export function marketLocale(market: Market): string {
  return market === 'en' ? 'en-IN' : 'es-MX';
}
