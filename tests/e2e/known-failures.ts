/**
 * Browser tests that fail on main after the merge of 2026-11-26 and are not run until fixed
 * (`LENDVIEW_E2E_ALL=1` runs them too).
 * Each entry names the test (a substring of its full name) and what is known. The list is the
 * open work, not a place to hide a regression: every entry is listed in its issue's note, and
 * an entry is removed with the fix that makes its test pass.
 */
export const KNOWN_FAILURES: readonly { test: string; reason: string }[] = [];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A name pattern that runs every test but the known failures (Vitest's `testNamePattern`). */
export function withoutKnownFailures(): RegExp | undefined {
  if (KNOWN_FAILURES.length === 0) return undefined;
  return new RegExp(`^(?!.*(?:${KNOWN_FAILURES.map((entry) => escape(entry.test)).join('|')}))`);
}
