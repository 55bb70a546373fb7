/**
 * Every `@lendview/...` import path the project names to its users: in the README, the docs and
 * the package READMEs, in the comments (JSDoc) of the packages' sources, and in the shipped
 * declarations. `tests/docs/imports.test.ts` resolves them against the workspace's build and
 * `npm run test:package` against the packed tarballs: a path named anywhere must exist.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { documents, repoRoot } from './include';

/** Paths the docs name as not exported (the developer test page): they must not resolve. */
export const NOT_EXPORTED = ['@lendview/screens/test-preview'];

const SPECIFIER = /@lendview\/(?:bridge|api|screens)(?:\/[\w<>.-]+)*/g;

/** `@lendview/screens/<id>/load` names every screen's loader: checked with one screen that has one. */
const concrete = (spec: string) => spec.replace(/<id>/g, 'customer-service').replace(/[.]+$/, '');

/** The text of every comment in a TypeScript source. */
function comments(file: string): string {
  const text = readFileSync(file, 'utf8');
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, ts.LanguageVariant.JSX, text);
  let found = '';
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    if (kind === ts.SyntaxKind.SingleLineCommentTrivia || kind === ts.SyntaxKind.MultiLineCommentTrivia) {
      found += `${scanner.getTokenText()}\n`;
    }
  }
  return found;
}

function files(dir: string, suffix: RegExp): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => suffix.test(file) && !file.includes('node_modules'))
    .map((file) => join(dir, file));
}

/** Each import path named, with the first file that names it. */
export function documentedImports(): Map<string, string> {
  const named = new Map<string, string>();
  const add = (text: string, where: string) => {
    for (const [spec] of text.matchAll(SPECIFIER)) {
      const path = concrete(spec);
      if (!named.has(path)) named.set(path, where.replace(`${repoRoot}/`, ''));
    }
  };
  for (const doc of documents()) add(readFileSync(join(repoRoot, doc), 'utf8'), doc);
  for (const name of ['bridge', 'api', 'screens']) {
    const dir = join(repoRoot, 'packages', name);
    for (const file of files(join(dir, 'src'), /(?<!\.d)\.tsx?$/)) add(comments(file), file);
    for (const file of files(join(dir, 'dist'), /\.d\.ts$/)) add(readFileSync(file, 'utf8'), file);
  }
  return named;
}

/**
 * The paths that do not resolve from `cwd` (a folder where the packages are installed) to a
 * module and its declarations. Node itself reads the packages' `exports` (`import.meta.resolve`,
 * as bundlers do); its answer is then looked for on disk, with the `.d.ts` beside it.
 */
export function unresolved(paths: readonly string[], cwd: string): string[] {
  const script = `import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
const failed = [];
for (const path of ${JSON.stringify(paths)}) {
  try {
    const file = fileURLToPath(import.meta.resolve(path));
    if (!existsSync(file) || !existsSync(file.replace(/\\.js$/, '.d.ts'))) failed.push(path);
  } catch {
    failed.push(path);
  }
}
console.log(JSON.stringify(failed));`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd, encoding: 'utf8' }));
}
