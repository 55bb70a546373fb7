import type { ApiError } from '@lendview/api';
import { decodeTerms, type DisclosureTerms } from '@lendview/api/disclosure-terms';
import { useEffect, useMemo } from 'react';
import { DisclosureError } from '@lendview/api/disclosure';
import { useLendview } from '../core/provider';

/**
 * The terms of a `disclosure` as sent that a full statement shows (`decodeTerms`): each wrong one
 * left out and reported to the provider's `onError` as `disclosure-malformed`. The key-facts card
 * decodes the figures; the statements, which load with it, decode and report their own terms.
 */
export function useTerms(raw: unknown): DisclosureTerms {
  const { onError } = useLendview();
  const [terms, problems] = useMemo(() => {
    const refused: ApiError[] = [];
    return [decodeTerms(raw, (problem) => refused.push(problem)), refused] as const;
  }, [raw]);
  useEffect(() => {
    problems.forEach((problem) => onError(new DisclosureError('disclosure-malformed', problem.message)));
  }, [problems, onError]);
  return terms;
}
