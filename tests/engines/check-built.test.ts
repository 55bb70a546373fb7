// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { engineTargets } from '../../build-config';
import { checkBuilt, notEs5, syntaxBelowTheFloor } from './check-built';

describe('the engine floor, written once', () => {
  it("gives every build browserslist's oldest engines and ES2020", () => {
    expect(engineTargets()).toEqual(['es2020', 'chrome80', 'ios14', 'safari14']);
  });
});

describe('check:engines on built files', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'lendview-engines-'));
    mkdirSync(join(root, 'packages/bridge/dist'), { recursive: true });
    mkdirSync(join(root, 'examples/webview-app/dist/assets'), { recursive: true });
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const write = (file: string, code: string) => writeFileSync(join(root, file), code);

  it('passes ES2020 code', () => {
    write('packages/bridge/dist/index.js', 'export const a = (b) => b?.c ?? [1, 2][0];');
    expect(checkBuilt(root)).toEqual([]);
  });

  it('names the file and what it needs: newer syntax, newer built-ins', () => {
    write('packages/bridge/dist/index.js', 'export let a; a ??= 1;');
    write('examples/webview-app/dist/assets/main-x.js', 'export const b = Object.hasOwn({}, "c");');
    const problems = checkBuilt(root);
    expect(problems).toContainEqual(expect.stringMatching(/^packages\/bridge\/dist\/index\.js: .*LogicalAssignment/));
    expect(problems).toContainEqual(expect.stringMatching(/^examples\/webview-app\/dist\/assets\/main-x\.js: .*ObjectHasOwn/));
  });

  it("allows comlink's guarded FinalizationRegistry, and only there", () => {
    const guarded = 'export const r = "FinalizationRegistry" in globalThis && new FinalizationRegistry(() => 0);';
    write('examples/webview-app/dist/assets/comlink-abc.js', guarded);
    expect(checkBuilt(root)).toEqual([]);
    write('examples/webview-app/dist/assets/main-x.js', guarded);
    expect(checkBuilt(root)).toEqual([expect.stringMatching(/main-x\.js: .*FinalizationRegistry/)]);
  });

  it('reports an empty build instead of passing it', () => {
    expect(checkBuilt(root)).toEqual([expect.stringMatching(/no built files/)]);
  });
});

describe('what es-check does not see', () => {
  it('finds RegExp lookbehind, which Safari before 16.4 cannot parse', () => {
    expect(syntaxBelowTheFloor('export const s = (v) => v.split(/(?<=@)/);')).toEqual([expect.stringMatching(/lookbehind/)]);
    expect(syntaxBelowTheFloor('export const s = (v) => v.split(/@/);')).toEqual([]);
  });

  it('finds an optional chain calling with a spread before the last argument (Chrome 80 to 90 get it wrong)', () => {
    expect(syntaxBelowTheFloor('export const f = (a, x) => a?.b(...x, 1);')).toHaveLength(1);
    expect(syntaxBelowTheFloor('export const f = (a, x) => a?.b(1, ...x);')).toEqual([]);
    expect(syntaxBelowTheFloor('export const f = (a, x) => a.b(...x, 1);')).toEqual([]);
  });
});

describe("the page's inline scripts", () => {
  it('must parse as ES5: they run before any check, on any engine', () => {
    expect(notEs5('<script nonce="n">var a = [1, 2];</script><script type="application/json">{"a":1}</script>')).toEqual([]);
    expect(notEs5('<script>f(a, b,);</script>')).toEqual([expect.stringMatching(/inline script 1 is not ES5/)]);
    expect(notEs5('<script>let a = 1;</script>')).toHaveLength(1);
  });
});
