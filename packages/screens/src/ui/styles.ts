/**
 * Shared styles of every screen.
 *
 * Theme tokens: a host sets the public `--lendview-*` custom properties (on the page or through
 * the provider's `theme`); the screens read the internal `--lv-*` ones resolved here, so the
 * defaults live in one place. Each colour has a dark twin (`--lendview-dark-*`) used when the
 * system asks for a dark scheme (and the provider's `colorScheme` is not `light`) or when the
 * host forces `colorScheme="dark"`. Every pair keeps 4.5:1 contrast on its background; logos and
 * barcodes sit on a light plate in both schemes so they stay legible. docs/theming.md lists them.
 *
 * No `text-size-adjust`: a non-`auto` value makes Chromium (TextSizeAdjustImprovements) ignore
 * the system font scale, which many borrowers rely on (docs/large-text.md).
 */
/**
 * The colour tokens, one row each: the name (`--lendview-<name>`, dark twin
 * `--lendview-dark-<name>`; the screens read `--lv-<name>`), the light default, the dark default.
 */
const COLOURS = [
  ['brand', '#0b6e5a', '#5fd0b5'],
  ['on-brand', '#fff', '#062a22'],
  ['accent', '#0a4f7a', '#8cc8f0'],
  ['danger', '#b42318', '#ff8a80'],
  ['warning', '#9a5b00', '#f2b35b'],
  ['text', '#1d2330', '#e8ebf1'],
  ['muted', '#555d6e', '#aab2c0'],
  ['line', '#e3e6ec', '#343d4d'],
  ['field-line', '#8b93a1', '#7d8696'],
  ['background', '#f4f6f9', '#10141b'],
  ['surface', '#fff', '#1b212b'],
  ['tint', '#e7f3f0', '#16362f'],
  ['disabled', '#c5cad3', '#3a4250'],
  ['disabled-text', '#3d4350', '#c9ced8'],
  ['hero-start', 'var(--lv-brand)', '#0d4b3f'],
  ['hero-end', 'var(--lv-accent)', '#123a57'],
  ['on-hero', 'var(--lv-on-brand)', '#fff'],
];
/** One scheme's colours (`1` light, `2` dark) and the skeleton's two greys, which are not tokens. */
const palette = (scheme: 1 | 2, skeleton: string, shine: string) =>
  `${COLOURS.map((row) => `--lv-${row[0]}:var(--lendview-${scheme > 1 ? 'dark-' : ''}${row[0]},${row[scheme]})`).join(';')};--lv-skeleton:${skeleton};--lv-skeleton-shine:${shine};color-scheme:${scheme > 1 ? 'dark' : 'light'}`;

/**
 * `rules` under the selector `root`, as if nested in it: `.x` becomes `root .x`; `&`, a leading
 * `:` and an empty selector stand for the root itself (`&[data-state=on]`, `:hover`, `{...}`).
 * The rules of an `@media` block are scoped too; `@keyframes` blocks pass as they are.
 *
 * @example
 * scope('[data-screen=x]', '.a,&[open]{color:red}') // '[data-screen=x] .a,[data-screen=x][open]{color:red}'
 */
export function scope(root: string, rules: string): string {
  const under = (selector: string) => (/^[&:]|^$/.test(selector) ? root + selector.replace(/^&/, '') : `${root} ${selector}`);
  return rules.replace(/@keyframes[^{]*\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}|@[^{]*\{|([^{}@]*)\{/g, (block, selectors?: string) =>
    selectors === undefined
      ? block
      : `${selectors
          .split(',')
          .map((selector) => under(selector.trim()))
          .join(',')}{`,
  );
}

/**
 * Rules that apply in the dark scheme: the system's (unless the host forced light) or forced.
 * `root` is the screen root's selector (`.lv-root`, or `&` in a screen's own CSS, which its
 * frame scopes), `rules` are plain rules relative to it (`.x{...}` or `{...}` for the root itself).
 *
 * @example
 * whenDark('&', '.ld-paid{background:#16362f}')
 */
export function whenDark(root: string, rules: string): string {
  return `@media (prefers-color-scheme:dark){${scope(`${root}:not([data-color-scheme=light])`, rules)}}${scope(`${root}[data-color-scheme=dark]`, rules)}`;
}

export const coreCss = `
.lv-root{display:flow-root;${palette(1, '#e6e9ef', '#f1f3f7')};--lv-plate:var(--lendview-plate,#fff);--lv-space-1:var(--lendview-space-1,4px);--lv-space-2:var(--lendview-space-2,8px);
--lv-space-3:var(--lendview-space-3,12px);--lv-space-4:var(--lendview-space-4,16px);--lv-space-5:var(--lendview-space-5,24px);
--lv-radius:var(--lendview-radius,12px);--lv-font:var(--lendview-font,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif);
font-family:var(--lv-font);color:var(--lv-text);background:var(--lv-background);
min-height:100vh;min-height:100dvh;box-sizing:border-box;padding:0 0 var(--lv-space-5);font-size:16px;line-height:1.45}
${whenDark('.lv-root', `{${palette(2, '#262d39', '#313a48')}}`)}
.lv-root *,.lv-root *::before,.lv-root *::after{box-sizing:inherit}
.lv-root h1,.lv-root h2,.lv-root h3,.lv-root p{margin:0}
.lv-root img{max-width:100%}
.lv-image-missing{display:inline-block;width:calc(var(--lv-image-w)*1px);max-width:100%;aspect-ratio:var(--lv-image-w)/var(--lv-image-h)}
.lv-section{margin:var(--lv-space-3) var(--lv-space-4);padding:var(--lv-space-4);background:var(--lv-surface);border-radius:var(--lv-radius)}
.lv-section-title{font-size:17px;font-weight:600;margin-bottom:8px}
.lv-row{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:4px 12px;min-height:48px;padding:8px 0;border-bottom:1px solid var(--lv-line)}
.lv-row:last-child{border-bottom:0}
.lv-row-label{flex:1 1 auto;min-width:0;color:var(--lv-muted);overflow-wrap:break-word}
.lv-row-value{flex:0 1 auto;min-width:0;margin-left:auto;font-weight:600;text-align:right;overflow-wrap:break-word}
.lv-button{display:inline-flex;align-items:center;justify-content:center;gap:8px;min-height:48px;min-width:44px;max-width:100%;padding:6px 20px;border-radius:24px;text-align:center;overflow-wrap:break-word;
border:1px solid var(--lv-brand);background:var(--lv-surface);color:var(--lv-brand);font:inherit;font-weight:600;cursor:pointer;text-decoration:none}
.lv-button-primary{background:var(--lv-brand);color:var(--lv-on-brand)}
.lv-button[disabled],.lv-button[aria-disabled=true]{background:var(--lv-disabled);border-color:var(--lv-disabled);color:var(--lv-disabled-text);cursor:not-allowed}
.lv-button-block{display:flex;width:100%}
.lv-link{color:var(--lv-brand);font-weight:600;text-decoration:underline;background:none;border:0;padding:0;font:inherit;cursor:pointer;min-height:44px;display:inline-flex;align-items:center}
.lv-actions{display:flex;flex-direction:column;gap:var(--lv-space-3);margin:var(--lv-space-4)}
.lv-toast-region{position:fixed;left:0;right:0;bottom:calc(64px + env(safe-area-inset-bottom,0px));display:flex;justify-content:center;pointer-events:none;z-index:30}
.lv-toast{max-width:min(88vw,360px);padding:12px 16px;border-radius:10px;background:rgba(20,24,32,.92);color:#fff;text-align:center}
.lv-dialog-frame{position:fixed;top:0;left:0;width:100%;height:100%;max-width:none;max-height:none;margin:0;padding:16px;border:0;background:rgba(10,14,22,.6);color:inherit;overflow:hidden;overscroll-behavior:contain;z-index:20}
.lv-dialog-frame[open]{display:flex;align-items:center;justify-content:center}
.lv-dialog-frame::backdrop{background:none}
.lv-dialog{display:flex;flex-direction:column;width:100%;max-width:360px;max-height:90vh;max-height:90dvh;background:var(--lv-surface);border-radius:16px;padding:20px;overflow-y:auto}
.lv-root .lv-dialog-title:focus,.lv-root h1[tabindex="-1"]:focus{outline:none}
.lv-dialog-body{min-height:min(6em,30dvh);overflow:auto;overscroll-behavior:contain}
.lv-dialog-title{font-size:18px;font-weight:700;text-align:center;margin-bottom:12px}
.lv-dialog-actions{display:flex;flex-wrap:wrap;gap:12px;margin-top:16px}
.lv-dialog-actions>*{flex:1 1 auto}
.lv-skeleton{background:linear-gradient(90deg,var(--lv-skeleton) 25%,var(--lv-skeleton-shine) 50%,var(--lv-skeleton) 75%);background-size:200% 100%;animation:lv-shimmer 1.2s infinite linear;border-radius:8px}
.lv-loading{display:flex;flex-direction:column;gap:12px;padding:16px}
@keyframes lv-shimmer{to{background-position:-200% 0}}
@media (prefers-reduced-motion:reduce){.lv-skeleton{animation:none}}
.lv-error-state{display:flex;flex-direction:column;align-items:center;gap:16px;padding:48px 24px;text-align:center;color:var(--lv-text)}
.lv-error-icon{color:var(--lv-danger)}
.lv-visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.lv-busy{position:fixed;top:0;right:0;bottom:0;left:0;display:flex;align-items:center;justify-content:center;z-index:25;background:rgba(255,255,255,.01)}
.lv-busy-passive{pointer-events:none;background:none}
.lv-busy-box{display:flex;flex-direction:column;align-items:center;gap:8px;padding:16px 20px;border-radius:12px;background:rgba(20,24,32,.88);color:#fff}
.lv-spinner{width:28px;height:28px;border-radius:50%;border:3px solid rgba(255,255,255,.35);border-top-color:#fff;animation:lv-spin .8s linear infinite}
@keyframes lv-spin{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){.lv-spinner{animation-duration:2.4s}}
.lv-root :focus-visible{outline:3px solid var(--lv-accent);outline-offset:2px}
.lv-field{display:flex;flex-direction:column;gap:6px;margin-bottom:12px}
.lv-label{font-size:14px;color:var(--lv-muted);font-weight:600}
.lv-input{min-height:48px;height:auto;width:100%;padding:10px 12px;border:1px solid var(--lv-field-line);border-radius:10px;font:inherit;background:var(--lv-surface);color:inherit}
.lv-field-hint{font-size:14px;color:var(--lv-muted)}
.lv-field-error{color:var(--lv-danger);font-size:14px}
.lv-muted{color:var(--lv-muted)}
`;
