export type { ApiAdapter } from './adapter';
export { ApiError, isApiError, type ApiErrorKind } from './error';
export { splitAddress, withQuery } from './query';
export { parseSession, sessionQuery, SESSION_KEYS, SESSION_QUERY_KEYS, type Session } from './session';
export type * from './types';
export { NUMBER_PLANS, nationalNumber, typedDigits, type NumberPlan } from './number-plans';
export {
  COMPLAINT_TYPE,
  COUNTRY_CODES,
  MARKET_LOCALE,
  MARKET_UTC_OFFSET_MINUTES,
  ORDER_STATUS,
  isRepayableStatus,
  languageTypeOf,
  marketFromQuery,
  marketLocale,
  orderStatusOf,
  rateKindOf,
  type Market,
  type OrderStatusName,
  type QueryInput,
  type RateKind,
} from './domain';
