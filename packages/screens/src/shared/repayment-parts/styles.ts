/**
 * Styles of the shared repayment parts (hero, product line, channel groups, barcode dialog), in
 * the CSS of the screens that render them (their frame scopes them).
 */
export const sharedCss = `
.rp-hero{padding:24px 20px 56px;color:var(--lv-on-hero);background:linear-gradient(135deg,var(--lv-hero-start),var(--lv-hero-end))}
.rp-hero h1{font-size:min(20px,max(7.5vw,1.15em));font-weight:700}
.rp-hero-lead{margin-top:4px;opacity:.95;min-height:1.45em}
.rp-amount-label{margin-top:16px;font-size:14px;opacity:.95}
.rp-amount{font-size:min(34px,11vw);line-height:1.2;font-weight:700;white-space:nowrap;min-height:1.2em}
.rp-date{margin-top:6px;font-size:15px;min-height:1.45em}
.rp-hero .lv-skeleton{background:rgba(255,255,255,.3)}
.rp-card{margin-top:-40px;position:relative}
.rp-product{display:flex;align-items:center;gap:12px;font-weight:600;min-height:48px}
.rp-logo{flex:none;display:block;border-radius:10px;background:var(--lv-plate);object-fit:contain}
.rp-product-name{overflow-wrap:break-word}
.rp-channels{margin-top:20px}
.rp-channels-title{font-size:17px;font-weight:600;margin:0 20px}
.rp-group-title{font-size:15px;font-weight:600;color:var(--lv-muted);margin-bottom:4px}
.rp-list{list-style:none;margin:0;padding:0}
.rp-entry{border-bottom:1px solid var(--lv-line);padding:4px 0}
.rp-entry:last-child{border-bottom:0}
.rp-entry-open{display:flex;align-items:center;gap:12px;width:100%;min-height:56px;padding:8px 0;border:0;background:none;
font:inherit;color:inherit;text-align:left;cursor:pointer}
.rp-entry-desc{flex:1;min-width:0;font-weight:600;overflow-wrap:break-word}
.rp-arrow{flex:none;color:var(--lv-muted)}
.rp-entry-tools{display:flex;align-items:center;flex-wrap:wrap;gap:8px;padding:0 0 8px min(52px,12%)}
.rp-code{display:flex;flex-direction:column;flex:1 1 auto;min-width:0;max-width:100%}
.rp-code-label{font-size:13px;color:var(--lv-muted)}
.rp-code-value{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-weight:600;overflow-wrap:break-word}
.rp-tool{gap:6px;min-height:44px;padding:0 14px;font-size:15px}
.rp-tool-icon{padding:0;width:44px}
.rp-barcode-text{text-align:center;margin-bottom:12px}
.rp-barcode{display:block;width:100%;height:auto;aspect-ratio:300/96;object-fit:contain;padding:8px;border-radius:8px;background:var(--lv-plate)}
`;
