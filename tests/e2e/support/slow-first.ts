import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The browser-test files that take longest (docs/testing.md, "Where the time goes"), longest
 * first. Vitest orders a run by the durations it cached from the last one, and without them (a
 * fresh clone, CI) by file size: a short file full of `it.each` cases (`all-screens`, 56 tests)
 * then starts last and holds one worker alone while the other has nothing left.
 */
const SLOW = ['all-screens', 'dialogs', 'fault-screens-', 'perf', 'large-text.', 'complaints', 'official', 'loan.'];

const rank = (spec: TestSpecification) => {
  const index = SLOW.findIndex((name) => spec.moduleId.includes(`/tests/e2e/${name}`));
  return index === -1 ? SLOW.length : index;
};

/** Vitest's order (cached durations, else size), with the known slow files moved to the front. */
export class SlowFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
