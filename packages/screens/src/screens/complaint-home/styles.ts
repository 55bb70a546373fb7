import { whenDark } from '../../ui';

// Status chips in the colours of the loan details' status tones (spec 4); in the dark scheme a
// dark tint of the same tone with light text, each pair above 7:1.
const s = '[data-screen=complaint-home]';

export const css = `
${s} .ch-header{display:flex;align-items:center;justify-content:space-between;gap:12px;flex-wrap:wrap;padding:20px 16px 8px}
${s} .ch-title{font-size:min(22px,max(7.5vw,1.15em));font-weight:700;flex:1 1 12em}
${s} .ch-mine{display:inline-flex;align-items:center;min-height:44px;padding:0;color:var(--lv-brand);font-weight:600}
${s} .ch-order-bar{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:8px 12px;margin-bottom:8px}
${s} .ch-order-bar .lv-section-title{margin:0}
${s} .ch-all{min-height:44px;padding:0 16px}
${s} .ch-order-head{display:flex;align-items:center;flex-wrap:wrap;gap:8px 12px}
${s} .ch-logo{flex:none;border-radius:10px;background:var(--lv-plate);object-fit:cover}
${s} .ch-product{display:flex;flex-direction:column;flex:1 1 8em;min-width:0;max-width:100%;overflow-wrap:break-word}
${s} .ch-product-name{font-weight:600;overflow-wrap:break-word}
${s} .ch-order-no{font-size:14px}
${s} .ch-status{flex:none;padding:2px 10px;border-radius:999px;font-size:14px;font-weight:600;background:#e8eef8;color:#1f4e8c}
${s} .ch-status[data-status="110"]{background:#fdecea;color:#a61b12}
${s} .ch-status[data-status="174"]{background:#fff1e0;color:#8a4500}
${s} .ch-status[data-status="180"]{background:#f3e8fb;color:#6a1b9a}
${s} .ch-status[data-status="151"],${s} .ch-status[data-status="200"]{background:#e3f4f1;color:#0b5e4d}
${whenDark(
  s,
  `.ch-status{background:#17263d;color:#a9c8ff}.ch-status[data-status="110"]{background:#3a1c1a;color:#ffa198}
.ch-status[data-status="174"]{background:#3a2716;color:#ffc680}.ch-status[data-status="180"]{background:#2a2242;color:#d6bcff}
.ch-status[data-status="151"],.ch-status[data-status="200"]{background:#112f2f;color:#7ddcc6}`,
)}
${s} .ch-rows{margin:8px 0 0}
${s} .ch-rows dd{margin:0}
${s} .ch-tiles{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,7em),1fr));gap:10px}
${s} .ch-tile{min-height:56px;padding:8px 6px;border:1px solid var(--lv-line);border-radius:12px;background:var(--lv-background);
color:var(--lv-text);font:inherit;font-weight:600;text-align:center;cursor:pointer;overflow-wrap:break-word}
${s} .ch-tile[aria-expanded=true]{border-color:var(--lv-brand);background:var(--lv-tint);color:var(--lv-brand)}
${s} .ch-tile-sub{background:var(--lv-surface);border-color:var(--lv-brand);color:var(--lv-brand)}
${s} .ch-subtypes{margin-top:16px;padding-top:12px;border-top:1px solid var(--lv-line)}
${s} .ch-subtypes-title{font-size:15px;font-weight:600;margin:0 0 8px}
${s} .ch-picker{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:8px}
${s} .ch-pick{display:flex;align-items:center;flex-wrap:wrap;gap:4px 10px;width:100%;min-height:56px;padding:8px 10px;border:1px solid var(--lv-line);
border-radius:12px;background:var(--lv-surface);color:var(--lv-text);font:inherit;text-align:left;cursor:pointer}
${s} .ch-pick[aria-pressed=true]{border-color:var(--lv-brand);box-shadow:inset 0 0 0 1px var(--lv-brand);background:var(--lv-tint)}
`;
