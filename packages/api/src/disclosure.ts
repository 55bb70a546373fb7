// `@lendview/api/disclosure`: the APR and CAT of an offer, pure functions with no I/O. Its own
// entry so the solver loads only with the key-facts card.
export { annualPercentageRate, costoAnualTotal, keyFacts, MISMATCH_POINTS, type KeyFacts, type RateKind } from './disclosure/key-facts';
export { solveRate, type CashFlow } from './disclosure/solve';
export { cents } from './disclosure/amounts';
