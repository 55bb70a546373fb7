// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { documents, fillTables, repoRoot } from './include';

/** Tables made from the code (the provider's options) stay as their generator writes them. */
describe('generated tables', () => {
  const docs = documents()
    .map((file) => ({ file, text: readFileSync(join(repoRoot, file), 'utf8') }))
    .filter(({ text }) => text.includes('<!-- table: '));

  it('are in the docs', () => {
    expect(docs.map(({ file }) => file)).toContain('docs/embedding.md');
  });

  it.each(docs.map(({ file, text }) => [file, text]))('%s has its tables up to date (run npm run docs)', async (_file, text) => {
    expect(await fillTables(text)).toBe(text);
  });
});
