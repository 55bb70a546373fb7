import { marketFromQuery } from '../../core/market';
import { defineLoader } from '../../core/data';
import { legalLoader } from '../../shared/official/legal/loader';

/**
 * The notice of each language: a plain module (not a Lingui catalog) and a chunk each, so a
 * reader downloads only the language of the page, together with the document renderer.
 */
export const noticeText = {
  en: legalLoader('privacy-notice:en', () => import('./text/en').then((m) => m.notice)),
  es: legalLoader('privacy-notice:es', () => import('./text/es').then((m) => m.notice)),
};

/**
 * Route preload: starts the text of the market the page address asks for (spec 2.18), so it
 * downloads beside the screen's own chunk. The screen then finds the modules already there.
 */
export const loadPrivacyNotice = defineLoader(
  'privacy-notice',
  (context) => noticeText[marketFromQuery(context.query)].fetch(context),
  { serializable: false },
);
