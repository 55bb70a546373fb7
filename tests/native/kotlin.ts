/**
 * `npm run test:native`: compiles the generated Kotlin host (bridge-spec/kotlin), its replay
 * test and the Android example (type-checked against the stubs in android-stubs/, since the
 * Android SDK is not on build machines) with kotlinc against Android's own org.json, then runs
 * the replay on the JVM. The jar is cached under a hash of every input (a compile takes a minute
 * or two), so an unchanged tree only runs the replay.
 *
 * Without kotlinc it prints how to install it and passes, except under `CI=true`, where it fails.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '../..');
const INSTALL = 'apt-get install -y kotlin libandroid-json-java';
const JARS = ['/usr/share/java/com.android.json.jar', '/usr/share/java/android-json.jar'];

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

const kotlinc = spawnSync('sh', ['-c', 'command -v kotlinc'], { encoding: 'utf8' }).stdout.trim();
if (!kotlinc) missing('kotlinc');
const json = JARS.find(existsSync) ?? missing("Android's org.json (libandroid-json-java)");

const sources = [...files('bridge-spec/kotlin', '.kt'), ...files('examples/android-host', '.kt')];
const stubs = files('tests/native/android-stubs', '.java');
const hash = createHash('sha256');
for (const file of [...sources, ...stubs]) hash.update(file).update(readFileSync(join(root, file)));
hash.update(json).update(execFileSync(kotlinc, ['-version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }) ?? '');
const cache = join(root, 'node_modules/.cache/lendview-kotlin');
const jar = join(cache, `${hash.digest('hex').slice(0, 16)}.jar`);

if (!existsSync(jar)) {
  mkdirSync(cache, { recursive: true });
  console.log(`test:native: compiling ${sources.length} Kotlin files (${stubs.length} Android stubs) with ${kotlinc}`);
  // kotlinc writes a jar only to a path ending in .jar (anything else is a class directory).
  const partial = jar.replace(/\.jar$/, '.partial.jar');
  // Java stubs are read for types only; kotlinc compiles the Kotlin, so the example is type-checked.
  const compile = spawnSync(kotlinc, ['-cp', json, ...sources, ...stubs, '-include-runtime', '-d', partial], {
    cwd: root,
    stdio: 'inherit',
  });
  if (compile.status !== 0) process.exit(compile.status ?? 1);
  renameSync(partial, jar);
}

const run = spawnSync(
  'java',
  ['-cp', `${jar}:${json}`, 'com.lendview.bridge.test.LendviewReplayTestKt', join(root, 'bridge-spec/vectors')],
  { stdio: 'inherit' },
);
process.exit(run.status ?? 1);
