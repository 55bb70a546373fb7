import { defineLoader } from '../../core/data';

/** The loan offer to confirm (spec 2.12, `loan-detail-confirm`) for the session's product. */
export const loadLoanConfirmation = defineLoader('loan-confirmation', ({ api, session }) =>
  api.loanQuote({ productId: session.productId ?? '' }));
