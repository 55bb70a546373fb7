import type { Disclosure } from '../types';
import { decodeDisclosure } from './decode';
import { DisclosureError } from './error';
import { keyFacts, type KeyFacts, type RateKind } from './key-facts';

/** A `disclosure` as a part of a screen shows it: decoded and priced, or why it cannot be. */
export type DisclosureReading =
  | { disclosure: Disclosure; facts: KeyFacts; problems: DisclosureError[] }
  | { disclosure?: undefined; problems: DisclosureError[] };

/**
 * Decodes a `disclosure` as sent and prices it for the market's rate, for a part that shows it.
 * `problems` is what to report to the provider's `onError`: `disclosure-malformed` when the
 * figures do not decode or cannot be priced (then there is nothing to show) and when the offer's
 * number or validity is wrong (left out, the rest shown); `disclosure-mismatch` when the lender's
 * figure is more than 0.1 point from ours. The statements' own terms are `decodeTerms`'.
 *
 * @example
 * const reading = readDisclosure(quote.disclosure, 'apr');
 * reading.problems.forEach(onError);
 * if (reading.disclosure) show(reading.facts.shown);
 */
export function readDisclosure(raw: unknown, kind: RateKind): DisclosureReading {
  const problems: DisclosureError[] = [];
  const malformed = (error: unknown) => new DisclosureError('disclosure-malformed', (error as Error).message);
  try {
    const disclosure = decodeDisclosure(raw, (problem) => problems.push(malformed(problem)));
    const facts = keyFacts(disclosure, kind);
    if (facts.mismatch) {
      const { stated, computed } = facts;
      problems.push(
        new DisclosureError(
          'disclosure-mismatch',
          `Stated ${kind.toUpperCase()} ${stated}%, ${computed.toFixed(2)}% from the cash flows`,
          { stated, computed },
        ),
      );
    }
    return { disclosure, facts, problems };
  } catch (error) {
    return { problems: [malformed(error)] };
  }
}
