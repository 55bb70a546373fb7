// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ENDPOINTS } from '@packages/api/src/endpoints';

describe('docs/api.md', () => {
  it('lists every endpoint the HTTP adapter calls', () => {
    const page = readFileSync(join(import.meta.dirname, '../../docs/api.md'), 'utf8');
    expect(Object.values(ENDPOINTS).filter((path) => !page.includes(`\`${path}\``))).toEqual([]);
  });
});
