import { en } from './en';
import { es } from './es';
import type { Market, MarketData } from './types';

/**
 * Switches of the scenario data, for stories and tests (the mock server derives them from the
 * request instead: see its README comment).
 */
export interface ScenarioKnobs {
  /** The loan quote carries a coupon (`couNum`). @defaultValue `true` */
  coupon?: boolean;
  /** The first loan quote asks for a re-quote (`isNeedPop: 1`); the `isType: 1` reload does not. @defaultValue `false` */
  requote?: boolean;
  /** The card commit asks for a verification code (`needValid: 1`). @defaultValue `true` */
  cardNeedsCode?: boolean;
  /** `repayment-way` lists no cards. @defaultValue `false` */
  noCards?: boolean;
  /** `repayment-way` offers the payment provider's page (`alipay: 1`). @defaultValue `false` */
  providerPay?: boolean;
  /** The complaint tabs hold no items (saved complaints still appear). @defaultValue `false` */
  emptyComplaints?: boolean;
  /**
   * The loan quote's `disclosure`: with the lender's APR or CAT (`stated`), without it
   * (`computed`), with a figure 5 points off ours (`mismatch`), one that does not decode
   * (`malformed`), or none at all (`none`). @defaultValue `'stated'`
   */
  disclosure?: 'stated' | 'computed' | 'mismatch' | 'malformed' | 'none';
}

/** The order scenarios: order id -> `orderStatus` (`"999"` is a status the spec does not know). */
const ORDER_IDS = ['21', '151', '110', '174', '180', '200', '999'] as const;

/** The order shown for an unknown or missing order id: repayable. */
const DEFAULT_ORDER_ID = '174';

/**
 * The market's raw data.
 *
 * @example
 * marketData('en').contactInfo // { phone: '+91 98765 43210', va: '1800 123 4567', email: ... }
 */
export function marketData(market: Market): MarketData {
  return market === 'en' ? en : es;
}

/**
 * The scenario order id for a requested one: itself when it is one of {@link ORDER_IDS}, else
 * {@link DEFAULT_ORDER_ID}.
 *
 * @example
 * orderScenario('180') // '180'; orderScenario('abc') // '174'
 */
export function orderScenario(orderId: string | number | null | undefined): string {
  const id = String(orderId ?? '');
  return (ORDER_IDS as readonly string[]).includes(id) ? id : DEFAULT_ORDER_ID;
}

/**
 * A deep copy of scenario data with `{origin}` replaced by the server's origin (redirect and
 * contract URLs point back at the server that sent them).
 *
 * @example
 * withOrigin({ url: '{origin}/agony' }, 'http://127.0.0.1:5173') // { url: 'http://127.0.0.1:5173/agony' }
 */
export function withOrigin<T>(value: T, origin: string): T {
  if (typeof value === 'string') return value.split('{origin}').join(origin) as T;
  if (Array.isArray(value)) return value.map((item) => withOrigin(item, origin)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withOrigin(item, origin)])) as T;
  }
  return value;
}
