// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { USE_CLIENT } from '../../build-config';

/** Reads the built package (`npm run build` runs before the unit tests in `npm test`). */
const dist = join(import.meta.dirname, '../../packages/screens/dist');
const firstLine = (file: string) => readFileSync(join(dist, file), 'utf8').split('\n', 1)[0];

describe("'use client' on the built entries (React Server Component hosts)", () => {
  it('is in the build (run `npm run build` first)', () => {
    expect(existsSync(join(dist, 'index.js'))).toBe(true);
  });

  const screens = existsSync(join(dist, 'screens')) ? readdirSync(join(dist, 'screens')) : [];

  it('starts the root entry, which holds the provider', () => {
    expect(firstLine('index.js')).toBe(USE_CLIENT);
  });

  it.each(screens)('starts the entry of screen %s', (name) => {
    expect(firstLine(`screens/${name}/index.js`)).toBe(USE_CLIENT);
  });

  it('leaves the load entries plain, so a server can preload with them', () => {
    const loads = screens.filter((name) => existsSync(join(dist, `screens/${name}/load.js`)));
    expect(loads.length).toBeGreaterThan(10);
    for (const name of loads) expect(firstLine(`screens/${name}/load.js`)).not.toBe(USE_CLIENT);
  });
});
