/**
 * `npm run test:native`: compiles the Android host kit (bridge-spec/android: the generated and
 * hand-written library, its replay test), the Android example and the JVM tests in
 * tests/native/android with two compilers, each with warnings as errors: Debian's kotlinc 1.3
 * (the oldest Kotlin the kit promises) and the current Kotlin of the npm package
 * `kotlin-compiler`. The Android SDK is not on build machines: javac compiles the fakes in
 * android-stubs/ (the real signatures and deprecations, so -Werror catches a deprecated call),
 * and both builds run on the JVM: the replay of every vector, hostile text and origin rule, and
 * the example's back, leave guard, reload, old WebView, pause/resume and late answers.
 *
 * The compilers run as `java … K2JVMCompiler`, not through their `kotlinc` scripts: those add
 * `-noverify`, which JDK 13+ warns about on every run. Both at once, each with the C1 compiler only
 * and the serial collector: a compile this short never pays back C2's warm-up or parallel GC
 * threads on two cores (cold, 70 s down to 30 s here). Builds are cached under a hash of every
 * input, so an unchanged tree only runs the tests. It prints one line, or the output of what failed.
 *
 * Without Debian's kotlinc or javac it says how to install them and passes, except under
 * `CI=true`, where it fails.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const root = join(import.meta.dirname, '../..');
const INSTALL = 'apt-get install -y kotlin libandroid-json-java openjdk-17-jdk-headless';
const JSON_JARS = ['/usr/share/java/com.android.json.jar', '/usr/share/java/android-json.jar'];

function files(dir: string, ending: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(ending))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .sort();
}

function missing(what: string): never {
  console.log(`test:native: ${what} is not installed, so the Kotlin host was not compiled; install it with \`${INSTALL}\`.`);
  process.exit(process.env.CI === 'true' ? 1 : 0);
}

const onPath = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' }).stdout.trim();

/** A Kotlin compiler's home (with lib/kotlin-compiler.jar) and its version. */
interface Kotlin {
  name: string;
  home: string;
}

const debian = onPath('kotlinc') || missing("Debian's kotlinc");
const kotlins: Kotlin[] = [
  { name: 'Kotlin 1.3 (Debian)', home: join(dirname(realpathSync(debian)), '..') },
  {
    name: `Kotlin ${readJson('node_modules/kotlin-compiler/package.json').version} (npm)`,
    home: join(root, 'node_modules/kotlin-compiler'),
  },
];
if (!onPath('javac')) missing('javac');
const json = JSON_JARS.find(existsSync) ?? missing("Android's org.json (libandroid-json-java)");

function readJson(path: string): { version: string } {
  const file = join(root, path);
  if (!existsSync(file)) missing('the npm package kotlin-compiler (run npm ci)');
  return JSON.parse(readFileSync(file, 'utf8')) as { version: string };
}

const sources = [
  ...files('bridge-spec/android/src', '.kt'),
  ...files('examples/android-host', '.kt'),
  ...files('tests/native/android', '.kt'),
];
const stubs = files('tests/native/android-stubs', '.java');
const hash = createHash('sha256');
for (const file of [...sources, ...stubs]) hash.update(file).update(readFileSync(join(root, file)));
for (const kotlin of kotlins)
  hash.update(kotlin.home).update(String(readFileSync(join(kotlin.home, 'lib/kotlin-compiler.jar')).length));
hash.update(json);
const cache = join(root, 'node_modules/.cache/lendview-native');
const build = join(cache, hash.digest('hex').slice(0, 16));

/** Runs a command; resolves with its status and everything it printed. */
function run(command: string, args: string[]): Promise<{ status: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => resolve({ status: status ?? 1, output }));
  });
}

function fail(what: string, output: string): never {
  console.error(`test:native: ${what} failed\n${output.trim()}`);
  process.exit(1);
}

const jar = (kotlin: Kotlin) => join(build, `${kotlin === kotlins[0] ? 'kotlin-1.3' : 'kotlin-current'}.jar`);

if (!existsSync(join(build, 'done'))) {
  rmSync(cache, { recursive: true, force: true });
  mkdirSync(join(build, 'stubs'), { recursive: true });
  const javac = await run('javac', ['-nowarn', '-d', join(build, 'stubs'), ...stubs]);
  if (javac.status !== 0) fail('javac (android-stubs)', javac.output);
  const compiles = kotlins.map(async (kotlin) => {
    // kotlinc writes a jar only to a path ending in .jar; the partial one is renamed once complete.
    const partial = jar(kotlin).replace(/\.jar$/, '.partial.jar');
    const lib = join(kotlin.home, 'lib');
    const { status, output } = await run('java', [
      '-Xmx1g',
      '-XX:TieredStopAtLevel=1',
      '-XX:+UseSerialGC',
      '-cp',
      join(lib, 'kotlin-preloader.jar'),
      'org.jetbrains.kotlin.preloading.Preloader',
      '-cp',
      join(lib, 'kotlin-compiler.jar'),
      'org.jetbrains.kotlin.cli.jvm.K2JVMCompiler',
      '-kotlin-home',
      kotlin.home,
      '-Werror',
      '-cp',
      `${json}:${join(build, 'stubs')}`,
      ...sources,
      '-d',
      partial,
    ]);
    if (status !== 0) fail(`${kotlin.name} -Werror`, output);
    renameSync(partial, jar(kotlin));
  });
  await Promise.all(compiles);
  mkdirSync(join(build, 'done'));
}

/** The JVM tests and what each prints last: `<what>: N checks, 0 ...`. */
const TESTS = [
  { main: 'com.lendview.bridge.LendviewReplayTestKt', args: [join(root, 'bridge-spec/vectors')] },
  { main: 'com.lendview.example.test.AndroidHostTestKt', args: [] },
];
const runs = kotlins.flatMap((kotlin) =>
  TESTS.map(async (test) => {
    const classpath = [jar(kotlin), join(kotlin.home, 'lib/kotlin-stdlib.jar'), json, join(build, 'stubs')].join(':');
    return { what: `${test.main} built by ${kotlin.name}`, ...(await run('java', ['-cp', classpath, test.main, ...test.args])) };
  }),
);
const results = await Promise.all(runs);
const failed = results.filter((result) => result.status !== 0);
if (failed.length > 0) fail(failed.map((result) => result.what).join(', '), failed.map((result) => result.output).join('\n'));
console.log(
  `test:native: ${sources.length} Kotlin files compile with -Werror on ${kotlins.map((k) => k.name).join(' and ')}; ` +
    `each build: ${results
      .slice(0, TESTS.length)
      .map((result) => result.output.trim().split('\n').at(-1))
      .join('; ')}`,
);
