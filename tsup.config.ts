import { transformAsync } from '@babel/core';
import { readFile } from 'node:fs/promises';
import { defineConfig, type Options } from 'tsup';
import { engineTargets, linguiMacro, markClientFiles } from './build-config';

/** esbuild cannot run Babel macros: run the Lingui macro on the files that import it. */
const linguiMacroPlugin = {
  name: 'lingui-macro',
  setup(build: {
    onLoad: (
      options: { filter: RegExp },
      load: (args: { path: string }) => Promise<{ contents: string; loader: 'ts' | 'tsx' } | undefined>,
    ) => void;
  }) {
    build.onLoad({ filter: /\.tsx?$/ }, async ({ path }: { path: string }) => {
      const source = await readFile(path, 'utf8');
      if (!source.includes('/macro')) return undefined;
      const result = await transformAsync(source, {
        filename: path,
        babelrc: false,
        configFile: false,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [linguiMacro({ stripMessageField: true })],
      });
      return { contents: result?.code ?? source, loader: path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
};

const shared: Options = {
  format: ['esm'],
  // The engine floor of `browserslist` (docs/engines.md): ES2020 syntax for Chrome 80 and Safari 14.
  target: engineTargets(),
  // Two features esbuild's table marks missing at the floor for a bug in one corner of them:
  // - destructuring (Safari before 14.1): a WebKit bug with an array rest pattern on an array
  //   literal (`[a, ...b] = [x, y]`), seen up to Safari 13.1; esbuild cannot lower destructuring,
  //   and Vite's build for the same target keeps it too;
  // - optional chaining (Chrome before 91): a V8 bug in an optional call with a spread argument
  //   before the last (`f?.(...a, b)`), which `npm run check:engines` refuses in the built files.
  //   Lowered, every `a?.b` costs bytes in every package (+0.17 KB on the bridge alone).
  esbuildOptions(options) {
    options.supported = { ...options.supported, destructuring: true, 'optional-chain': true };
  },
  // Every build ships its declarations, so a tarball packed after `npm run build` has its types
  // (`npm run test:package` checks them with arethetypeswrong).
  dts: true,
  tsconfig: 'tsconfig.build.json',
  clean: true,
  // Rollup's pass over each file (the other chunks are external to it) drops an import whose
  // bindings all went unused instead of keeping it as a bare `import './chunk.js'`: the packages
  // have no side effects (`"sideEffects": false`), and consumers' esbuild warned of each one
  // (`ignored-bare-import`).
  treeshake: { moduleSideEffects: 'no-external' },
  sourcemap: false,
  minify: true,
  external: [/^@lendview\//, /^react($|\/)/, /^react-dom($|\/)/, /^@lingui\//, 'ofetch', 'comlink', 'web-vitals'],
  env: { NODE_ENV: 'production' },
  // One line per built file, about 200 in all, said nothing a size budget does not check better:
  // a build says only what went wrong.
  silent: true,
};

export default defineConfig([
  {
    ...shared,
    entry: {
      index: 'packages/bridge/src/index.ts',
      testing: 'packages/bridge/src/testing.ts',
      'react-native-host': 'packages/bridge/src/react-native-host.ts',
    },
    outDir: 'packages/bridge/dist',
  },
  {
    ...shared,
    entry: {
      index: 'packages/api/src/index.ts',
      http: 'packages/api/src/http.ts',
      fake: 'packages/api/src/fake.ts',
      validate: 'packages/api/src/validate.ts',
      disclosure: 'packages/api/src/disclosure.ts',
      'disclosure-terms': 'packages/api/src/disclosure-terms.ts',
      // Not exported: named files instead of shared `chunk-*` ones, so the example app's core
      // group (every `chunk-*` four screens share) leaves them to who uses them. The decoders'
      // guards serve only the lazily loaded HTTP adapter and the on-demand disclosure cards;
      // the mobile plans only the registration.
      'decode-guards': 'packages/api/src/decode/guards.ts',
      'number-plans': 'packages/api/src/number-plans.ts',
    },
    outDir: 'packages/api/dist',
  },
  {
    ...shared,
    entry: [
      'packages/screens/src/index.ts',
      'packages/screens/src/server.ts',
      'packages/screens/src/vitals.ts',
      'packages/screens/src/screens/*/index.ts',
      'packages/screens/src/screens/*/load.ts',
    ],
    outDir: 'packages/screens/dist',
    splitting: true,
    esbuildPlugins: [linguiMacroPlugin],
    onSuccess: async () => {
      await markClientFiles('packages/screens/dist');
    },
  },
]);
