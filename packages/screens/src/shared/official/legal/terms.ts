import { legalLoader } from './loader';

/** The loan terms of each language (spec 2.17's Loan tab and /Loan share them). */
export const loanTerms = {
  en: legalLoader('loan-terms:en', () => import('./terms-en').then((m) => m.terms)),
  es: legalLoader('loan-terms:es', () => import('./terms-es').then((m) => m.terms)),
};
