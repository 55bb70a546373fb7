/**
 * `npm run field-report -- [file] [--out folder]`: the field Web Vitals a Node server kept
 * (`LENDVIEW_VITALS_FILE`, lines of JSON) as each screen's 75th percentiles: a Markdown table,
 * printed and written to `field-report.md`, and a chart, `field-report.svg`, beside the file (or in
 * `--out`). The file defaults to `LENDVIEW_VITALS_FILE`. docs/field-vitals.md says what each
 * metric is and which web views report it.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chartSvg } from './chart';
import { markdownTable, summarize } from './summary';

const { values, positionals } = parseArgs({ options: { out: { type: 'string' } }, allowPositionals: true });
const file = positionals[0] ?? process.env.LENDVIEW_VITALS_FILE;
if (!file || !existsSync(file)) {
  console.error(
    file ? `No such file: ${file}` : 'Which file? npm run field-report -- <file> (the LENDVIEW_VITALS_FILE the server wrote)',
  );
  process.exit(1);
}
const summary = summarize(readFileSync(file, 'utf8'));
const out = resolve(values.out ?? dirname(file));
mkdirSync(out, { recursive: true });
const period = summary.from ? `, ${summary.from.replace('T', ' ')} to ${summary.to!.replace('T', ' ')} UTC` : '';
const text =
  `# Field Web Vitals per screen\n\n${summary.reports} reports from ${file}${period}` +
  `${summary.skipped ? `; ${summary.skipped} other lines skipped` : ''}. ` +
  'Each cell: the 75th percentile, its rating when not good, and the page loads it is over.\n\n' +
  `${markdownTable(summary)}\n\n![p75 per screen](field-report.svg)\n`;
writeFileSync(join(out, 'field-report.md'), text);
writeFileSync(join(out, 'field-report.svg'), chartSvg(summary));
console.log(text);
console.log(`Written: ${join(out, 'field-report.md')}, ${join(out, 'field-report.svg')}`);
