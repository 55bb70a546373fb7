/**
 * Shared styles of every screen. Tokens are CSS variables with defaults, so a host themes by
 * setting `--lv-*` (or the provider's `theme`). Colours keep 4.5:1 contrast on their backgrounds.
 */
export const coreCss = `
.lv-root{display:flow-root;--lv-brand-d:var(--lv-brand,#0b6e5a);--lv-text:#1d2330;--lv-muted:#555d6e;--lv-line:#e3e6ec;--lv-bg:#f4f6f9;
font-family:var(--lv-font,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif);color:var(--lv-text);background:var(--lv-bg);
min-height:100vh;min-height:100dvh;box-sizing:border-box;padding:0 0 24px;font-size:16px;line-height:1.45;-webkit-text-size-adjust:100%}
.lv-root *,.lv-root *::before,.lv-root *::after{box-sizing:inherit}
.lv-root h1,.lv-root h2,.lv-root h3,.lv-root p{margin:0}
.lv-root img{max-width:100%}
.lv-section{margin:12px 16px;padding:16px;background:#fff;border-radius:var(--lv-radius,12px)}
.lv-section-title{font-size:17px;font-weight:600;margin-bottom:8px}
.lv-banner{display:block;width:100%;height:auto;aspect-ratio:750/300;object-fit:cover;background:var(--lv-brand-d)}
.lv-row{display:flex;align-items:center;justify-content:space-between;gap:12px;min-height:48px;padding:8px 0;border-bottom:1px solid var(--lv-line)}
.lv-row:last-child{border-bottom:0}
.lv-row-label{color:var(--lv-muted)}
.lv-row-value{font-weight:600;text-align:right;overflow-wrap:break-word}
.lv-button{display:inline-flex;align-items:center;justify-content:center;gap:8px;min-height:48px;min-width:44px;padding:6px 20px;border-radius:999px;text-align:center;
border:1px solid var(--lv-brand-d);background:#fff;color:var(--lv-brand-d);font:inherit;font-weight:600;cursor:pointer;text-decoration:none}
.lv-button-primary{background:var(--lv-brand-d);color:var(--lv-brand-text,#fff)}
.lv-button[disabled],.lv-button[aria-disabled=true]{background:#c5cad3;border-color:#c5cad3;color:#3d4350;cursor:not-allowed}
.lv-button-block{display:flex;width:100%}
.lv-link{color:var(--lv-brand-d);font-weight:600;text-decoration:underline;background:none;border:0;padding:0;font:inherit;cursor:pointer;min-height:44px;display:inline-flex;align-items:center}
.lv-actions{display:flex;flex-direction:column;gap:12px;margin:16px}
.lv-toast-region{position:fixed;left:0;right:0;bottom:calc(64px + env(safe-area-inset-bottom,0px));display:flex;justify-content:center;pointer-events:none;z-index:30}
.lv-toast{max-width:min(88vw,360px);padding:12px 16px;border-radius:10px;background:rgba(20,24,32,.92);color:#fff;text-align:center}
.lv-dialog-frame{position:fixed;inset:0;width:100%;height:100%;max-width:none;max-height:none;margin:0;padding:24px;border:0;background:transparent;color:inherit;overflow:hidden;overscroll-behavior:contain}
.lv-dialog-frame[open]{display:flex;align-items:center;justify-content:center}
.lv-dialog-frame::backdrop{background:rgba(10,14,22,.6)}
.lv-dialog-frame:not(:modal){background:rgba(10,14,22,.6);z-index:20}
.lv-dialog{display:flex;flex-direction:column;width:100%;max-width:360px;max-height:90vh;background:#fff;border-radius:16px;padding:20px}
.lv-root .lv-dialog-title:focus,.lv-root h1[tabindex="-1"]:focus{outline:none}
.lv-dialog-body{min-height:0;overflow:auto;overscroll-behavior:contain}
.lv-dialog-title{font-size:18px;font-weight:700;text-align:center;margin-bottom:12px}
.lv-dialog-actions{display:flex;gap:12px;margin-top:16px}
.lv-dialog-actions>*{flex:1}
.lv-skeleton{background:linear-gradient(90deg,#e6e9ef 25%,#f1f3f7 50%,#e6e9ef 75%);background-size:200% 100%;animation:lv-shimmer 1.2s infinite linear;border-radius:8px}
.lv-loading{display:flex;flex-direction:column;gap:12px;padding:16px}
@keyframes lv-shimmer{to{background-position:-200% 0}}
@media (prefers-reduced-motion:reduce){.lv-skeleton{animation:none}}
.lv-error-state{display:flex;flex-direction:column;align-items:center;gap:16px;padding:48px 24px;text-align:center;color:var(--lv-text)}
.lv-error-icon{color:var(--lv-danger,#b42318)}
.lv-visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.lv-busy{position:fixed;inset:0;display:flex;align-items:center;justify-content:center;z-index:25;background:rgba(255,255,255,.01)}
.lv-busy-box{display:flex;flex-direction:column;align-items:center;gap:8px;padding:16px 20px;border-radius:12px;background:rgba(20,24,32,.88);color:#fff}
.lv-spinner{width:28px;height:28px;border-radius:50%;border:3px solid rgba(255,255,255,.35);border-top-color:#fff;animation:lv-spin .8s linear infinite}
@keyframes lv-spin{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){.lv-spinner{animation-duration:2.4s}}
.lv-root :focus-visible{outline:3px solid var(--lv-accent,#0a4f7a);outline-offset:2px}
.lv-field{display:flex;flex-direction:column;gap:6px;margin-bottom:12px}
.lv-label{font-size:14px;color:var(--lv-muted);font-weight:600}
.lv-input{min-height:48px;width:100%;padding:10px 12px;border:1px solid #8b93a1;border-radius:10px;font:inherit;background:#fff;color:inherit}
.lv-field-error{color:var(--lv-danger,#b42318);font-size:14px}
.lv-muted{color:var(--lv-muted)}
`;
