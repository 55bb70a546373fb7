import { formatValue, METRICS, THRESHOLDS, type MetricName, type Rating, type Summary } from './summary';

const COLOURS: Record<Rating, string> = { good: '#0c7d4f', 'needs improvement': '#b36b00', poor: '#c62828' };
const ROW = 22;
const LABEL = 170;
const BARS = 300;
const PANEL = LABEL + BARS + 90;
const TOP = 52;

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const seconds = (name: MetricName, value: number) =>
  name === 'CLS' ? String(value) : value >= 1000 ? `${value / 1000} s` : `${value} ms`;

/** One metric's panel: a bar per screen at its p75, coloured by its rating, with the two thresholds. */
function panel(summary: Summary, name: MetricName, x: number, y: number): string {
  const [good, poor] = THRESHOLDS[name];
  const rows = [
    ...summary.screens.map(({ screen, metrics }) => ({ label: screen, cell: metrics[name] })),
    { label: 'all screens', cell: summary.all[name] },
  ];
  const top = Math.max(poor * 1.15, ...rows.map((row) => (row.cell?.p75 ?? 0) * 1.05));
  const at = (value: number) => LABEL + (value / top) * BARS;
  const height = rows.length * ROW;
  const threshold = (value: number, colour: string) =>
    `<line x1="${at(value)}" y1="${TOP - 6}" x2="${at(value)}" y2="${TOP + height}" stroke="${colour}" stroke-dasharray="4 3"/>` +
    `<text x="${at(value)}" y="${TOP - 10}" text-anchor="middle" fill="${colour}">${seconds(name, value)}</text>`;
  const bars = rows.map(({ label, cell }, index) => {
    const y0 = TOP + index * ROW;
    const bold = label === 'all screens' ? ' font-weight="bold"' : '';
    const name0 = `<text x="${LABEL - 8}" y="${y0 + 15}" text-anchor="end"${bold}>${escape(label)}</text>`;
    if (!cell) return `${name0}<text x="${LABEL + 4}" y="${y0 + 15}" fill="#666">no reports</text>`;
    const width = Math.max(1, at(cell.p75) - LABEL);
    return (
      name0 +
      `<rect x="${LABEL}" y="${y0 + 3}" width="${width.toFixed(1)}" height="${ROW - 6}" fill="${COLOURS[cell.rating]}"/>` +
      `<text x="${LABEL + width + 6}" y="${y0 + 15}" paint-order="stroke" stroke="#fff" stroke-width="3"${bold}>${formatValue(name, cell.p75)} (${cell.count})</text>`
    );
  });
  return (
    `<g transform="translate(${x} ${y})">` +
    `<text x="0" y="18" font-size="16" font-weight="bold">${name} p75 (page loads)</text>` +
    threshold(good, COLOURS.good) +
    threshold(poor, COLOURS.poor) +
    bars.join('') +
    '</g>'
  );
}

/**
 * The per-screen p75 of each metric as an SVG picture, four panels (LCP and INP above, CLS and
 * TTFB below); bars in green, amber or red by web.dev's ratings, thresholds dashed.
 */
export function chartSvg(summary: Summary): string {
  const panelHeight = TOP + (summary.screens.length + 1) * ROW + 24;
  const width = PANEL * 2 + 30;
  const height = 40 + panelHeight * 2;
  const period = summary.from ? `${summary.from.replace('T', ' ')} to ${summary.to!.replace('T', ' ')} UTC` : 'no reports';
  const panels = METRICS.map((name, index) =>
    panel(summary, name, 10 + (index % 2) * (PANEL + 10), 40 + Math.floor(index / 2) * panelHeight),
  );
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif" font-size="12">` +
    `<rect width="100%" height="100%" fill="#fff"/>` +
    `<text x="10" y="24" font-size="18" font-weight="bold">Field Web Vitals per screen: ${summary.reports} reports, ${escape(period)}</text>` +
    panels.join('') +
    '</svg>\n'
  );
}
