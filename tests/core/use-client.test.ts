// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { REACT_IMPORT, USE_CLIENT } from '../../build-config';

/**
 * The built package as a React Server Component host reads it (`npm run build` runs before the
 * unit tests in `npm test`): files that import React start with `'use client'`; the helpers a
 * server calls (the root entry, `./server`, every `load` entry) are plain files whose imports
 * reach React only through such a file.
 */
const dist = join(import.meta.dirname, '../../packages/screens/dist');
const read = (file: string) => readFileSync(join(dist, file), 'utf8');
const isClient = (file: string) => read(file).startsWith(USE_CLIENT);
const built = existsSync(dist) ? readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js')) : [];
const screens = existsSync(join(dist, 'screens')) ? readdirSync(join(dist, 'screens')) : [];
const loads = screens
  .filter((name) => existsSync(join(dist, `screens/${name}/load.js`)))
  .map((name) => `screens/${name}/load.js`);

/** The files a file's static imports load, transitively, up to (and with) the `'use client'` ones. */
function reached(entry: string): string[] {
  const seen = new Set<string>([entry]);
  const visit = (file: string) => {
    if (file !== entry && isClient(file)) return;
    for (const [, spec] of read(file).matchAll(/(?:\bfrom|\bimport)\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
      const next = relative(dist, join(dirname(join(dist, file)), spec!));
      if (!seen.has(next)) {
        seen.add(next);
        visit(next);
      }
    }
  };
  visit(entry);
  return [...seen];
}

describe("'use client' in the built package (React Server Component hosts)", () => {
  it('is in the build (run `npm run build` first)', () => {
    expect(existsSync(join(dist, 'server.js'))).toBe(true);
  });

  it('starts every file that imports React, and no other', () => {
    const wrong = built.filter((file) => REACT_IMPORT.test(read(file)) !== isClient(file));
    expect(wrong).toEqual([]);
  });

  it.each(screens)('starts the entry of screen %s', (name) => {
    expect(isClient(`screens/${name}/index.js`)).toBe(true);
  });

  it.each(['index.js', 'server.js', ...loads])(
    'leaves %s plain: a server calls it, and React is reached only through client files',
    (entry) => {
      expect(isClient(entry)).toBe(false);
      const plain = reached(entry).filter((file) => !isClient(file));
      expect(plain.filter((file) => REACT_IMPORT.test(read(file)))).toEqual([]);
    },
  );

  it('keeps React out of `./server` altogether (a server without React may import it)', () => {
    expect(reached('server.js').filter(isClient)).toEqual([]);
  });

  it("gives the root entry `./server`'s very helpers, and only the provider and its hook from a client file", async () => {
    const root = (await import(pathToFileURL(join(dist, 'index.js')).href)) as Record<string, unknown>;
    const server = (await import(pathToFileURL(join(dist, 'server.js')).href)) as Record<string, unknown>;
    for (const name of Object.keys(server)) expect(root[name], name).toBe(server[name]);
    expect(Object.keys(root).filter((name) => !(name in server))).toEqual(['LendviewProvider', 'useLendview']);
    expect(loads.length).toBeGreaterThan(10);
  });
});
