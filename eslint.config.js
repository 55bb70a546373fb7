// Lint for the whole repository: `npm run lint` (part of `npm test`), zero warnings allowed.
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import compat from 'eslint-plugin-compat';
import esX from 'eslint-plugin-es-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const screens = 'packages/screens/src';

/** Files that run in a borrower's web view: the packages and the example app's client. */
const shipped = ['packages/*/src/**/*.{ts,tsx}', 'examples/webview-app/src/**/*.{ts,tsx}'];

/**
 * Syntax the build lowers to ES2020 for the floor (`browserslist`, docs/engines.md), which
 * es-check verifies on the built files; the lint keeps to what no build lowers: built-in
 * objects and methods (`.at()`, `Object.hasOwn`, `replaceAll`, ...) and RegExp features.
 */
const LOWERED_SYNTAX = [
  'no-class-instance-fields',
  'no-class-static-fields',
  'no-class-private-fields',
  'no-class-private-methods',
  'no-class-static-block',
  'no-logical-assignment-operators',
  'no-numeric-separators',
  'no-private-in',
  'no-trailing-dynamic-import-commas',
];

/**
 * The layers of `@lendview/screens`, each importing only the ones below it:
 * screens -> shared -> ui -> core -> `@lendview/api` / `@lendview/bridge`.
 * A screen never imports another screen: what two screens need lives in `shared/`.
 * Files of one element (one screen folder, say) import each other freely.
 */
export const layers = [
  { type: 'screen', pattern: `${screens}/screens/*`, capture: ['name'] },
  { type: 'shared', pattern: `${screens}/shared` },
  { type: 'ui', pattern: `${screens}/ui` },
  { type: 'core', pattern: `${screens}/core` },
];

/** A policy: files of layer `from` may import the layers `to` (anything else is refused). */
function allowImports(from, to) {
  return { from: { element: { type: from } }, allow: [{ to: { element: { types: { anyOf: to } } } }] };
}

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/locales/*.ts', 'storybook-static/**', 'tests/bench/results/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      // The two classic rules. The React Compiler rules of the plugin's newer presets are not
      // on: the screens are not compiled by it, and its `refs` rule forbids the latest-callback
      // ref the provider uses on purpose.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // `typeof import('...')` stays allowed: tests use it to type a module under `vi.mock`.
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
    },
  },
  {
    // The engine floor (docs/engines.md): no ECMAScript built-in newer than ES2020 (es-x, which
    // assumes any `.at()` call may be the array one: the type of a receiver is not known here),
    // and no web API the browsers of `browserslist` lack (compat), unless behind a check.
    files: shipped,
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.tsx', 'examples/webview-app/src/entry-server.tsx'],
    plugins: { 'es-x': esX, compat },
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      ...esX.configs['flat/restrict-to-es2020'].rules,
      ...Object.fromEntries(LOWERED_SYNTAX.map((rule) => [`es-x/${rule}`, 'off'])),
      'compat/compat': 'error',
    },
  },
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    files: ['**/*.tsx'],
    // A card's label text sits three elements deep (bank, masked number, visually hidden words).
    rules: { 'jsx-a11y/label-has-associated-control': ['error', { depth: 3 }] },
  },
  {
    // Inlined into the page's head: a classic browser script, plain ES5 (its own comment says why).
    files: ['examples/webview-app/server/page-loader.js'],
    languageOptions: { sourceType: 'script', ecmaVersion: 5, globals: globals.browser },
  },
  {
    // The example server is one fetch handler for Node and for a Worker (workerd): only its Node
    // entry (`server/node/`) may use Node's modules; the app's sources run in both too.
    files: ['examples/webview-app/server/**/*.ts', 'examples/webview-app/src/**/*.{ts,tsx}'],
    ignores: ['examples/webview-app/server/node/**', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^node:',
              message: "Node's modules belong in server/node/ (the Node entry): this code also runs in a Worker.",
            },
            { regex: '^@hono/node-server', message: 'The Node adapter belongs in server/node/ (the Node entry).' },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: [`${screens}/**/*.{ts,tsx}`],
    // Tests and stories beside a screen are not part of the layers: they use test support and
    // import screens by their public names, as a host does.
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.tsx'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': layers,
      'boundaries/include': [`${screens}/**/*`],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            allowImports('screen', ['shared', 'ui', 'core']),
            allowImports('shared', ['ui', 'core']),
            allowImports('ui', ['core']),
          ],
        },
      ],
    },
  },
  {
    // Screens and the shared tier take ui parts from its index, the one list of what ui offers.
    // The tabs are the exception, by their own path: two screens use them, and what the index
    // offers lands in the core chunk every screen loads (docs/performance.md).
    files: [`${screens}/screens/**/*.{ts,tsx}`, `${screens}/shared/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/ui/*', '!**/ui/Tabs'], message: 'Import ui parts from the ui index.' }] },
      ],
    },
  },
);
