// `@lendview/api/disclosure-terms`: the terms of an offer's key facts that only the full statements
// show (penal and contingent charges, service providers, Mexico's rates, RECA number, warnings,
// Buró link). Its own entry, so it loads with the statements and not with the key-facts card.
export { decodeTerms, type DisclosureTerms } from './disclosure/terms';
