import { defineLoader } from '../../core/data';

/**
 * The loan offer to confirm (spec 2.12, `loan-detail-confirm`) for the session's product. An
 * offer with key facts starts loading their card's chunk too, so the card does not wait for the
 * screen to render first (a failed chunk is the card's problem, not the offer's).
 */
export const loadLoanConfirmation = defineLoader('loan-confirmation', ({ api, session }) =>
  api.loanQuote({ productId: session.productId ?? '' }).then((quote) => quote.disclosure
    ? import('./key-facts/KeyFactsCard').then(() => quote, () => quote)
    : quote));
