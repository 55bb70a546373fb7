import nodeConsole from 'node:console';
import { format } from 'node:util';
import { afterAll, afterEach, expect } from 'vitest';

/**
 * A passing run prints nothing: console output during a test fails it, unless the test said it
 * expects that output (and then the output must come). Installed for every unit test by
 * `tests/support/setup.ts`; a test that spies on the console itself (`vi.spyOn(console, 'error')`)
 * takes the output for as long as its spy lives.
 */
const LEVELS = ['error', 'warn', 'info', 'log', 'debug'] as const;
type Level = (typeof LEVELS)[number];

interface Expected {
  level: Level;
  pattern: RegExp;
  seen: number;
  required: boolean;
}

interface Guard {
  expected: Expected[];
  unexpected: string[];
}

let guard: Guard | undefined;

/**
 * Marks console output the test causes on purpose; the test fails if none came.
 *
 * @example
 * expectConsole('error', /Iframe page loading is disabled/);
 */
export function expectConsole(level: Level, pattern: RegExp): void {
  guard!.expected.push({ level, pattern, seen: 0, required: true });
}

/**
 * Tolerates console output that may or may not come (a race of the test tools, never the code
 * under test); say why where it is used.
 */
export function allowConsole(level: Level, pattern: RegExp): void {
  guard!.expected.push({ level, pattern, seen: 0, required: false });
}

/**
 * For a test whose screen fails to load on purpose: React logs the error its boundary caught
 * (`The above error occurred in ...`). The log is expected, so it is asserted instead of printed.
 *
 * @example
 * expectBoundaryLog();
 * await show({ api: failingApi });
 */
export function expectBoundaryLog(): void {
  expectConsole('error', /The above error occurred in/);
}

/**
 * For a test that renders a frame (the privacy policy): happy-dom loads no frame's page and says
 * so on the console; the test asserts the frame's address instead.
 */
export function expectUnloadedFrame(): void {
  expectConsole('error', /Failed to load iframe page .*Iframe page loading is disabled/);
}

/** Routes the console through the guard; called once per test file by the setup file. */
export function installConsoleGuard(): void {
  // Vitest's console, and Node's own, which happy-dom was given for the page's console before
  // Vitest replaced the global one (an iframe happy-dom does not load reports there).
  for (const target of new Set([console, nodeConsole])) guardConsole(target);
  // Output between tests (a lazy part that commits after its test ended) counts too: it fails the
  // next test, or the file.
  guard = { expected: [], unexpected: [] };
  afterEach(() => {
    const { expected, unexpected } = guard!;
    guard = { expected: [], unexpected: [] };
    expect(unexpected, 'console output the test did not expect').toEqual([]);
    for (const { level, pattern, seen, required } of expected)
      if (required) expect(seen, `expected console.${level} matching ${pattern}`).toBeGreaterThan(0);
  });
  afterAll(() => {
    expect(guard!.unexpected, 'console output after the last test').toEqual([]);
    guard = undefined;
  });
}

function guardConsole(target: Console): void {
  for (const level of LEVELS) {
    const original = target[level].bind(target);
    target[level] = (...args: unknown[]) => {
      if (!guard) return original(...args);
      const text = format(...args);
      const match = guard.expected.find((e) => e.level === level && e.pattern.test(text));
      if (match) match.seen++;
      else guard.unexpected.push(`console.${level}: ${text.split('\n').slice(0, 3).join('\n  ')}`);
    };
  }
}
