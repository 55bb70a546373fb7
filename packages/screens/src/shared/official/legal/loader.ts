import type { Loader } from '../../../core/data';
import { defineLoader } from '../../../core/data';
import type { LegalDocument } from './LegalDocument';
import type { LegalText } from './types';

/** A legal text with the component that shows it: both arrive in chunks loaded on demand. */
export interface LoadedLegal {
  Document: typeof LegalDocument;
  text: LegalText;
}

/**
 * One loader per text and language. The renderer and the text load together (no waterfall).
 * They are code, not data: a page hydrating a server render loads them again (from its chunks).
 */
export function legalLoader(name: string, text: () => Promise<LegalText>): Loader<LoadedLegal> {
  return defineLoader(
    name,
    async () => {
      const [module, loaded] = await Promise.all([import('./LegalDocument'), text()]);
      return { Document: module.LegalDocument, text: loaded };
    },
    { serializable: false },
  );
}
