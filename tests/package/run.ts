/**
 * `npm run test:package`: the packages as a team adopting them from npm gets them.
 *
 * 1. Packs the three packages (after `npm run build`: `prepack` builds for a real publish, here
 *    the tarballs are packed from the build `npm test` just made).
 * 2. Lints each tarball with publint (strict) and arethetypeswrong (ESM-only profile).
 * 3. Installs the tarballs into a throwaway Vite + React + TypeScript project outside the
 *    workspace (`consumer/`, copied to a temp dir with the documented embed), type-checks it and
 *    builds it, and prints the bundle's brotli size.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';

const root = join(import.meta.dirname, '../..');
const packages = ['bridge', 'api', 'screens'];
const rootManifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const version = (name: string) => rootManifest.devDependencies[name] as string;

function run(command: string, args: string[], cwd: string) {
  console.log(`$ ${command} ${args.join(' ')}`);
  execFileSync(command, args, {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, npm_config_fund: 'false', npm_config_audit: 'false' },
  });
}

for (const name of packages) {
  if (!existsSync(join(root, `packages/${name}/dist/index.d.ts`))) {
    throw new Error(`packages/${name}/dist has no declarations: run \`npm run build\` first.`);
  }
}

const work = mkdtempSync(join(tmpdir(), 'lendview-package-'));
try {
  const tarballs = join(work, 'tarballs');
  mkdirSync(tarballs);
  run(
    'npm',
    ['pack', '--ignore-scripts', '--pack-destination', tarballs, ...packages.flatMap((name) => ['-w', `packages/${name}`])],
    root,
  );
  const files = Object.fromEntries(
    packages.map((name) => [
      name,
      join(
        tarballs,
        readdirSync(tarballs).find((f) => f.startsWith(`lendview-${name}-`))!,
      ),
    ]),
  );

  for (const [name, tarball] of Object.entries(files)) {
    const listing = execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' });
    if (/test-preview/.test(listing)) throw new Error(`@lendview/${name}: the developer test page is packed`);
    for (const required of ['package/README.md', 'package/LICENSE', 'package/dist/index.d.ts']) {
      if (!listing.split('\n').includes(required)) throw new Error(`@lendview/${name}: ${required} is not packed`);
    }
    run(join(root, 'node_modules/.bin/publint'), ['--strict', tarball], root);
    // attw does not expand wildcard exports: name each screen and its loader.
    const screens =
      name === 'screens'
        ? readdirSync(join(root, 'packages/screens/dist/screens'))
            .filter((id) => id !== 'test-preview')
            .flatMap((id) => [
              `./${id}`,
              ...(existsSync(join(root, `packages/screens/dist/screens/${id}/load.js`)) ? [`./${id}/load`] : []),
            ])
        : [];
    const entrypoints = screens.length ? ['--include-entrypoints', ...screens] : [];
    // The tarball first: `--include-entrypoints` takes every argument after it.
    run(
      join(root, 'node_modules/.bin/attw'),
      [tarball, '--profile', 'esm-only', '--format', 'table-flipped', ...entrypoints],
      root,
    );
  }

  const app = join(work, 'consumer');
  cpSync(join(import.meta.dirname, 'consumer'), app, { recursive: true });
  cpSync(join(root, 'examples/embed'), join(app, 'src/embed'), { recursive: true });
  writeFileSync(
    join(app, 'package.json'),
    `${JSON.stringify(
      {
        name: 'lendview-consumer',
        private: true,
        type: 'module',
        dependencies: {
          ...Object.fromEntries(packages.map((name) => [`@lendview/${name}`, `file:${files[name]}`])),
          react: version('react'),
          'react-dom': version('react-dom'),
        },
        devDependencies: {
          typescript: version('typescript'),
          vite: version('vite'),
          '@types/react': version('@types/react'),
          '@types/react-dom': version('@types/react-dom'),
        },
        // The same pin as the workspace's: rollup's newest release lacks platform packages here.
        overrides: rootManifest.overrides.rollup ? { rollup: rootManifest.overrides.rollup } : {},
      },
      null,
      2,
    )}\n`,
  );
  run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], app);
  run(join(app, 'node_modules/.bin/tsc'), ['--noEmit', '-p', '.'], app);
  run(join(app, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], app);

  const assets = join(app, 'dist/assets');
  const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));
  const bytes = scripts.reduce((sum, file) => sum + brotliCompressSync(readFileSync(join(assets, file))).length, 0);
  console.log(
    `\nconsumer: one screen (customer-service) with the HTTP adapter, React included: ${(bytes / 1024).toFixed(1)} KiB brotli in ${scripts.length} files`,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
