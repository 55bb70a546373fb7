import { expect, onTestFinished, vi } from 'vitest';

/**
 * For a test whose screen fails to load on purpose: React logs the error its boundary caught.
 * The log is expected, so it is asserted (at the test's end) instead of printed.
 *
 * @example
 * expectBoundaryLog();
 * await show({ api: failingApi });
 */
export function expectBoundaryLog(): void {
  const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  onTestFinished(() => {
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });
}
