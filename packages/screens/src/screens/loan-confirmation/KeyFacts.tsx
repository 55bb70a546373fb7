import { DisclosureError, type LoanQuote } from '@lendview/api';
import { Suspense, useEffect } from 'react';
import { defineLoader } from '../../core/data';
import { useScreenData } from '../../core/hooks';
import { useLendview } from '../../core/provider';
import { ErrorBoundary } from '../../ui/ErrorState';

/**
 * The key-facts card's code (component, solver, messages, styles): its own chunk, loaded only
 * for an offer that carries a `disclosure`, so the first screens do not grow. Code, not data:
 * a page hydrating a server render loads it again (from the chunk).
 */
export const loadKeyFactsCard = defineLoader(
  'loan-confirmation:key-facts',
  () => import('./key-facts/KeyFactsCard').then((module) => module.KeyFactsCard),
  { serializable: false },
);

/**
 * The offer's key facts (APR or CAT, totals, look-up period, schedule, full statement), above the
 * agreement box. Nothing without a `disclosure`; a malformed one is reported to `onError` as
 * `disclosure-malformed` and nothing is shown (key facts are shown whole or not at all).
 */
export function KeyFacts({ quote }: { quote: LoanQuote }) {
  const { onError, store } = useLendview();
  const problem = quote.disclosureMalformed;
  useEffect(() => {
    if (problem) onError(new DisclosureError('disclosure-malformed', problem));
  }, [problem, onError]);
  if (!quote.disclosure) return null;
  // Its own boundaries: while the chunk hydrates the rest of the screen is already live, and a
  // chunk that fails to load shows its error and Try again here, with the offer still usable.
  return (
    <ErrorBoundary onError={onError} onRetry={store.clearFailed}>
      <Suspense fallback={null}>
        <Card quote={quote} />
      </Suspense>
    </ErrorBoundary>
  );
}

function Card({ quote }: { quote: LoanQuote }) {
  const { data: KeyFactsCard } = useScreenData(loadKeyFactsCard);
  return <KeyFactsCard disclosure={quote.disclosure!} />;
}
