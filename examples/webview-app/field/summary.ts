import { fieldVital, type FieldVital, type StoredVital } from '../server/vitals';

export const METRICS = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type MetricName = (typeof METRICS)[number];

/** web.dev's limits of "good" and of "needs improvement" (above the second: "poor"). */
export const THRESHOLDS: Record<MetricName, readonly [number, number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  TTFB: [800, 1800],
};

export type Rating = 'good' | 'needs improvement' | 'poor';

/** One metric of one screen: its 75th percentile over `count` page loads. */
export interface Cell {
  p75: number;
  count: number;
  rating: Rating;
}

export interface Summary {
  /** Screens in name order, each with the metrics it has reports of. */
  screens: { screen: string; metrics: Partial<Record<MetricName, Cell>> }[];
  /** Every screen together. */
  all: Partial<Record<MetricName, Cell>>;
  /** Reports read, after a later report of a metric replaced an earlier one. */
  reports: number;
  /** Lines that were not a report (a torn last line, another file's). */
  skipped: number;
  /** The first and last minute reports arrived (`2026-11-27T10:15`). */
  from?: string;
  to?: string;
}

export function rate(name: MetricName, value: number): Rating {
  const [good, poor] = THRESHOLDS[name];
  return value <= good ? 'good' : value <= poor ? 'needs improvement' : 'poor';
}

/** The 75th percentile by nearest rank, the value at least 75 % of page loads stayed within. */
export function p75(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(sorted.length * 0.75) - 1)]!;
}

/** Reports from the lines the server appended (`LENDVIEW_VITALS_FILE`), each metric of a page load once: its last report. */
export function readReports(text: string): { reports: StoredVital[]; skipped: number } {
  const byId = new Map<string, StoredVital>();
  let skipped = 0;
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    let parsed: unknown;
    try {
      parsed = JSON.parse(line);
    } catch {
      skipped++;
      continue;
    }
    const report = fieldVital(parsed);
    const at = (parsed as { at?: unknown }).at;
    if (!report || typeof at !== 'string') {
      skipped++;
      continue;
    }
    // CLS and INP are sent again when they grow after the borrower came back: the last one counts.
    byId.delete(report.id);
    byId.set(report.id, { ...report, at });
  }
  return { reports: [...byId.values()], skipped };
}

function cells(reports: readonly FieldVital[]): Partial<Record<MetricName, Cell>> {
  const result: Partial<Record<MetricName, Cell>> = {};
  for (const name of METRICS) {
    const values = reports.filter((report) => report.name === name).map((report) => report.value);
    if (values.length) result[name] = { p75: p75(values), count: values.length, rating: rate(name, p75(values)) };
  }
  return result;
}

/** Each screen's 75th percentiles. */
export function summarize(text: string): Summary {
  const { reports, skipped } = readReports(text);
  const screens = [...new Set(reports.map((report) => report.screen))].sort();
  const times = reports.map((report) => report.at).sort();
  return {
    screens: screens.map((screen) => ({ screen, metrics: cells(reports.filter((report) => report.screen === screen)) })),
    all: cells(reports),
    reports: reports.length,
    skipped,
    from: times[0],
    to: times[times.length - 1],
  };
}

/** A value as the table and the chart write it: whole milliseconds, CLS to two places (0.05). */
export function formatValue(name: MetricName, value: number): string {
  return name === 'CLS' ? value.toFixed(2) : `${Math.round(value)} ms`;
}

/** The per-screen table in Markdown: p75, its rating and the number of page loads, per metric. */
export function markdownTable(summary: Summary): string {
  const cell = (name: MetricName, found: Cell | undefined) =>
    found ? `${formatValue(name, found.p75)} ${found.rating === 'good' ? '' : `**${found.rating}** `}(${found.count})` : '–';
  const row = (label: string, metrics: Partial<Record<MetricName, Cell>>) =>
    `| ${label} | ${METRICS.map((name) => cell(name, metrics[name])).join(' | ')} |`;
  return [
    `| screen | ${METRICS.map((name) => `${name} p75 (page loads)`).join(' | ')} |`,
    `|---|${METRICS.map(() => '---').join('|')}|`,
    ...summary.screens.map(({ screen, metrics }) => row(screen, metrics)),
    row('**all screens**', summary.all),
  ].join('\n');
}
