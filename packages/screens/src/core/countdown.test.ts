import { act, renderHook } from '@testing-library/react';
import { useCountdown } from './countdown';

describe('useCountdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts 60 s down once a second from start(), then stops running', () => {
    const { result } = renderHook(() => useCountdown(60));
    expect(result.current).toMatchObject({ remaining: 0, running: false });
    act(() => result.current.start());
    expect(result.current).toMatchObject({ remaining: 60, running: true });
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(59);
    act(() => vi.advanceTimersByTime(58_000));
    expect(result.current).toMatchObject({ remaining: 1, running: true });
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toMatchObject({ remaining: 0, running: false });
  });

  it('startNow: the first render already shows the full count; a fraction ticks first (5.5 s: 6, then 5 at 0.5 s)', () => {
    const { result } = renderHook(() => useCountdown(5.5, { startNow: true }));
    expect(result.current).toMatchObject({ remaining: 6, running: true });
    act(() => vi.advanceTimersByTime(499));
    expect(result.current.remaining).toBe(6);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.remaining).toBe(5);
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current).toMatchObject({ remaining: 0, running: false });
  });

  it('stays right when a backgrounded web view held its timers: the page coming back recomputes from the clock', () => {
    const { result } = renderHook(() => useCountdown(60));
    act(() => result.current.start());
    // 40 s pass with no timer firing (a throttled background tab), then the page is visible again.
    vi.setSystemTime(Date.now() + 40_000);
    expect(result.current.remaining).toBe(60);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(result.current.remaining).toBe(20);
  });

  it('reset() stops the count at once', () => {
    const { result } = renderHook(() => useCountdown(60));
    act(() => result.current.start());
    act(() => result.current.reset());
    expect(result.current).toMatchObject({ remaining: 0, running: false });
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.remaining).toBe(0);
  });
});
