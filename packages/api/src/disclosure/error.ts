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
