// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './include';

/** The README promises that docs/README.md lists every page (five were missing). */
const linked = (index: string) =>
  new Set([...readFileSync(join(repoRoot, index), 'utf8').matchAll(/\]\(([^)#\s]+)/g)].map((match) => match[1]!));
const pages = (dir: string) => readdirSync(join(repoRoot, dir)).filter((file) => file.endsWith('.md') && file !== 'README.md');

describe('the docs index', () => {
  it('docs/README.md links every page of docs/', () => {
    const index = linked('docs/README.md');
    expect(pages('docs').filter((page) => !index.has(page))).toEqual([]);
  });

  it('docs/screens/README.md links every screen page', () => {
    const index = linked('docs/screens/README.md');
    expect(pages('docs/screens').filter((page) => !index.has(page))).toEqual([]);
  });
});
