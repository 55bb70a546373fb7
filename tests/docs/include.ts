/**
 * Code blocks in the README and `docs/` are never written by hand: each is a region of a file
 * the tests type-check or run, included with a marker line right above its fence:
 *
 *     <!-- include: examples/embed/customer-service.tsx#embed -->
 *     ```tsx
 *     ```
 *
 * The region is the text between `region embed` and `endregion` comment lines in that file
 * (`// region embed`, `/* region embed *\/`, `# region embed`; `#region` also works), without
 * its common indent.
 * `<!-- file: path -->` includes a whole file. `npm run docs` fills every marked block from
 * its region; `tests/docs/blocks.test.ts` fails when
 * a block differs from its region, has no marker, or a marker names a missing file or region.
 * Exceptions: an `sh` block of `npm` commands (checked against package.json's scripts) and a
 * `text` block (a picture, not code).
 *
 * A table made from the code has the line `<!-- table: name -->` above it: `npm run docs` writes
 * it from its generator (`TABLES`), and `tests/docs/tables.test.ts` fails when it differs.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export const repoRoot = join(import.meta.dirname, '../..');

/** The Markdown files whose code blocks are checked: README, every docs page, package READMEs. */
export function documents(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(join(repoRoot, dir), { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(`${dir}/${entry.name}`) : entry.name.endsWith('.md') ? [`${dir}/${entry.name}`] : [],
    );
  const packages = readdirSync(join(repoRoot, 'packages')).map((name) => `packages/${name}/README.md`);
  return ['README.md', ...walk('docs'), ...packages.filter((file) => exists(file))];
}

function exists(file: string): boolean {
  try {
    readFileSync(join(repoRoot, file));
    return true;
  } catch {
    return false;
  }
}

export interface Block {
  /** 1-based line of the opening fence. */
  line: number;
  /** 1-based line of the closing fence. */
  endLine: number;
  lang: string;
  body: string;
  /** `path#region` (or `path`, a whole file) of the marker above the fence, if any. */
  include?: string;
}

/** `<!-- include: path#region -->` for a region, `<!-- file: path -->` for a whole file. */
const MARKER = /^<!-- (?:include: (\S+#[\w-]+)|file: (\S+)) -->$/;

/** The fenced code blocks of a Markdown text, with the include marker each carries. */
export function blocks(markdown: string): Block[] {
  const lines = markdown.split('\n');
  const found: Block[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,}|~{3,})(\S*)/.exec(lines[i]!);
    if (!open) continue;
    const end = lines.findIndex((text, j) => j > i && text.trim() === open[2]);
    if (end < 0) break;
    const marker = MARKER.exec((lines[i - 1] ?? '').trim());
    found.push({
      line: i + 1,
      endLine: end + 1,
      lang: open[3] ?? '',
      body: lines.slice(i + 1, end).join('\n'),
      include: marker?.[1] ?? marker?.[2],
    });
    i = end;
  }
  return found;
}

/** The text of `path#name`: the lines between its `region name` and `endregion` comments, dedented. */
export function region(reference: string): string {
  const [path, name] = reference.split('#') as [string, string | undefined];
  if (name === undefined) return readFileSync(join(repoRoot, path), 'utf8').trimEnd();
  const lines = readFileSync(join(repoRoot, path), 'utf8').split('\n');
  const start = lines.findIndex((line) => new RegExp(`^\\s*(//|#|/\\*)\\s*#?region ${name}\\b`).test(line));
  if (start < 0) throw new Error(`${path} has no region "${name}"`);
  const end = lines.findIndex((line, i) => i > start && /^\s*(\/\/|#|\/\*)\s*#?endregion\b/.test(line));
  if (end < 0) throw new Error(`${path}: region "${name}" has no #endregion`);
  const body = lines.slice(start + 1, end);
  const indent = Math.min(...body.filter((line) => line.trim()).map((line) => /^ */.exec(line)![0].length));
  return body
    .map((line) => line.slice(indent))
    .join('\n')
    .trimEnd();
}

/** The Markdown with every marked block's body replaced by its region, and every table by its generator's. */
export async function fill(markdown: string): Promise<string> {
  const lines = markdown.split('\n');
  for (const block of blocks(markdown).reverse()) {
    if (block.include) lines.splice(block.line, block.endLine - 1 - block.line, ...region(block.include).split('\n'));
  }
  return fillTables(lines.join('\n'));
}

/** Generators of the tables made from the code, by the name their marker gives. */
const TABLES: Record<string, () => Promise<string>> = {
  'provider-options': async () => (await import('./provider-options')).providerOptionsTable(),
};

/** The Markdown with the table under each `<!-- table: name -->` line written by its generator. */
export async function fillTables(markdown: string): Promise<string> {
  const lines = markdown.split('\n');
  for (let i = lines.length - 1; i >= 0; i--) {
    const name = /^<!-- table: ([\w-]+) -->$/.exec(lines[i]!.trim())?.[1];
    if (!name) continue;
    const generate = TABLES[name];
    if (!generate) throw new Error(`no generator for the table "${name}"`);
    let end = i + 1;
    while (end < lines.length && lines[end]!.startsWith('|')) end++;
    lines.splice(i + 1, end - i - 1, ...(await generate()).split('\n'));
  }
  return lines.join('\n');
}

// `npm run docs`: fill every marked block from its region.
if (process.argv[1] && relative(process.argv[1], import.meta.filename) === '') {
  for (const file of documents()) {
    const text = readFileSync(join(repoRoot, file), 'utf8');
    const filled = await fill(text);
    if (filled !== text) {
      writeFileSync(join(repoRoot, file), filled);
      console.log(`filled ${file}`);
    }
  }
}
