// `@lendview/api/disclosure`: an offer's key facts: the strict decoders (the disclosure and the
// look-up period), the APR and CAT (pure functions, no I/O), the market's day, and their error.
// Its own entry, so all of it loads only with the parts that show them.
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
export { decodeLookup } from './disclosure/lookup';
export { readDisclosure, type DisclosureReading } from './disclosure/read';
export { dayEnds } from './disclosure/dates';
export { DisclosureError, type DisclosureErrorCode } from './disclosure/error';
