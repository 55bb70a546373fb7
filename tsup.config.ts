import { transformAsync } from '@babel/core';
import { readFile } from 'node:fs/promises';
import { defineConfig, type Options } from 'tsup';
import { linguiMacro, markClientEntries } from './build-config';

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
  target: 'es2022',
  // Every build ships its declarations, so a tarball packed after `npm run build` has its types
  // (`npm run test:package` checks them with arethetypeswrong).
  dts: true,
  tsconfig: 'tsconfig.build.json',
  clean: true,
  treeshake: true,
  sourcemap: false,
  minify: true,
  external: [/^@lendview\//, /^react($|\/)/, /^react-dom($|\/)/, /^@lingui\//, 'ofetch', 'comlink'],
  env: { NODE_ENV: 'production' },
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
    },
    outDir: 'packages/api/dist',
  },
  {
    ...shared,
    entry: ['packages/screens/src/index.ts', 'packages/screens/src/screens/*/index.ts', 'packages/screens/src/screens/*/load.ts'],
    outDir: 'packages/screens/dist',
    splitting: true,
    esbuildPlugins: [linguiMacroPlugin],
    onSuccess: async () => {
      await markClientEntries('packages/screens/dist');
    },
  },
]);
