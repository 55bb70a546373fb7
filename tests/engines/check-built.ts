/**
 * `npm run check:engines`: every file a web view may load (the packages' builds and the example
 * app's assets) against the engine floor of `browserslist` (Android System WebView / Chrome 80,
 * iOS / Safari 14; docs/engines.md). Run after both builds; exits 1 naming each file and feature.
 *
 * - es-check: the ECMAScript edition browserslist implies (ES2020) and the built-ins it knows
 *   the browsers' versions of (`Object.hasOwn`, `replaceAll`, `WeakRef`, ...).
 * - What es-check does not see, from the syntax tree: RegExp lookbehind (Safari 16.4: an older
 *   Safari cannot even parse the file), the RegExp `d` and `v` flags, and an optional chain calling
 *   with a spread argument before the last (`f?.(...a, b)`, wrong in Chrome 80 to 90: the builds
 *   keep `?.` unlowered on that condition, tsup.config.ts).
 */
import { parse, type Node } from 'acorn';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';

/** es-check's Node API (it ships no types). */
const { runChecks } = createRequire(import.meta.url)('es-check') as {
  runChecks(
    configs: object[],
    options: { logger: null },
  ): { errors: { file: string; err: { features?: string[]; message?: string } }[] };
};

/** Where the built files a web view loads are. */
const BUILT = ['packages/bridge/dist', 'packages/api/dist', 'packages/screens/dist', 'examples/webview-app/dist/assets'];

/**
 * Features a file uses only where they exist: comlink (the bridge's iframe transport) releases
 * proxies through `FinalizationRegistry` when `"FinalizationRegistry" in globalThis`, and simply
 * does not below Chrome 84 and Safari 14.1.
 */
const GUARDED = [{ file: /\/comlink-[\w-]+\.js$/, features: ['FinalizationRegistry'] }];

/** Every problem as `file: feature`; none when the built files keep to the floor. */
export function checkBuilt(root = process.cwd()): string[] {
  const files = BUILT.flatMap((dir) =>
    existsSync(join(root, dir))
      ? readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
          .filter((name) => name.endsWith('.js'))
          .map((name) => join(root, dir, name))
      : [],
  );
  if (files.length === 0) return ['no built files: run `npm run build` and `npm run build:app -w examples/webview-app` first'];
  const guard = (file: string) => GUARDED.find((entry) => entry.file.test(file));
  const configs = [
    { files: files.filter((file) => !guard(file)) },
    ...files.filter(guard).map((file) => ({ files: [file], ignore: guard(file)!.features.join(',') })),
  ]
    .filter((config) => config.files.length > 0)
    .map((config) => ({ ...config, checkBrowser: true, checkFeatures: true, module: true }));
  const problems = runChecks(configs, { logger: null }).errors.map(
    ({ file, err }) => `${relative(root, file)}: ${err.features?.join(', ') ?? err.message}`,
  );
  for (const file of files) {
    for (const found of syntaxBelowTheFloor(readFileSync(file, 'utf8'))) problems.push(`${relative(root, file)}: ${found}`);
  }
  const page = join(root, 'examples/webview-app/dist/index.html');
  if (existsSync(page)) problems.push(...notEs5(readFileSync(page, 'utf8')).map((found) => `${relative(root, page)}: ${found}`));
  return problems;
}

/**
 * The page's inline classic scripts (the early-tap keeper, the update notice) run before anything
 * can check the engine, on engines far below the floor too: they must parse as ES5.
 */
export function notEs5(html: string): string[] {
  const scripts = [...html.matchAll(/<script(?![^>]*\b(?:type|src)=)[^>]*>([\s\S]*?)<\/script>/g)];
  return scripts.flatMap(([, code], index) => {
    try {
      parse(code!, { ecmaVersion: 5 });
      return [];
    } catch (error) {
      return [`inline script ${index + 1} is not ES5: ${(error as Error).message}`];
    }
  });
}

/** What the floor's engines misread or cannot parse, found in one module's syntax tree. */
export function syntaxBelowTheFloor(code: string): string[] {
  const found: string[] = [];
  visit(parse(code, { ecmaVersion: 'latest', sourceType: 'module' }), false, (node, inChain) => {
    const regex = (node as { regex?: { pattern: string; flags: string } }).regex;
    if (regex && /\(\?<[=!]/.test(regex.pattern)) found.push(`RegExp lookbehind /${regex.pattern.slice(0, 40)}/ (Safari 16.4)`);
    if (regex && /[dv]/.test(regex.flags)) found.push(`RegExp flag ${regex.flags} (Chrome 90, Safari 15)`);
    if (node.type === 'CallExpression' && inChain) {
      const args = (node as unknown as { arguments: Node[] }).arguments;
      if (args.some((arg, i) => arg.type === 'SpreadElement' && i < args.length - 1)) {
        found.push('an optional chain calling with a spread argument before the last (Chrome 80 to 90 call it wrongly)');
      }
    }
  });
  return found;
}

/** Walks every node; `inChain` is true inside an optional chain (`a?.b(...)`). */
function visit(node: Node, inChain: boolean, see: (node: Node, inChain: boolean) => void): void {
  const chain = inChain || node.type === 'ChainExpression';
  see(node, chain);
  for (const value of Object.values(node)) {
    for (const child of Array.isArray(value) ? value : [value]) {
      if (child && typeof child === 'object' && typeof (child as Node).type === 'string') visit(child as Node, chain, see);
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = checkBuilt();
  if (problems.length > 0) {
    console.error(
      `Below the engine floor (package.json browserslist, docs/engines.md):\n${problems.map((p) => `  ${p}`).join('\n')}`,
    );
    process.exit(1);
  }
  console.log('Every built file runs on the engine floor (browserslist: Chrome 80, Safari/iOS 14).');
}
