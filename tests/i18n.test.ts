// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

// A folder on disk, not an import (no alias applies): the test walks it for the .po catalogs, which
// are no modules, and compares them with what Lingui's extractor collects from the same files.
const root = join(import.meta.dirname, '../packages/screens/src');

function catalogs(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? catalogs(join(dir, d.name)) : d.name === 'es.po' ? [dir] : [],
  );
}

/** msgid -> msgstr of a .po file (single-line entries, as the Lingui extractor writes them). */
function entries(file: string): Map<string, string> {
  const text = readFileSync(file, 'utf8');
  const map = new Map<string, string>();
  for (const m of text.matchAll(/^msgid ("(?:[^"\\]|\\.)*")\nmsgstr ("(?:[^"\\]|\\.)*")$/gm)) {
    const id = JSON.parse(m[1]!) as string;
    if (id) map.set(id, JSON.parse(m[2]!) as string);
  }
  return map;
}

const dirs = catalogs(root);

describe('catalogs', () => {
  it('exist for the core and every screen (parts with their own chunk may add theirs)', () => {
    const screens = readdirSync(join(root, 'screens'));
    expect(dirs.map((d) => relative(root, d))).toEqual(
      expect.arrayContaining(['core/locales', ...screens.map((s) => `screens/${s}/locales`)]),
    );
  });

  it.each(dirs.map((d) => [relative(root, d), d]))('%s: every message has a Spanish translation', (_name, dir) => {
    const english = entries(join(dir, 'en.po'));
    const spanish = entries(join(dir, 'es.po'));
    expect([...spanish.keys()].sort()).toEqual([...english.keys()].sort());
    const missing = [...spanish].filter(([, str]) => str.trim() === '').map(([id]) => id);
    expect(missing).toEqual([]);
  });
});

/**
 * The build compiles the checked-in `.po` files and never rewrites them (`npm run i18n` does,
 * on purpose): so a message added, changed or removed in the code without `npm run i18n` must
 * fail here, not ship as a silent fallback.
 */
describe('checked-in catalogs are current', () => {
  it('hold exactly the messages the code has', async () => {
    const { getConfig } = await import('@lingui/conf');
    const { getCatalogs } = await import('@lingui/cli/api');
    const config = getConfig({ configPath: join(import.meta.dirname, '../lingui.config.ts'), skipValidation: true });
    const stale: string[] = [];
    for (const catalog of await getCatalogs(config)) {
      const inCode = Object.keys((await catalog.collect()) ?? {}).sort();
      for (const locale of config.locales) {
        const inFile = Object.keys((await catalog.read(locale)) ?? {}).sort();
        if (inFile.join('\n') !== inCode.join('\n')) stale.push(relative(root, catalog.getFilename(locale)));
      }
    }
    expect(stale, 'run `npm run i18n` and commit the .po files').toEqual([]);
  }, 60_000);
});
