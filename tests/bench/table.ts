import type { Measure } from './lighthouse';

/**
 * The issue's targets. The score is Lighthouse's mobile score, so it is judged at 4x (the
 * mobile profile); LCP at both rates; CLS and TBT at both.
 */
export const TARGETS = { score: 100, lcpMs4x: 1200, lcpMs10x: 2000, cls: 0, tbtMs: 50 };

/** The targets a row misses, by name (empty when it meets them all). */
export function misses(row: Measure): string[] {
  const lcp = row.cpu === 4 ? TARGETS.lcpMs4x : TARGETS.lcpMs10x;
  return [
    row.cpu === 4 && row.score < TARGETS.score ? 'score' : '',
    row.lcpMs > lcp ? 'LCP' : '',
    row.cls > TARGETS.cls ? 'CLS' : '',
    row.tbtMs > TARGETS.tbtMs ? 'TBT' : '',
  ].filter(Boolean);
}

/** The markdown table of the results. */
export function table(rows: Measure[]): string {
  const head =
    '| screen | market | CPU | score | FCP ms | LCP ms | TBT ms (range) | CLS | JS KB | CSS KB | round trips | requests | target |\n' +
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|\n';
  return (
    head +
    rows
      .map((r) => {
        const missed = misses(r);
        return `| ${r.screen} | ${r.market} | ${r.cpu}x | ${r.score} | ${r.fcpMs} | ${r.lcpMs} | ${r.tbtMs}${r.runs > 1 ? ` (${r.tbtRangeMs[0]}-${r.tbtRangeMs[1]})` : ''} | ${r.cls} | ${r.jsKb} | ${r.cssKb} | ${r.roundTrips} | ${r.requests} | ${missed.length ? `missed: ${missed.join(', ')}` : 'met'} |`;
      })
      .join('\n') +
    '\n'
  );
}
