export type { ApiAdapter } from './adapter';
export { ApiError, DisclosureError, isApiError, type ApiErrorKind, type DisclosureErrorCode } from './error';
export { parseSession, sessionQuery, SESSION_KEYS, SESSION_QUERY_KEYS, type Session } from './session';
export type * from './types';
