import { splitAddress } from './query';

/**
 * Every session key, in the order links carry them, and where the HTTP adapter sends it: `1` on
 * every family E and C call (docs/api.md: the caller's keys, and the market), `0` only where a
 * call names it (what the page is about: its order, its payment, the re-quote flag).
 */
const KEYS = {
  deviceId: 1,
  appVersion: 1,
  userId: 1,
  appName: 1,
  sessionId: 1,
  clientType: 1,
  merchantNumber: 1,
  mobilePhone: 1,
  orderId: 0,
  productId: 0,
  couponId: 0,
  couponMoney: 0,
  withholdingAmount: 0,
  languageType: 1,
  isNeedPop: 0,
} as const;

/**
 * Session and device values carried in the page address (spec section 3). Every value is a
 * string as read; a key absent from the address is absent here (never `undefined` on the wire).
 */
export type Session = { -readonly [K in keyof typeof KEYS]?: string };

/** Every key of {@link Session}, in the order links carry them. */
export const SESSION_KEYS = Object.keys(KEYS) as readonly (keyof Session)[];

/** The keys appended to every family E and C call (docs/api.md): the caller's, and the market. */
export const SESSION_QUERY_KEYS: readonly (keyof Session)[] = SESSION_KEYS.filter((key) => KEYS[key]);

/**
 * The spec's short names for the same values: the after-repayment target `#/borrowDetail/` carries
 * `device, user, session` (spec 2.1), as the card calls' own query does. Read when the full name
 * is absent; links this page builds carry the full names.
 */
const SHORT_NAMES: Partial<Record<keyof Session, string>> = { deviceId: 'device', userId: 'user', sessionId: 'session' };

/**
 * Reads the session from a query string (with or without `?`), or from the query of an address
 * (`/carpmm?orderId=1`, a hash route `#/borrowDetail/?orderId=1`). Empty values are dropped; the
 * spec's short names `device`, `user`, `session` stand in for `deviceId`, `userId`, `sessionId`.
 * A `?` inside the query belongs to a value, as every URL parser reads it (`x=?orderId=5` is `x`).
 *
 * @example
 * parseSession('?userId=7&languageType=1') // { userId: '7', languageType: '1' }
 * parseSession('#/borrowDetail/?user=7&session=s1') // { userId: '7', sessionId: 's1' }
 */
export function parseSession(search: string): Session {
  const params = new URLSearchParams(/^[#/]/.test(search) ? splitAddress(search)[1] : search);
  const session: Session = {};
  for (const key of SESSION_KEYS) {
    const value = params.get(key) || params.get(SHORT_NAMES[key] ?? '');
    if (value) session[key] = value;
  }
  return session;
}

/**
 * The session query string to append to same-origin navigations (`userId=7&...`), in a
 * stable key order. Keys absent from the session are left out.
 */
export function sessionQuery(session: Session, keys: readonly (keyof Session)[] = SESSION_KEYS): string {
  const params = new URLSearchParams();
  for (const key of keys) {
    const value = session[key];
    if (value) params.set(key, value);
  }
  return params.toString();
}
