// @vitest-environment node
import { agreement as userEn } from '../../../screens/official-pages/text/user-en';
import { agreement as userEs } from '../../../screens/official-pages/text/user-es';
import { notice as noticeEn } from '../../../screens/privacy-notice/text/en';
import { notice as noticeEs } from '../../../screens/privacy-notice/text/es';
import { terms as termsEn } from './terms-en';
import { terms as termsEs } from './terms-es';
import type { LegalBlock, LegalText } from './types';

/** The shape of a text without its words: what both languages must share. */
function shape(text: LegalText) {
  const block = (b: LegalBlock) => (typeof b === 'string' ? 'p' : b.length);
  return { intro: text.intro.map(block), sections: text.sections.map((s) => [s.id, s.body.map(block)]) };
}

function strings(text: LegalText): string[] {
  const flat = (b: LegalBlock) => (typeof b === 'string' ? [b] : [...b]);
  return [
    text.title,
    text.contents,
    ...text.intro.flatMap(flat),
    ...text.sections.flatMap((s) => [s.title, ...s.body.flatMap(flat)]),
  ];
}

// The long legal texts live outside the Lingui catalogs (tests/i18n.test.ts does not see them):
// this is their "every message has a Spanish translation" check.
describe.each([
  ['loan terms', termsEn, termsEs],
  ['user agreement', userEn, userEs],
  ['privacy notice', noticeEn, noticeEs],
])('%s', (_name, en, es) => {
  it('has the same sections, paragraphs and lists in English and Spanish', () => {
    expect(shape(es)).toEqual(shape(en));
  });

  it('has no empty string and no untranslated line', () => {
    for (const line of [...strings(en), ...strings(es)]) expect(line.trim()).not.toBe('');
    const english = new Set(strings(en));
    expect(strings(es).filter((line) => english.has(line) && line !== 'Cookies')).toEqual([]);
  });

  it('has unique section ids (they become in-page link targets)', () => {
    const ids = en.sections.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('Spanish loan terms: late fees quoted in rupees (issue 11)', () => {
  it('quote every amount in pesos, never rupees', () => {
    const text = strings(termsEs).join('\n');
    expect(text).not.toMatch(/Rs\.?\s?\d|₹|rupia/i);
    expect(text).toContain('$1,000 MXN');
  });
});
