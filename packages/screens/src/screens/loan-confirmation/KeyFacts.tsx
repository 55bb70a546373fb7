import { DisclosureError, type LoanQuote } from '@lendview/api';
import { useEffect } from 'react';
import { defineLoader } from '../../core/data';
import { useLendview } from '../../core/provider';
import { Deferred } from '../../ui/Deferred';

/**
 * The key-facts card's code (component, solver, messages, styles): its own chunk, loaded only
 * for an offer that carries a `disclosure`, so the first screens do not grow. Code, not data:
 * a page hydrating a server render loads it again (from the chunk).
 */
const loadKeyFactsCard = defineLoader(
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
  const { onError } = useLendview();
  const { disclosure, disclosureMalformed: problem } = quote;
  useEffect(() => {
    if (problem) onError(new DisclosureError('disclosure-malformed', problem));
  }, [problem, onError]);
  return disclosure ? <Deferred load={loadKeyFactsCard} props={{ disclosure }} /> : null;
}
