import { createFakeApi } from '@lendview/api/fake';
import { createRecordingBridge } from '@lendview/bridge/testing';
import { act, render, screen } from '@testing-library/react';
import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { HelpPage } from '../../examples/snippets/field-vitals';

// The library's observers are stand-ins here (tests/e2e/vitals.e2e.test.ts runs the real ones in Chromium).
vi.mock('web-vitals', () => ({ onTTFB: vi.fn(), onLCP: vi.fn(), onCLS: vi.fn(), onINP: vi.fn() }));

// Loaded once here, so the snippet's import() resolves at once when its moment comes.
beforeAll(() => import('@lendview/screens/vitals'));

// The page's code block is the snippet's region (tests/docs/blocks.test.ts checks it); here it runs.
describe('docs/field-vitals.md', () => {
  it('loads the observer only once the screen is ready and the page idle, and sends each metric with its screen', async () => {
    vi.useFakeTimers();
    try {
      const analytics = { send: vi.fn() };
      await act(async () => {
        render(
          <HelpPage api={createFakeApi({ market: 'en' })} bridge={createRecordingBridge()} go={vi.fn()} analytics={analytics} />,
        );
      });
      await act(() => vi.advanceTimersByTimeAsync(10));
      expect(screen.getByRole('heading', { level: 1, name: 'Customer service' })).toBeInTheDocument();
      expect(onLCP).not.toHaveBeenCalled();

      // WebKit and happy-dom have no requestIdleCallback: the snippet waits 200 ms there.
      await act(() => vi.advanceTimersByTimeAsync(200));
      await vi.waitFor(() => expect(onLCP).toHaveBeenCalledTimes(1));
      for (const observe of [onTTFB, onCLS, onINP]) expect(observe).toHaveBeenCalledTimes(1);
      const report = vi.mocked(onLCP).mock.calls[0]![0] as (metric: Metric) => void;
      report({
        name: 'LCP',
        value: 812,
        rating: 'good',
        id: 'v4-1-2',
        navigationType: 'navigate',
        entries: [],
      } as unknown as Metric);
      expect(analytics.send).toHaveBeenCalledWith('web_vital', {
        name: 'LCP',
        value: 812,
        rating: 'good',
        id: 'v4-1-2',
        navigationType: 'navigate',
        screen: 'customer-service',
        market: 'en',
      });
    } finally {
      vi.useRealTimers();
    }
  });
});
