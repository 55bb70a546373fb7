// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import ts from 'typescript';
import { blocks, documents, region, repoRoot } from './include';

/**
 * The README and docs cannot drift from the code: every code block is a region of a file that
 * `npm run typecheck` checks (or a test runs), every link stays inside the repository.
 */
const docs = documents().map((file) => ({ file, text: readFileSync(join(repoRoot, file), 'utf8') }));
const scripts = Object.keys(JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')).scripts);
const typeChecked = (() => {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(repoRoot, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
  );
  return new Set(config!.fileNames.map((file) => normalize(file)));
})();

/**
 * The Next.js example imports `next`, which the workspace does not install: `npm run
 * test:package` type-checks it instead (`next build`, against the packed packages).
 */
const CHECKED_BY_PACKAGE_TEST = 'examples/nextjs/';

/** An `sh` block of npm commands only (and `cd`): each names a script of package.json, installs packages or creates an app. */
function npmCommandsOnly(body: string): boolean {
  return body.split('\n').every((line) => {
    const command = line.replace(/#.*$/, '').trim();
    if (!command || /^cd \S+$/.test(command)) return true;
    return command.split('&&').every((part) => {
      const [npm, verb, name] = part.trim().split(/\s+/);
      if (npm !== 'npm') return false;
      if (verb === 'install' || verb === 'ci' || verb === 'test' || verb === 'start' || verb === 'create')
        return verb !== 'start' || scripts.includes('start');
      return verb === 'run' && scripts.includes(name!);
    });
  });
}

describe.each(docs.map(({ file, text }) => [file, text]))('%s', (file, text) => {
  it('has only code blocks included from checked files (npm run docs fills them)', () => {
    const problems = blocks(text).flatMap((block) => {
      const at = `${file}:${block.line}`;
      if (!block.include) {
        if (block.lang === 'text') return []; // a picture (the architecture), not code
        return block.lang === 'sh' && npmCommandsOnly(block.body) ? [] : [`${at}: a code block without an include marker`];
      }
      const [path] = block.include.split('#') as [string];
      if (!existsSync(join(repoRoot, path))) return [`${at}: ${path} does not exist`];
      if (/\.tsx?$/.test(path) && !typeChecked.has(normalize(join(repoRoot, path))) && !path.startsWith(CHECKED_BY_PACKAGE_TEST))
        return [`${at}: ${path} is not type-checked`];
      try {
        return region(block.include) === block.body ? [] : [`${at}: differs from ${block.include} (run npm run docs)`];
      } catch (error) {
        return [`${at}: ${(error as Error).message}`];
      }
    });
    expect(problems).toEqual([]);
  });

  it('links only to files of the repository that exist', () => {
    const links = [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!).filter((href) => !href.startsWith('#'));
    const broken = links.filter(
      (href) => /^[a-z]+:/i.test(href) || !existsSync(join(repoRoot, dirname(file), href.split('#')[0]!)),
    );
    expect(broken).toEqual([]);
  });
});

describe('the repository', () => {
  it('keeps its README short (at most 12 KB): the rest belongs in docs/', () => {
    expect(readFileSync(join(repoRoot, 'README.md')).length).toBeLessThanOrEqual(12 * 1024);
  });

  it('names no file outside it in its docs or code comments', () => {
    const insideDocs = /shared\/(contracts|seed|guides)\/|\/work\/shared\b|\bwire\.md\b/;
    const outside = /shared\/(contracts|seed|guides)\/|\/work\/shared\b|\bwire\.md\b|(?<![\w/])bridge\.md\b/;
    const offenders = ts.sys
      .readDirectory(repoRoot, ['.ts', '.tsx', '.md', '.cjs', '.kt', '.swift'], ['node_modules', 'dist', '.git'])
      .filter((file) => !/[\\/](node_modules|dist)[\\/]/.test(file))
      // Inside docs/, `bridge.md` is our own docs/bridge.md.
      .filter((file) => (file.includes('/docs/') ? insideDocs : outside).test(readFileSync(file, 'utf8')))
      .map((file) => file.slice(repoRoot.length + 1));
    expect(offenders).toEqual([]);
  });
});
