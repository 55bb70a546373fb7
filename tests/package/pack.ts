/**
 * `npm run pack`: the three packages as npm would publish them, from one build. It builds once
 * (quietly: a failed build prints everything it said), then packs each package with
 * `--ignore-scripts`: its `prepack` (a build, for a publish straight from a clean clone) would
 * otherwise rebuild the whole workspace three times.
 *
 *     npm run pack              # packed/lendview-{bridge,api,screens}-<version>.tgz
 *     npm install ./packed/lendview-screens-0.1.0.tgz ./packed/lendview-api-0.1.0.tgz ./packed/lendview-bridge-0.1.0.tgz
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';

export const root = join(import.meta.dirname, '../..');
export const PACKAGES = ['bridge', 'api', 'screens'] as const;

/** Packs the built packages into `destination`; the tarballs' paths by package name. */
export function pack(destination: string): Record<(typeof PACKAGES)[number], string> {
  for (const name of PACKAGES) {
    if (!existsSync(join(root, `packages/${name}/dist/index.d.ts`))) {
      throw new Error(`packages/${name}/dist has no declarations: run \`npm run build\` first.`);
    }
  }
  mkdirSync(destination, { recursive: true });
  for (const old of readdirSync(destination).filter((file) => /^lendview-.*\.tgz$/.test(file))) rmSync(join(destination, old));
  const output = execFileSync(
    'npm',
    [
      'pack',
      '--json',
      '--ignore-scripts',
      '--pack-destination',
      destination,
      ...PACKAGES.flatMap((name) => ['-w', `packages/${name}`]),
    ],
    { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const packed = JSON.parse(output) as { name: string; filename: string }[];
  return Object.fromEntries(
    PACKAGES.map((name) => [name, join(destination, packed.find((entry) => entry.name === `@lendview/${name}`)!.filename)]),
  ) as Record<(typeof PACKAGES)[number], string>;
}

if (process.argv[1] && relative(process.argv[1], import.meta.filename) === '') {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, encoding: 'utf8' });
  if (build.status !== 0) {
    console.error(`${build.stdout}${build.stderr}`);
    process.exit(1);
  }
  const tarballs = pack(join(root, process.argv[2] ?? 'packed'));
  for (const file of Object.values(tarballs)) console.log(relative(process.cwd(), file));
}
