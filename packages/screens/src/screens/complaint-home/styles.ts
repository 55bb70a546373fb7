import { whenDark } from '../../ui';

// Status chips in the colours of the loan details' status tones (spec 4); in the dark scheme a
// dark tint of the same tone with light text, each pair above 7:1.
export const css = `
.ch-header{display:flex;align-items:center;justify-content:space-between;gap:12px;flex-wrap:wrap;padding:20px 16px 8px}
.ch-title{font-size:min(22px,max(7.5vw,1.15em));font-weight:700;flex:1 1 12em}
.ch-mine{display:inline-flex;align-items:center;min-height:44px;padding:0;color:var(--lv-brand);font-weight:600}
.ch-order-bar{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:8px 12px;margin-bottom:8px}
.ch-order-bar .lv-section-title{margin:0}
.ch-all{min-height:44px;padding:0 16px}
.ch-order-head{display:flex;align-items:center;flex-wrap:wrap;gap:8px 12px}
.ch-logo{flex:none;border-radius:10px;background:var(--lv-plate);object-fit:cover}
.ch-product{display:flex;flex-direction:column;flex:1 1 8em;min-width:0;max-width:100%;overflow-wrap:break-word}
.ch-product-name{font-weight:600;overflow-wrap:break-word}
.ch-order-no{font-size:14px}
.ch-status{flex:none;padding:2px 10px;border-radius:999px;font-size:14px;font-weight:600;background:#e8eef8;color:#1f4e8c}
.ch-status[data-status="110"]{background:#fdecea;color:#a61b12}
.ch-status[data-status="174"]{background:#fff1e0;color:#8a4500}
.ch-status[data-status="180"]{background:#f3e8fb;color:#6a1b9a}
.ch-status[data-status="151"],.ch-status[data-status="200"]{background:#e3f4f1;color:#0b5e4d}
${whenDark(
  '&',
  `.ch-status{background:#17263d;color:#a9c8ff}.ch-status[data-status="110"]{background:#3a1c1a;color:#ffa198}
.ch-status[data-status="174"]{background:#3a2716;color:#ffc680}.ch-status[data-status="180"]{background:#2a2242;color:#d6bcff}
.ch-status[data-status="151"],.ch-status[data-status="200"]{background:#112f2f;color:#7ddcc6}`,
)}
.ch-rows{margin:8px 0 0}
.ch-rows dd{margin:0}
.ch-tiles{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,7em),1fr));gap:10px}
.ch-tile{min-height:56px;padding:8px 6px;border:1px solid var(--lv-line);border-radius:12px;background:var(--lv-background);
color:var(--lv-text);font:inherit;font-weight:600;text-align:center;cursor:pointer;overflow-wrap:break-word}
.ch-tile[aria-expanded=true]{border-color:var(--lv-brand);background:var(--lv-tint);color:var(--lv-brand)}
.ch-tile-sub{background:var(--lv-surface);border-color:var(--lv-brand);color:var(--lv-brand)}
.ch-subtypes{margin-top:16px;padding-top:12px;border-top:1px solid var(--lv-line)}
.ch-subtypes-title{font-size:15px;font-weight:600;margin:0 0 8px}
.ch-picker{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:8px}
.ch-pick{display:flex;align-items:center;flex-wrap:wrap;gap:4px 10px;width:100%;min-height:56px;padding:8px 10px;border:1px solid var(--lv-line);
border-radius:12px;background:var(--lv-surface);color:var(--lv-text);font:inherit;text-align:left;cursor:pointer}
.ch-pick[aria-pressed=true]{border-color:var(--lv-brand);box-shadow:inset 0 0 0 1px var(--lv-brand);background:var(--lv-tint)}
`;
