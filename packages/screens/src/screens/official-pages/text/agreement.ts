import { legalLoader } from '../../../shared/official/legal/loader';

/** The user agreement of each language: one chunk each, loaded only on /User. */
export const agreementText = {
  en: legalLoader('user-agreement:en', () => import('./user-en').then((m) => m.agreement)),
  es: legalLoader('user-agreement:es', () => import('./user-es').then((m) => m.agreement)),
};
