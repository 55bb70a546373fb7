import { defineLoader } from '../../core/data';

/**
 * The loan offer to confirm (spec 2.12, `loan-detail-confirm`) for the session's product. An
 * offer with key facts, or one that asks for a re-quote, starts downloading the chunk of its card
 * or popup as it arrives, before the screen renders; the offer does not wait for it (a failed
 * chunk is that part's problem, shown there).
 */
export const loadLoanConfirmation = defineLoader('loan-confirmation', ({ api, session }) =>
  api.loanQuote({ productId: session.productId ?? '' }).then((quote) => {
    if (quote.disclosure !== undefined) import('./key-facts/KeyFactsCard').catch(() => undefined);
    if (quote.needsRequote) import('./RequoteDialog').catch(() => undefined);
    return quote;
  }),
);
