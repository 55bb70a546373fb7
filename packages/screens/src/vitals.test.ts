import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { observeVitals, type ScreenVital } from '@lendview/screens/vitals';

// The library's observers are what engines differ in (tests/e2e/vitals.e2e.test.ts runs them in
// Chromium); here they are stand-ins, so the screen each report is labelled with can be checked.
vi.mock('web-vitals', () => ({ onTTFB: vi.fn(), onLCP: vi.fn(), onCLS: vi.fn(), onINP: vi.fn() }));

const LOAN = { screen: 'loan-details', market: 'en' } as const;
const CARD = { screen: 'card-repayment', market: 'en' } as const;

/** What web-vitals hands its callback: the value and the entries that set it. */
function metric(name: Metric['name'], value: number, startTimes: number[]): Metric {
  return {
    name,
    value,
    delta: value,
    rating: 'good',
    id: `v4-1700000000000-${name.length}000000000000`,
    navigationType: 'navigate',
    entries: startTimes.map((startTime) => ({ startTime }) as PerformanceEntry),
  } as Metric;
}

/** The callback the entry gave one web-vitals observer. */
const reporter = (observe: unknown) => vi.mocked(observe as typeof onLCP).mock.calls[0]![0] as (metric: Metric) => void;

beforeEach(() => vi.clearAllMocks());

describe('observeVitals', () => {
  it('labels TTFB and LCP with the screen the page opened on, CLS and INP with the screen they happened on', () => {
    const vitals: ScreenVital[] = [];
    const observer = observeVitals({ view: LOAN, onVitals: (vital) => vitals.push(vital) });
    observer.view(CARD, 5_000);

    reporter(onTTFB)(metric('TTFB', 180, [0]));
    reporter(onLCP)(metric('LCP', 900, [850]));
    // Reported when the page is hidden, on the card screen, about a tap made on the loan details.
    reporter(onINP)(metric('INP', 240, [4_200, 4_210]));
    reporter(onCLS)(metric('CLS', 0.12, [6_000, 6_300]));

    expect(vitals.map(({ name, screen, market, value }) => [name, screen, market, value])).toEqual([
      ['TTFB', 'loan-details', 'en', 180],
      ['LCP', 'loan-details', 'en', 900],
      ['INP', 'loan-details', 'en', 240],
      ['CLS', 'card-repayment', 'en', 0.12],
    ]);
    expect(vitals[0]).toMatchObject({ rating: 'good', navigationType: 'navigate', id: 'v4-1700000000000-4000000000000' });
  });

  it('labels a value without entries (CLS 0, a page restored from the back-forward cache) with the screen then shown', () => {
    const vitals: ScreenVital[] = [];
    const observer = observeVitals({ view: LOAN, onVitals: (vital) => vitals.push(vital) });
    reporter(onCLS)(metric('CLS', 0, []));
    observer.view(CARD, performance.now());
    dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    reporter(onLCP)(metric('LCP', 120, []));

    expect(vitals.map(({ name, screen }) => [name, screen])).toEqual([
      ['CLS', 'loan-details'],
      ['LCP', 'card-repayment'],
    ]);
  });

  it('takes views told out of order by their time', () => {
    const vitals: ScreenVital[] = [];
    const observer = observeVitals({ view: LOAN, onVitals: (vital) => vitals.push(vital) });
    observer.view({ screen: 'repayment-result', market: 'es' }, 9_000);
    observer.view(CARD, 3_000);
    reporter(onINP)(metric('INP', 64, [4_000]));
    expect(vitals[0]).toMatchObject({ screen: 'card-repayment' });
  });

  it('hands what the host callback throws to onError, and keeps reporting', () => {
    const onError = vi.fn();
    const onVitals = vi.fn().mockImplementationOnce(() => {
      throw new Error('analytics down');
    });
    observeVitals({ view: LOAN, onVitals, onError });
    reporter(onTTFB)(metric('TTFB', 180, [0]));
    reporter(onLCP)(metric('LCP', 900, [850]));
    expect(onError).toHaveBeenCalledWith(new Error('analytics down'));
    expect(onVitals).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'LCP' }));
  });

  it('keeps the other metrics when one observer fails to start on an engine', () => {
    vi.mocked(onINP).mockImplementationOnce(() => {
      throw new TypeError('PerformanceObserver: unknown type');
    });
    const onError = vi.fn();
    expect(() => observeVitals({ view: LOAN, onVitals: vi.fn(), onError })).not.toThrow();
    expect(onError).toHaveBeenCalledWith(expect.any(TypeError));
    for (const observe of [onTTFB, onLCP, onCLS]) expect(observe).toHaveBeenCalledTimes(1);
  });
});
