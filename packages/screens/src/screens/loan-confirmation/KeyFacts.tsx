import type { LoanQuote } from '@lendview/api';
import { defineLoader } from '../../core/data';
import { Deferred } from '../../ui';

/**
 * The key-facts card's code (decoder, solver, component, messages, styles): its own chunk, loaded
 * only for an offer that carries a `disclosure`, so the first screens do not grow. Code, not data:
 * a page hydrating a server render loads it again (from the chunk).
 */
const loadKeyFactsCard = defineLoader(
  'loan-confirmation:key-facts',
  () => import('./key-facts/KeyFactsCard').then((module) => module.KeyFactsCard),
  { serializable: false },
);

interface KeyFactsProps {
  quote: LoanQuote;
  /** Called with the disclosure Submit may go ahead for (acknowledged, still valid), or `null`. */
  onClear: (cleared: unknown) => void;
  /** Asks for a fresh offer (the one on screen has expired). */
  onRefresh: () => void;
}

/**
 * The offer's key facts (APR or CAT, proposal and validity, totals, look-up period, the folded
 * statement, the acknowledgement), above the agreement box; nothing without a `disclosure`.
 */
export function KeyFacts({ quote, onClear, onRefresh }: KeyFactsProps) {
  return quote.disclosure === undefined ? null : (
    <Deferred
      load={loadKeyFactsCard}
      props={{ disclosure: quote.disclosure, productName: quote.productName, onClear, onRefresh }}
    />
  );
}
