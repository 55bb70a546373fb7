/**
 * `npm run test:package`: the packages as a team adopting them from npm gets them.
 *
 * 1. Packs the three packages from the build `npm test` just made (`pack.ts`, as `npm run pack`).
 * 2. Lints each tarball with publint (strict) and arethetypeswrong (ESM-only profile).
 * 3. Installs the tarballs into a throwaway Vite + React + TypeScript project outside the
 *    workspace (`consumer/`, copied to a temp dir with the documented embed), type-checks it,
 *    with every import path the docs, the JSDoc and the declarations name (`tests/docs/imports.ts`),
 *    builds it, and prints the bundle's brotli size.
 * 4. Builds and runs the Next.js App Router example against the same tarballs (`nextjs.ts`).
 *
 * Each step prints one line; a failing step prints its command and everything it said.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { documentedImports, NOT_EXPORTED, unresolved } from '../docs/imports';
import { checkNextApp } from './nextjs';
import { pack, PACKAGES, root } from './pack';

const rootManifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const version = (name: string) => rootManifest.devDependencies[name] as string;

/** Runs a command quietly: what it printed is shown only when it fails. Returns what it printed. */
function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env): string {
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...env, npm_config_fund: 'false', npm_config_audit: 'false', FORCE_COLOR: '0' },
  });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  if (result.status !== 0) {
    console.error(`$ ${basename(command)} ${args.join(' ')}\n${output}${result.error ?? ''}`);
    throw new Error(`${basename(command)} ${args[0] ?? ''} failed`);
  }
  return output;
}

/** Runs a step and prints its line with its time. */
async function step(describe: () => string | Promise<string>) {
  const started = Date.now();
  const line = await describe();
  console.log(`${line} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

const work = mkdtempSync(join(tmpdir(), 'lendview-package-'));
try {
  let tarballs = {} as ReturnType<typeof pack>;
  await step(() => {
    tarballs = pack(join(work, 'tarballs'));
    for (const [name, tarball] of Object.entries(tarballs)) {
      const listing = execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' }).split('\n');
      if (listing.some((file) => file.includes('test-preview')))
        throw new Error(`@lendview/${name}: the developer test page is packed`);
      for (const required of ['package/README.md', 'package/LICENSE', 'package/dist/index.d.ts']) {
        if (!listing.includes(required)) throw new Error(`@lendview/${name}: ${required} is not packed`);
      }
      run(join(root, 'node_modules/.bin/publint'), ['--strict', tarball], root);
      // attw does not expand wildcard exports: name each screen and its loader. Its table is
      // printed only when it finds a problem: on a pass it lists "Resolution failed (ignored)"
      // for every entry under node10 and CommonJS `require`, which this ESM-only package does not
      // serve by design (the `esm-only` profile).
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
    const sizes = Object.values(tarballs).map((file) => `${basename(file)} ${(readFileSync(file).length / 1024).toFixed(1)} KiB`);
    return `packed, publint --strict and attw (esm-only) pass: ${sizes.join(', ')}`;
  });

  const app = join(work, 'consumer');
  await step(() => {
    cpSync(join(import.meta.dirname, 'consumer'), app, { recursive: true });
    cpSync(join(root, 'examples/embed'), join(app, 'src/embed'), { recursive: true });
    // Every documented path, type-checked below (its declarations must resolve too).
    const named = [...documentedImports().keys()].filter((path) => !NOT_EXPORTED.includes(path));
    writeFileSync(
      join(app, 'src/documented-imports.ts'),
      named.map((path, i) => `export type M${i} = typeof import('${path}');\n`).join(''),
    );
    writeFileSync(
      join(app, 'package.json'),
      `${JSON.stringify(
        {
          name: 'lendview-consumer',
          private: true,
          type: 'module',
          dependencies: {
            ...Object.fromEntries(PACKAGES.map((name) => [`@lendview/${name}`, `file:${tarballs[name]}`])),
            react: version('react'),
            'react-dom': version('react-dom'),
          },
          devDependencies: {
            typescript: version('typescript'),
            vite: version('vite'),
            '@vitejs/plugin-react': version('@vitejs/plugin-react'),
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
    const failed = unresolved(named, app);
    if (failed.length) throw new Error(`documented import paths that the packed packages do not have: ${failed.join(', ')}`);
    run(join(app, 'node_modules/.bin/tsc'), ['--noEmit', '-p', '.'], app);
    // A consumer's build must be quiet: a warning here is one every team adopting the packages sees.
    const warnings = run(join(app, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], app).trim();
    if (warnings) throw new Error(`the consumer's vite build warned:\n${warnings}`);
    const assets = join(app, 'dist/assets');
    const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));
    const bytes = scripts.reduce((sum, file) => sum + brotliCompressSync(readFileSync(join(assets, file))).length, 0);
    return (
      `Vite consumer: ${named.length} documented import paths resolve; type-checked and built; one screen ` +
      `(customer-service) with the HTTP adapter, React included: ${(bytes / 1024).toFixed(1)} KiB brotli in ${scripts.length} files`
    );
  });

  await checkNextApp({ tarballs, run });
} finally {
  rmSync(work, { recursive: true, force: true });
}
