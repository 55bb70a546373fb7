// @vitest-environment node
import { readFileSync } from 'node:fs';
import { themeVariables } from '@packages/screens/src/core/theme';
import { coreCss, scope, whenDark } from '@packages/screens/src/ui/styles';

const read = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');
const docs = read('docs/theming.md');
const example = read('examples/theming/host-theme.css');

/** Relative luminance and contrast ratio (WCAG 2.2). */
function luminance(hex: string): number {
  const full = hex.length === 4 ? hex.replace(/\w/g, (c) => c + c) : hex;
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(full.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** The tokens a stylesheet sets, with their values. */
function tokensOf(css: string): Map<string, string> {
  return new Map([...css.matchAll(/(--lendview-[\w-]+)\s*:\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]));
}
/** The tokens the screens read, with their defaults (`var(--lendview-x,default)`). */
const defaults = new Map([...coreCss.matchAll(/var\((--lendview-[\w-]+),([^;]*?)\)(?=;|\s*$)/gm)].map((m) => [m[1]!, m[2]!]));
if (defaults.size < 30) throw new Error(`only ${defaults.size} tokens read from the core styles`);

describe('theme tokens', () => {
  it('docs/theming.md shows examples/theming/host-theme.css as it is', () => {
    const block = /```css\n([\s\S]*?)```/.exec(docs)?.[1];
    expect(block).toBe(example);
  });

  it('the example sets only tokens the screens read', () => {
    const unknown = [...tokensOf(example).keys()].filter((token) => !coreCss.includes(`var(${token},`));
    expect(unknown).toEqual([]);
  });

  it('the example keeps 4.5:1 for text on its brand, in light and in dark', () => {
    const tokens = tokensOf(example);
    const darkSurface = defaults.get('--lendview-dark-surface')!;
    expect(contrast(tokens.get('--lendview-brand')!, tokens.get('--lendview-on-brand')!)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(tokens.get('--lendview-dark-brand')!, tokens.get('--lendview-dark-on-brand')!)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(tokens.get('--lendview-dark-brand')!, darkSurface)).toBeGreaterThanOrEqual(4.5);
  });

  it('every token the screens read is documented, with its dark twin where it has one', () => {
    const documented = new Set([...docs.matchAll(/--lendview-[\w-]+/g)].map((m) => m[0]));
    const missing = [...defaults.keys()].filter(
      (token) =>
        !documented.has(token) &&
        !/^--lendview-(dark-)?hero-(start|end)$|^--lendview-dark-hero-/.test(token) &&
        !/^--lendview-space-\d$/.test(token),
    );
    expect(missing).toEqual([]);
  });

  it('the default text colours keep 4.5:1 on the surface and the page, in light and in dark', () => {
    for (const scheme of ['', 'dark-']) {
      for (const text of ['text', 'muted', 'brand', 'danger', 'warning']) {
        for (const ground of ['surface', 'background']) {
          const ratio = contrast(defaults.get(`--lendview-${scheme}${text}`)!, defaults.get(`--lendview-${scheme}${ground}`)!);
          expect(ratio, `${scheme}${text} on ${scheme}${ground}`).toBeGreaterThanOrEqual(4.5);
        }
      }
    }
  });
});

describe('themeVariables', () => {
  it('sets the public tokens of a theme on the root, the dark ones as their twins', () => {
    expect(themeVariables({ brand: '#7a1fa2', radius: '8px', dark: { brand: '#d9a6f0' } })).toEqual({
      '--lendview-brand': '#7a1fa2',
      '--lendview-radius': '8px',
      '--lendview-dark-brand': '#d9a6f0',
    });
  });
});

describe('whenDark', () => {
  it('scopes each rule under the system dark scheme (unless forced light) and under a forced dark scheme', () => {
    expect(whenDark('[data-screen=x]', '.a,.b{color:red}')).toBe(
      '@media (prefers-color-scheme:dark){[data-screen=x]:not([data-color-scheme=light]) .a,[data-screen=x]:not([data-color-scheme=light]) .b{color:red}}' +
        '[data-screen=x][data-color-scheme=dark] .a,[data-screen=x][data-color-scheme=dark] .b{color:red}',
    );
  });
});

describe('scope', () => {
  it('puts each rule under the root, the root itself for &, a pseudo-class and an empty selector', () => {
    expect(scope('[data-screen=x]', '.a,.b .c{color:red}&[data-state=on],:hover{margin:0}{padding:0}')).toBe(
      '[data-screen=x] .a,[data-screen=x] .b .c{color:red}[data-screen=x][data-state=on],[data-screen=x]:hover{margin:0}' +
        '[data-screen=x]{padding:0}',
    );
  });

  it('scopes the rules of an @media block, leaves @keyframes as they are, and takes whenDark rules relative to &', () => {
    const rules = `@media (max-width:359px){.a{color:red}}@keyframes spin{from{opacity:0}to{opacity:1}}${whenDark('&', '.a{color:red}')}`;
    expect(scope('[data-screen=x]', rules)).toBe(
      '@media (max-width:359px){[data-screen=x] .a{color:red}}@keyframes spin{from{opacity:0}to{opacity:1}}' +
        '@media (prefers-color-scheme:dark){[data-screen=x]:not([data-color-scheme=light]) .a{color:red}}' +
        '[data-screen=x][data-color-scheme=dark] .a{color:red}',
    );
  });
});
