/** The closed set of ways an API call fails. */
export type ApiErrorKind = 'rejected' | 'network' | 'timeout' | 'malformed' | 'aborted';

/**
 * The one error every `ApiAdapter` method rejects with.
 *
 * `rejected`: the server answered with a failure code; `code` and `message` are the server's,
 * and screens show `message` (spec section 8). The other kinds carry no server text: screens
 * show their own localized message for them.
 *
 * @example
 * try { await api.contactInfo() } catch (e) { if (isApiError(e) && e.kind === 'rejected') toast(e.message) }
 */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** The server's code for `rejected` (as a string: `"800006"`, `"11"`, `"-1"`). */
  readonly code: string | undefined;

  constructor(kind: ApiErrorKind, message: string, options: { code?: string; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'ApiError';
    this.kind = kind;
    this.code = options.code;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** The closed set of ways an offer's key facts (`disclosure`) go wrong. */
export type DisclosureErrorCode = 'disclosure-malformed' | 'disclosure-mismatch';

/**
 * Reported to the provider's `onError`, never thrown at the borrower: `disclosure-malformed` (the
 * server's `disclosure` did not decode, so no key facts are shown; `message` says why) or
 * `disclosure-mismatch` (the lender's APR or CAT differs from the one computed from its own cash
 * flows by more than 0.1 point; the lender's figure is shown).
 *
 * @example
 * onError={(e) => { if (e instanceof DisclosureError && e.code === 'disclosure-mismatch') log(e.stated, e.computed) }}
 */
export class DisclosureError extends Error {
  readonly code: DisclosureErrorCode;
  /** The lender's figure in percent (`disclosure-mismatch`). */
  readonly stated: number | undefined;
  /** Ours, from the cash flows, in percent (`disclosure-mismatch`). */
  readonly computed: number | undefined;

  constructor(code: DisclosureErrorCode, message: string, figures: { stated?: number; computed?: number } = {}) {
    super(message);
    this.name = 'DisclosureError';
    this.code = code;
    this.stated = figures.stated;
    this.computed = figures.computed;
  }
}
