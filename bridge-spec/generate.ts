/**
 * Writes every generated file of bridge-spec/ from src/protocol.ts and removes stale ones.
 * Run `npm run spec` (or `npx tsx bridge-spec/generate.ts`) after changing the protocol, and
 * check the result in: `spec.test.ts` fails while a checked-in file differs.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { GENERATED_DIRS, generatedFiles, isGenerated } from './src/files';

const root = import.meta.dirname;
const files = generatedFiles();

for (const dir of GENERATED_DIRS) {
  for (const name of readdirSync(join(root, dir), { withFileTypes: true, recursive: true } as const)) {
    if (!name.isFile()) continue;
    const path = join(name.parentPath, name.name).slice(root.length + 1);
    if (!(path in files) && isGenerated(path, readFileSync(join(root, path), 'utf8'))) rmSync(join(root, path));
  }
}
for (const [path, text] of Object.entries(files)) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}
console.log(`bridge-spec: wrote ${Object.keys(files).length} files`);
