/** A block of a legal text: a paragraph, or a bulleted list of lines. */
export type LegalBlock = string | readonly string[];

/** One numbered section: `id` makes its in-page link (`#<prefix>-<id>`). */
export interface LegalSection {
  id: string;
  title: string;
  body: readonly LegalBlock[];
}

/**
 * A long legal text (loan terms, privacy notice, user agreement) in one language. Kept out of
 * the Lingui catalogs: one plain module per language, loaded for the market on screen only.
 */
export interface LegalText {
  title: string;
  intro: readonly LegalBlock[];
  /** The label of the table of contents. */
  contents: string;
  sections: readonly LegalSection[];
}
