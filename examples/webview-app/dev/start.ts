/**
 * `npm start`: builds only what changed since the last start (the packages, then the app),
 * quietly (a failed build prints everything it said), then runs the example app's server
 * (`server/node/start.ts`), which says where it listens. Run with the server's tsconfig, so the
 * packages resolve to their builds.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const app = join(import.meta.dirname, '..');
const repo = join(app, '../..');
const PACKAGES = ['bridge', 'api', 'screens'];

/** The newest change among files and folders (recursively); 0 when none exists. */
function newest(paths: string[]): number {
  let time = 0;
  for (const path of paths.filter((p) => existsSync(p))) {
    const stat = statSync(path);
    if (!stat.isDirectory()) time = Math.max(time, stat.mtimeMs);
    else
      for (const file of readdirSync(path, { recursive: true, encoding: 'utf8' }))
        time = Math.max(time, statSync(join(path, file)).mtimeMs);
  }
  return time;
}

/** When the oldest of these outputs was written; 0 when one is missing. */
const built = (files: string[]) => (files.every((f) => existsSync(f)) ? Math.min(...files.map((f) => statSync(f).mtimeMs)) : 0);

function build(what: string, args: string[]) {
  const started = Date.now();
  console.log(`Building ${what} (changed since the last start)...`);
  const result = spawnSync('npm', args, { cwd: repo, encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0' } });
  if (result.status !== 0) {
    console.error(`${result.stdout}${result.stderr}`);
    console.error(`Building ${what} failed (npm ${args.join(' ')}).`);
    process.exit(1);
  }
  console.log(`  done in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
}

// The declarations are written last: a build stopped halfway has none, and is done again.
const packageOutputs = PACKAGES.map((name) => join(repo, `packages/${name}/dist/index.d.ts`));
const packageInputs = [
  ...PACKAGES.flatMap((name) => [join(repo, `packages/${name}/src`), join(repo, `packages/${name}/package.json`)]),
  ...['tsup.config.ts', 'build-config.ts', 'lingui.config.ts', 'tsconfig.json', 'tsconfig.build.json'].map((f) => join(repo, f)),
];
if (newest(packageInputs) > built(packageOutputs)) build('the packages', ['run', 'build']);

// The app's build also depends on the environment it was built with (its base path, its API).
const stamp = join(app, 'dist/.start-env.json');
const buildEnv = JSON.stringify({ base: process.env.LENDVIEW_BASE ?? '', apiBase: process.env.LENDVIEW_API_BASE ?? '' });
const appInputs = [
  ...['src', 'index.html', 'host.html', 'vite.config.ts', 'build', 'server'].map((f) => join(app, f)),
  ...PACKAGES.map((name) => join(repo, `packages/${name}/dist`)),
];
const appOutputs = [join(app, 'dist/index.html'), join(app, 'dist/.ssr/entry-server.js')];
const sameEnv = existsSync(stamp) && readFileSync(stamp, 'utf8') === buildEnv;
if (!sameEnv || newest(appInputs) > built(appOutputs)) {
  build('the example app', ['run', 'build:app', '-w', 'examples/webview-app']);
  writeFileSync(stamp, buildEnv);
}

await import('../server/node/start');
