// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chartSvg } from '../../examples/webview-app/field/chart';
import { markdownTable, p75, summarize } from '../../examples/webview-app/field/summary';
import type { StoredVital } from '../../examples/webview-app/server/vitals';

let serial = 1_000_000_000_000;
/** One line as the Node server appends it. */
function line(name: StoredVital['name'], value: number, screen: string, fields: Partial<StoredVital> = {}): string {
  serial += 1;
  const report: StoredVital = {
    name,
    value,
    screen,
    market: 'en',
    navigationType: 'navigate',
    id: `v4-1764201600000-${serial}`,
    at: '2026-11-27T10:15',
  };
  return JSON.stringify({ ...report, ...fields });
}

describe('npm run field-report', () => {
  it('takes the 75th percentile by nearest rank: the value three page loads in four stayed within', () => {
    expect(p75([5])).toBe(5);
    expect(p75([4, 1, 3, 2])).toBe(3);
    expect(p75([10, 20, 30, 40, 50, 60, 70, 80])).toBe(60);
    expect(p75([1, 2, 3, 4, 5])).toBe(4);
  });

  it('counts each metric of a page load once, by its last report, and skips lines that are not reports', () => {
    const lines = [
      line('INP', 96, 'card-repayment', { id: 'v4-1764201600000-7' }),
      line('LCP', 900, 'loan-details'),
      'not json',
      line('LCP', 1200, 'not-a-screen'),
      JSON.stringify({ name: 'LCP', value: 700, screen: 'loan-details' }),
      // The borrower came back and tapped again: the page's INP grew, and replaces the first report.
      line('INP', 520, 'card-repayment', { id: 'v4-1764201600000-7', at: '2026-11-27T10:20' }),
      '',
    ];
    const summary = summarize(lines.join('\n'));
    expect(summary.reports).toBe(2);
    expect(summary.skipped).toBe(3);
    expect(summary.screens.map(({ screen }) => screen)).toEqual(['card-repayment', 'loan-details']);
    expect(summary.screens[0]!.metrics.INP).toEqual({ p75: 520, count: 1, rating: 'poor' });
    expect([summary.from, summary.to]).toEqual(['2026-11-27T10:15', '2026-11-27T10:20']);
  });

  it('writes a row per screen and one for all of them, each cell with its p75, its rating when not good and its page loads', () => {
    const lines = [900, 1100, 2600, 3000].map((value) => line('LCP', value, 'loan-details'));
    lines.push(line('CLS', 0, 'loan-details'), line('TTFB', 1900, 'customer-service', { market: 'es' }));
    const table = markdownTable(summarize(lines.join('\n')));
    expect(table.split('\n')).toEqual([
      '| screen | LCP p75 (page loads) | INP p75 (page loads) | CLS p75 (page loads) | TTFB p75 (page loads) |',
      '|---|---|---|---|---|',
      '| customer-service | – | – | – | 1900 ms **poor** (1) |',
      '| loan-details | 2600 ms **needs improvement** (4) | – | 0.00 (1) | – |',
      '| **all screens** | 2600 ms **needs improvement** (4) | – | 0.00 (1) | 1900 ms **poor** (1) |',
    ]);
  });

  it('draws a bar per screen and metric at its p75, coloured by its rating', () => {
    const svg = chartSvg(summarize([line('LCP', 900, 'loan-details'), line('INP', 640, 'card-repayment')].join('\n')));
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    // Two screens and the all-screens row: a bar for each value, "no reports" for the others.
    expect(svg.match(/<rect x=/g)).toHaveLength(4);
    expect(svg).toContain('fill="#0c7d4f"/><text x="');
    expect(svg).toContain('fill="#c62828"/>');
    expect(svg.match(/no reports/g)).toHaveLength(2 * 3 + 2);
    expect(svg).toContain('>900 ms (1)</text>');
  });

  it('reads the file the server wrote and writes the table and the chart beside it', () => {
    const folder = mkdtempSync(join(tmpdir(), 'lendview-field-'));
    const file = join(folder, 'vitals.jsonl');
    writeFileSync(file, `${[line('LCP', 900, 'loan-details'), line('INP', 120, 'loan-details')].join('\n')}\n`);
    const printed = execFileSync(
      'npx',
      ['tsx', '--tsconfig', 'examples/webview-app/tsconfig.server.json', 'examples/webview-app/field/report.ts', file],
      { encoding: 'utf8' },
    );
    expect(printed).toContain('| loan-details | 900 ms (1) | 120 ms (1) | – | – |');
    expect(readFileSync(join(folder, 'field-report.md'), 'utf8')).toContain('![p75 per screen](field-report.svg)');
    expect(readFileSync(join(folder, 'field-report.svg'), 'utf8')).toContain('LCP p75');
  });
});
