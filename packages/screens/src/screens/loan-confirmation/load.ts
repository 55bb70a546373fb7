import { defineLoader } from '../../core/data';

/**
 * The loan offer to confirm (spec 2.12, `loan-detail-confirm`) for the session's product. An
 * offer with key facts starts downloading their card's chunk as it arrives, before the screen
 * renders; the offer does not wait for it (a failed chunk is the card's problem, shown there).
 * The re-quote popup downloads when it shows: a prefetch here would put its file list in the
 * app's script, which every first screen loads.
 */
export const loadLoanConfirmation = defineLoader('loan-confirmation', ({ api, session }) =>
  api.loanQuote({ productId: session.productId ?? '' }).then((quote) => {
    if (quote.disclosure !== undefined) import('./key-facts/KeyFactsCard').catch(() => undefined);
    return quote;
  }),
);
