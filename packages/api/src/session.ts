/**
 * Session and device values carried in the page address (spec section 3). Every value is a
 * string as read; a key absent from the address is absent here (never `undefined` on the wire).
 */
export interface Session {
  deviceId?: string;
  appVersion?: string;
  userId?: string;
  appName?: string;
  sessionId?: string;
  clientType?: string;
  merchantNumber?: string;
  mobilePhone?: string;
  orderId?: string;
  productId?: string;
  couponId?: string;
  couponMoney?: string;
  withholdingAmount?: string;
  languageType?: string;
  isNeedPop?: string;
}

export const SESSION_KEYS = [
  'deviceId',
  'appVersion',
  'userId',
  'appName',
  'sessionId',
  'clientType',
  'merchantNumber',
  'mobilePhone',
  'orderId',
  'productId',
  'couponId',
  'couponMoney',
  'withholdingAmount',
  'languageType',
  'isNeedPop',
] as const satisfies readonly (keyof Session)[];

/** The keys appended to every family E and C call (docs/api.md). */
export const SESSION_QUERY_KEYS = [
  'deviceId',
  'appVersion',
  'userId',
  'appName',
  'sessionId',
  'clientType',
  'merchantNumber',
  'mobilePhone',
  'languageType',
] as const satisfies readonly (keyof Session)[];

/**
 * Reads the session from a query string (with or without `?`), or from a hash route's query
 * (`#/borrowDetail/?orderId=1`). Empty values are dropped.
 *
 * @example
 * parseSession('?userId=7&languageType=1') // { userId: '7', languageType: '1' }
 */
export function parseSession(search: string): Session {
  const params = new URLSearchParams(search.includes('?') ? search.slice(search.indexOf('?')) : search);
  const session: Session = {};
  for (const key of SESSION_KEYS) {
    const value = params.get(key);
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
