const s = '.lv-root .ca';

/**
 * The carátula's styles (in its chunk). A contract's summary, not a form: each item's label sits
 * above its value, left-aligned, so long values (the lender's wording, addresses, the RECA
 * number) read as text and nothing is squeezed at 320 px with 200 % text; the CAT stands out.
 * "ADVERTENCIAS", one word in capitals, is capped by the viewport width like the screens' titles:
 * at 200 % text it would be wider than a 320 px phone.
 */
export const css = `
${s} dl{margin:0}
${s} dd{margin:0}
${s} .lv-row{display:block}
${s} .lv-row-value{text-align:left;overflow-wrap:break-word}
${s} .ca-cat{display:block;font-size:22px;font-weight:800;color:var(--lv-brand)}
${s} .ca-note{display:block;font-size:14px;font-weight:400;color:var(--lv-muted)}
${s} .ca-line{display:block}
${s} .ca-title{font-size:16px;font-weight:700;margin:16px 0 4px}
${s} .ca-payments{list-style:none;margin:0;padding:0}
${s} .ca-payments li{display:flex;flex-wrap:wrap;justify-content:space-between;gap:0 12px;padding:8px 0;border-bottom:1px solid var(--lv-line)}
${s} .ca-warnings{margin:16px 0 8px;padding:0 0 4px 8px;border-left:4px solid var(--lv-danger)}
${s} .ca-warnings .ca-title{font-size:min(16px,6.4vw)}
${s} .ca-warnings ul{list-style:none;margin:0;padding:0}
${s} .ca-warnings li{margin-top:4px;font-weight:600}
${s} .gr-link{display:inline-flex;align-items:center;min-height:44px;margin-right:12px;color:var(--lv-brand);font-weight:600;text-decoration:underline;overflow-wrap:anywhere}
`;
