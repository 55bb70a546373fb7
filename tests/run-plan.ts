/**
 * What `npm test` runs (`tests/run.ts`). A step starts once the steps it needs have passed (and
 * those it comes after have ended), at most {@link SLOTS} at a time, the first ready in this list
 * first. The order and the slots come from measured times on two cores (docs/testing.md, "Where
 * the time goes"): the source checks beside the build, which uses one core; the unit tests beside
 * the steps that mostly wait (package install, workerd, the engines); the browser tests last.
 */
export interface Step {
  /** The step's name: its npm script (`npm run <name>` runs it alone) unless `command` says otherwise. */
  name: string;
  /** The command, when it is not the npm script of the same name. */
  command?: string[];
  /** Steps that must pass before this one starts; when one fails, this one is skipped. */
  needs?: string[];
  /** Steps that must have ended (passed or not) before this one starts. */
  after?: string[];
  /**
   * Lines the step prints on a pass that are not a problem, each explained in docs/development.md
   * ("What npm test prints"). Anything else on stderr, and any warning or stack frame, fails it.
   */
  expected?: RegExp[];
}

/** Steps running at once. */
export const SLOTS = 2;

export const STEPS: Step[] = [
  { name: 'build' },
  // While the build runs (one core): the checks of the sources.
  { name: 'typecheck' },
  { name: 'lint' },
  { name: 'format:check' },
  { name: 'test:native' },
  { name: 'test:unit', needs: ['build'] },
  { name: 'test:package', needs: ['build'] },
  { name: 'build:example', command: ['npm', 'run', 'build:app', '-w', 'examples/webview-app'], needs: ['build'] },
  // `npm run test:e2e` without its own app build (the step above), which the steps below read
  // while it runs. After the unit tests: each keeps two cores busy, and together they slowed
  // each other and the browser tests' timing checks (render budgets, request order).
  {
    name: 'test:e2e',
    command: ['vitest', 'run', '--config', 'tests/e2e/vitest.config.ts'],
    needs: ['build:example'],
    after: ['test:unit'],
  },
  { name: 'test:workerd', needs: ['build:example'] },
  { name: 'test:engines', needs: ['build:example'] },
  { name: 'check:engines', needs: ['build:example'] },
  // size-limit's progress lines ("- Adding to empty esbuild project", then "✔ ...") go to stderr.
  { name: 'size', needs: ['build:example'], expected: [/^[-✔] Adding to empty esbuild project$/] },
];
