import type { Measure } from './lighthouse';

/** The targets: every screen at 4x and 10x CPU. */
export const TARGETS = { score: 100, lcpMs4x: 1200, lcpMs10x: 2000, cls: 0, tbtMs: 50 };

function passes(row: Measure): boolean {
  const lcp = row.cpu === 4 ? TARGETS.lcpMs4x : TARGETS.lcpMs10x;
  return (row.cpu === 10 || row.score >= TARGETS.score) && row.lcpMs <= lcp && row.cls <= TARGETS.cls && row.tbtMs <= TARGETS.tbtMs;
}

/** The markdown table the README shows. */
export function table(rows: Measure[]): string {
  const head = '| screen | market | CPU | score | LCP ms | TBT ms | CLS | JS KB | CSS KB | round trips | requests | target |\n|---|---|---|---|---|---|---|---|---|---|---|---|\n';
  return head + rows.map((r) =>
    `| ${r.screen} | ${r.market} | ${r.cpu}x | ${r.score} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} | ${r.jsKb} | ${r.cssKb} | ${r.roundTrips} | ${r.requests} | ${passes(r) ? 'met' : '**missed**'} |`,
  ).join('\n') + '\n';
}
