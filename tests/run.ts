/**
 * `npm test`: every check of the repository (`tests/run-plan.ts`), one line per step with its
 * time. A step's output is shown only when it fails, or when a passing step printed what no one
 * expects (anything on stderr, a warning, a stack frame): that fails the run too, so a passing
 * run stays quiet. What a passing step may print, and why: docs/development.md ("What npm test
 * prints"). A failed step skips the steps that need it; the others still run. Exits 1 on any
 * failure.
 *
 * `tsx tests/run.ts <step> ...` runs only the steps named, in the same order, on the builds
 * already made (`npm run test:quick`). `--slots=1` runs one step at a time.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { delimiter, join } from 'node:path';
import { stripVTControlCharacters as strip } from 'node:util';
import { SLOTS, STEPS, type Step } from './run-plan';

const root = join(import.meta.dirname, '..');

/** Lines of a passing step's stdout that are a problem whatever the tool printed them. */
const NOISE = [
  /^\s*(?:npm )?warn(?:ing)?\b/i, // npm, Node, most tools
  /\b[A-Z]\w*Warning\b/, // DeprecationWarning, ExperimentalWarning, ...
  /^\s*\(!\)/, // Rollup and Vite
  /\[WARNING\]|\[WARN\]/, // esbuild, and tools that tag their lines
  /^\s*at (?:async )?\S.*:\d+:\d+\)?$/, // a stack frame
  /^\s*\w*Error: /, // an error's first line
  /^(?:stdout|stderr) \| /, // Vitest showing what a test logged
];

type State = 'waiting' | 'running' | 'passed' | 'failed' | 'skipped';

interface Outcome {
  seconds: number;
  code: number | null;
  output: string;
  unexpected: string[];
}

const args = process.argv.slice(2);
const slots = Number(args.find((arg) => arg.startsWith('--slots='))?.slice('--slots='.length) ?? SLOTS);
const asked = args.filter((arg) => !arg.startsWith('--'));
const unknown = asked.filter((name) => !STEPS.some((step) => step.name === name));
if (unknown.length || !(slots >= 1)) {
  console.error(`Usage: tsx tests/run.ts [--slots=N] [step ...]; steps: ${STEPS.map((step) => step.name).join(', ')}`);
  process.exit(2);
}
const selected = STEPS.filter((step) => asked.length === 0 || asked.includes(step.name));
const state = new Map<string, State>(selected.map((step) => [step.name, 'waiting']));
const children = new Set<ChildProcess>();
const width = Math.max(...selected.map((step) => step.name.length));
const started = Date.now();

const commandOf = (step: Step) => step.command ?? ['npm', 'run', step.name];

/** Runs a step in a process group of its own, so that an interrupt ends its whole tree. */
function run(step: Step): Promise<Outcome> {
  const begun = Date.now();
  const [command, ...rest] = commandOf(step);
  return new Promise((resolve) => {
    const child = spawn(command!, rest, {
      cwd: root,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, PATH: `${join(root, 'node_modules/.bin')}${delimiter}${process.env.PATH}` },
    });
    children.add(child);
    const output: string[] = [];
    const stderr: string[] = [];
    child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => {
      output.push(chunk.toString());
      stderr.push(chunk.toString());
    });
    const done = (code: number | null, error?: Error) => {
      children.delete(child);
      const text = output.join('') + (error ? `${error}\n` : '');
      const lines = [
        ...strip(stderr.join('')).split('\n'),
        ...strip(text)
          .split('\n')
          .filter((line) => NOISE.some((pattern) => pattern.test(line))),
      ];
      const unexpected = [...new Set(lines)].filter(
        (line) => line.trim() !== '' && !(step.expected ?? []).some((pattern) => pattern.test(line)),
      );
      resolve({ seconds: (Date.now() - begun) / 1000, code, output: text, unexpected });
    };
    child.on('error', (error) => done(null, error));
    child.on('close', (code) => done(code));
  });
}

const time = (seconds: number) =>
  seconds < 60
    ? `${seconds.toFixed(1)} s`
    : `${Math.floor(Math.round(seconds) / 60)} min ${String(Math.round(seconds) % 60).padStart(2, '0')} s`;
const line = (mark: string, step: Step, text: string) => console.log(`${mark} ${step.name.padEnd(width)}  ${text}`);

function report(step: Step, outcome: Outcome) {
  const took = time(outcome.seconds).padStart(12);
  if (outcome.code !== 0) {
    state.set(step.name, 'failed');
    line('✗', step, `${took}  failed (exit ${outcome.code}): ${commandOf(step).join(' ')}`);
    console.log(`\n${outcome.output.trimEnd()}\n`);
  } else if (outcome.unexpected.length) {
    state.set(step.name, 'failed');
    line('✗', step, `${took}  passed, but printed what no one expects (tests/run-plan.ts, docs/development.md):`);
    console.log(`\n${outcome.unexpected.join('\n')}\n`);
  } else {
    state.set(step.name, 'passed');
    line('✓', step, took);
  }
}

/** Starts what can start, skips what can no longer run; resolves once every step is settled. */
function schedule(finish: () => void) {
  const ended = (name: string) => !['waiting', 'running'].includes(state.get(name) ?? 'passed');
  const ready = (step: Step) =>
    (step.needs ?? []).every((name) => (state.get(name) ?? 'passed') === 'passed') && (step.after ?? []).every(ended);
  for (let changed = true; changed;) {
    changed = false;
    for (const step of selected) {
      if (state.get(step.name) !== 'waiting') continue;
      const failedNeed = (step.needs ?? []).find((name) => ['failed', 'skipped'].includes(state.get(name) ?? 'passed'));
      if (failedNeed) {
        state.set(step.name, 'skipped');
        line('-', step, `skipped: ${failedNeed} did not pass`);
        changed = true;
      } else if (ready(step) && [...state.values()].filter((s) => s === 'running').length < slots) {
        state.set(step.name, 'running');
        void run(step).then((outcome) => {
          report(step, outcome);
          schedule(finish);
        });
      }
    }
  }
  if ([...state.values()].every((s) => s !== 'waiting' && s !== 'running')) finish();
}

process.on('SIGINT', () => {
  for (const child of children) {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // That group has just ended.
    }
  }
  process.exit(130);
});

await new Promise<void>((resolve) => schedule(resolve));
const count = (wanted: State) => [...state.values()].filter((s) => s === wanted).length;
const total = time((Date.now() - started) / 1000);
if (count('failed') + count('skipped') > 0) {
  const failed = selected.filter((step) => state.get(step.name) === 'failed').map((step) => step.name);
  console.log(`\nFailed: ${failed.join(', ')} (${count('passed')} passed, ${count('skipped')} skipped) in ${total}.`);
  process.exit(1);
}
console.log(`\nAll ${count('passed')} steps passed in ${total}.`);
