import { officialCss } from '../../shared/official/PolicyFrame';

export const css = `
.of-header{padding:24px 16px 20px;color:var(--lv-on-hero);background:linear-gradient(135deg,var(--lv-hero-start),var(--lv-hero-end))}
.of-brand{font-size:min(26px,max(7.5vw,1.15em));font-weight:800;overflow-wrap:break-word}
.of-tagline{margin-top:4px}
.of-tabs{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,8em),1fr));gap:8px;padding:12px 16px 0}
.of-tab{min-height:48px;padding:6px 8px;border:1px solid var(--lv-line);border-radius:10px;background:var(--lv-surface);color:var(--lv-text);font:inherit;font-size:15px;font-weight:600;line-height:1.2;cursor:pointer}
.of-tab[aria-selected=true]{background:var(--lv-brand);border-color:var(--lv-brand);color:var(--lv-on-brand)}
.of-panel:focus-visible{outline-offset:-3px}
.of-hero{margin:12px 16px;padding:16px;text-align:center;background:var(--lv-surface);border-radius:var(--lv-radius)}
.of-hero-art{display:block;width:100%;max-width:240px;height:auto;margin:0 auto 8px}
.of-hero-title{font-size:min(22px,max(7.5vw,1.15em));margin-bottom:4px}
.of-features{list-style:none;margin:0 16px;padding:0;display:grid;gap:12px}
.of-feature{display:flex;flex-wrap:wrap;gap:14px;align-items:flex-start;padding:16px;background:var(--lv-surface);border-radius:var(--lv-radius)}
.of-feature-art{flex:none}
.of-feature>div{flex:1 1 9em;min-width:0}
.of-feature-title{font-size:17px;margin-bottom:2px}
.of-form-lead{margin-bottom:12px}
.of-framed{margin:12px 16px}
.of-footer{margin:24px 0 -24px;padding:20px 16px;background:#1d2330;color:#fff;display:flex;flex-direction:column;overflow-wrap:anywhere}
.of-footer-name{font-weight:700;margin-bottom:4px}
.of-footer-link{display:flex;align-items:center;min-height:44px;color:#9ee6d4;font-weight:600}
.of-footer-address{font-style:normal;margin:4px 0 12px}
.of-footer-copy{font-size:14px;color:#c9ced8}
${officialCss}`;
