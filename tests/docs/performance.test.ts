// @vitest-environment node
import { readFileSync } from 'node:fs';
import { PAGE, performancePage, RESULTS, type Results } from '../bench/report';

describe('docs/performance.md', () => {
  it('is what the benchmark results and notes generate (npm run bench:report)', () => {
    const results = JSON.parse(readFileSync(RESULTS, 'utf8')) as Results;
    expect(readFileSync(PAGE, 'utf8')).toBe(performancePage(results));
  });
});
