import { useCallback, useEffect, useState } from 'react';

export interface CountdownOptions {
  /** Counting from the first render (a dialog that opens counting), not from `start()`. */
  startNow?: boolean;
  /** The clock, for tests. @defaultValue `Date.now` */
  now?: () => number;
}

/**
 * A resend countdown (spec 4 and 9: 60 s ticking every second) that stays right when a
 * backgrounded web view throttles timers: the remaining time is `end - Date.now()`, recomputed at
 * each tick and when the page becomes visible again (Vant's `useCountDown`).
 * Keep it in the smallest component that shows it, so each tick re-renders only that.
 * `seconds` may have a fraction (the re-quote's 5.5 s): the first tick then comes at the fraction.
 *
 * @example
 * const { remaining, running, start } = useCountdown(60);
 * <button disabled={running} onClick={start}>{running ? `${remaining} s` : t`Get code`}</button>
 */
export function useCountdown(seconds: number, { startNow = false, now = Date.now }: CountdownOptions = {}) {
  // Started in the initial state, not in an effect, so the first render already shows the full count.
  const [end, setEnd] = useState<number | null>(() => (startNow ? now() + seconds * 1000 : null));
  const [remaining, setRemaining] = useState(() => (startNow ? Math.ceil(seconds) : 0));

  useEffect(() => {
    if (end === null) return;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const left = Math.max(0, Math.ceil((end - now()) / 1000));
      setRemaining(left);
      if (left === 0) {
        setEnd(null);
        return;
      }
      timer = setTimeout(tick, (end - now()) % 1000 || 1000);
    };
    tick();
    const onVisible = () => {
      clearTimeout(timer);
      tick();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [end, now]);

  const start = useCallback(() => setEnd(now() + seconds * 1000), [now, seconds]);
  const reset = useCallback(() => {
    setEnd(null);
    setRemaining(0);
  }, []);
  return { remaining, running: end !== null && remaining > 0, start, reset };
}
