import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/** One screen's numbers, as the table shows them. */
export interface Measure {
  screen: string;
  market: 'en' | 'es';
  cpu: 4 | 10;
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsKb: number;
  cssKb: number;
  /** Sequential request waves (document, script, data...) before the content showed. */
  roundTrips: number;
  requests: number;
}

const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Lighthouse's mobile profile (Slow 4G: 150 ms, 1.6 Mbps; CPU 4x), or 10x CPU for low-end phones. */
function config(cpu: 4 | 10) {
  return {
    extends: 'lighthouse:default',
    settings: {
      onlyCategories: ['performance'],
      formFactor: 'mobile' as const,
      throttlingMethod: 'simulate' as const,
      throttling: { rttMs: 150, throughputKbps: 1638.4, cpuSlowdownMultiplier: cpu, requestLatencyMs: 562.5, downloadThroughputKbps: 1474.56, uploadThroughputKbps: 675 },
      screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
    },
  };
}

export async function launchChrome() {
  return chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: FLAGS });
}

interface NetworkItem { url: string; resourceType?: string; networkRequestTime: number; networkEndTime: number; transferSize: number }

/** Request waves before `until`: a new wave starts when a request begins after the last wave's first end. */
function waves(items: NetworkItem[], until: number): number {
  const before = items.filter((i) => i.networkRequestTime <= until && !i.url.startsWith('data:')).sort((a, b) => a.networkRequestTime - b.networkRequestTime);
  let count = 0;
  let waveEnd = -Infinity;
  for (const item of before) {
    if (item.networkRequestTime >= waveEnd) {
      count++;
      waveEnd = Infinity;
    }
    waveEnd = Math.min(waveEnd, item.networkEndTime);
  }
  return count;
}

export async function measure(port: number, url: string, meta: Pick<Measure, 'screen' | 'market' | 'cpu'>): Promise<Measure> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' }, config(meta.cpu));
  if (!result) throw new Error(`no lighthouse result for ${url}`);
  const { lhr } = result;
  const audit = (id: string) => lhr.audits[id]!;
  const summary = (audit('resource-summary').details as { items: { resourceType: string; transferSize: number }[] }).items;
  const bytes = (type: string) => Math.round((summary.find((i) => i.resourceType === type)?.transferSize ?? 0) / 102.4) / 10;
  const network = (audit('network-requests').details as { items: NetworkItem[] }).items;
  const observed = (audit('metrics').details as { items: Record<string, number>[] }).items[0]!;
  const lcpObserved = observed.observedLargestContentfulPaint ?? observed.observedFirstContentfulPaint ?? Infinity;
  return {
    ...meta,
    score: Math.round((lhr.categories.performance!.score ?? 0) * 100),
    lcpMs: Math.round(audit('largest-contentful-paint').numericValue ?? 0),
    tbtMs: Math.round(audit('total-blocking-time').numericValue ?? 0),
    cls: Math.round((audit('cumulative-layout-shift').numericValue ?? 0) * 1000) / 1000,
    jsKb: bytes('script'),
    cssKb: bytes('stylesheet'),
    roundTrips: waves(network, lcpObserved),
    requests: network.filter((i) => i.networkRequestTime <= lcpObserved).length,
  };
}
