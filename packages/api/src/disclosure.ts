// `@lendview/api/disclosure`: an offer's key facts: the strict decoder, the APR and CAT (pure
// functions, no I/O) and their error. Its own entry, so all of it loads only with the key-facts card.
export {
  annualPercentageRate,
  costoAnualTotal,
  keyFacts,
  MISMATCH_POINTS,
  type KeyFacts,
  type RateKind,
} from './disclosure/key-facts';
export { solveRate, type CashFlow } from './disclosure/solve';
export { cents } from './disclosure/amounts';
export { decodeDisclosure } from './disclosure/decode';
export { DisclosureError, type DisclosureErrorCode } from './disclosure/error';
