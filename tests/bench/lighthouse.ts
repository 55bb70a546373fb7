import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from '../support/chromium';
import { roundTrips, type ProtocolMessage } from './round-trips';

/** One screen's numbers, as the table shows them. */
export interface Measure {
  screen: string;
  market: 'en' | 'es';
  cpu: 4 | 10;
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Script and stylesheet bytes over the wire (compressed), whole load. */
  jsKb: number;
  cssKb: number;
  /**
   * Request round trips before the content showed: the longest initiator chain (document →
   * script → data...) among the requests that started before the largest paint.
   */
  roundTrips: number;
  /** Requests that started before the largest paint. */
  requests: number;
  /** TBT's lowest and highest run. */
  tbtRangeMs: [number, number];
  /** Runs taken (see `measure`). */
  runs: number;
}

const FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

/**
 * Lighthouse's mobile profile, simulated (Lantern): Slow 4G (150 ms RTT, 1.6 Mbps down) and a
 * CPU 4x slower than the machine, or 10x for a low-end phone. Everything else is Lighthouse's
 * default mobile run (Moto G Power screen, storage and cache cleared before each load).
 */
function config(cpu: 4 | 10) {
  return {
    extends: 'lighthouse:default',
    settings: {
      onlyCategories: ['performance'],
      formFactor: 'mobile' as const,
      throttlingMethod: 'simulate' as const,
      throttling: {
        rttMs: 150,
        throughputKbps: 1638.4,
        cpuSlowdownMultiplier: cpu,
        requestLatencyMs: 562.5,
        downloadThroughputKbps: 1474.56,
        uploadThroughputKbps: 675,
      },
      screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
    },
  };
}

export async function launchChrome() {
  return chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: FLAGS });
}

type Run = Omit<Measure, 'runs' | 'tbtRangeMs'>;

async function once(port: number, url: string, meta: Pick<Measure, 'screen' | 'market' | 'cpu'>): Promise<Run> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' }, config(meta.cpu));
  if (!result) throw new Error(`no lighthouse result for ${url}`);
  const { lhr, artifacts } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]!;
  const summary = (audit('resource-summary').details as unknown as { items: { resourceType: string; transferSize: number }[] })
    .items;
  const kb = (type: string) => Math.round((summary.find((i) => i.resourceType === type)?.transferSize ?? 0) / 102.4) / 10;
  const observed = (audit('metrics').details as unknown as { items: Record<string, number>[] }).items[0]!;
  const paintTs = observed.observedLargestContentfulPaintTs ?? observed.observedFirstContentfulPaintTs ?? Infinity;
  const trips = roundTrips(artifacts.DevtoolsLog as ProtocolMessage[], paintTs / 1e6);
  return {
    ...meta,
    score: Math.round((lhr.categories.performance!.score ?? 0) * 100),
    fcpMs: Math.round(audit('first-contentful-paint').numericValue ?? 0),
    lcpMs: Math.round(audit('largest-contentful-paint').numericValue ?? 0),
    tbtMs: Math.round(audit('total-blocking-time').numericValue ?? 0),
    cls: Math.round((audit('cumulative-layout-shift').numericValue ?? 0) * 1000) / 1000,
    jsKb: kb('script'),
    cssKb: kb('stylesheet'),
    roundTrips: trips.depth,
    requests: trips.requests,
  };
}

/**
 * Measures a page `runs` times. Lighthouse scales the CPU time it observed, so one run on a busy
 * machine is noise (a stall of a few milliseconds becomes tens at 10x). Each metric is the median
 * of its runs (Lighthouse CI's "median" aggregation), CLS the worst run; the bytes and round trips
 * come from the run with the median LCP. The row keeps the range of TBT, the noisiest.
 */
export async function measure(
  port: number,
  url: string,
  meta: Pick<Measure, 'screen' | 'market' | 'cpu'>,
  runs: number,
): Promise<Measure> {
  const all: Run[] = [];
  for (let i = 0; i < runs; i++) all.push(await once(port, url, meta));
  const median = (pick: (run: Run) => number) => {
    const values = all.map(pick).sort((a, b) => a - b);
    return values[Math.floor((values.length - 1) / 2)]!;
  };
  const lcpMs = median((r) => r.lcpMs);
  const tbt = all.map((r) => r.tbtMs);
  return {
    ...all.find((r) => r.lcpMs === lcpMs)!,
    score: median((r) => r.score),
    fcpMs: median((r) => r.fcpMs),
    lcpMs,
    tbtMs: median((r) => r.tbtMs),
    tbtRangeMs: [Math.min(...tbt), Math.max(...tbt)],
    cls: Math.max(...all.map((r) => r.cls)),
    runs,
  };
}
