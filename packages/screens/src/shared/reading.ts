import { readDisclosure, type DisclosureReading, type RateKind } from '@lendview/api/disclosure';
import { useEffect, useMemo } from 'react';
import { useLendview } from '../core/provider';

/**
 * A `disclosure` as sent, decoded and priced for the market's rate (`readDisclosure`), its
 * problems reported to the provider's `onError` when `report` is set (by the one part that owns
 * the disclosure on screen, so nothing is reported twice).
 */
export function useReading(raw: unknown, kind: RateKind, report: boolean): DisclosureReading {
  const { onError } = useLendview();
  const reading = useMemo(() => readDisclosure(raw, kind), [raw, kind]);
  useEffect(() => {
    if (report) reading.problems.forEach((problem) => onError(problem));
  }, [reading, report, onError]);
  return reading;
}
