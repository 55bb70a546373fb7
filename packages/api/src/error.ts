/** The closed set of ways an API call fails. */
export type ApiErrorKind = 'rejected' | 'network' | 'timeout' | 'malformed' | 'aborted' | 'expired';

/**
 * The one error every `ApiAdapter` method rejects with.
 *
 * `rejected`: the server answered with a failure code; `code` and `message` are the server's,
 * and screens show `message` (spec section 8). `expired`: the borrower's session ended (HTTP 401
 * on a call that carries the session, or an envelope code the lender configured as meaning so);
 * screens ask the shell to log out and say the session ended. The other kinds carry no server
 * text: screens show their own localized message for them.
 *
 * @example
 * try { await api.contactInfo() } catch (e) { if (isApiError(e) && e.kind === 'rejected') toast(e.message) }
 */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** The server's code for `rejected` (as a string: `"800006"`, `"11"`, `"-1"`). */
  readonly code: string | undefined;

  constructor(kind: ApiErrorKind, message: string, options: { code?: string; cause?: unknown } = {}) {
    super(message);
    // Not through `super`: engines before ES2022 (Chrome 80, Safari 14) drop the option.
    if (options.cause !== undefined) this.cause = options.cause;
    this.name = 'ApiError';
    this.kind = kind;
    this.code = options.code;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
