const s = '.lv-root .ca';

/**
 * The carátula's styles (in its chunk). Labels sit above long values (the lender's wording,
 * addresses), so nothing is squeezed at 320 px with 200 % text; the CAT stands out.
 */
export const css = `
${s} dl{margin:0}
${s} dd{margin:0}
${s} .lv-row{flex-wrap:wrap}
${s} .lv-row-label{flex:1 1 10em}
${s} .ca-stack .lv-row{display:block}
${s} .ca-stack .lv-row-value{text-align:left}
${s} .ca-cat{display:block;font-size:22px;font-weight:800;color:var(--lv-brand-d)}
${s} .ca-note{display:block;font-size:14px;font-weight:400;color:var(--lv-muted)}
${s} .ca-line{display:block}
${s} .ca-title{font-size:16px;font-weight:700;margin:16px 0 4px}
${s} .ca-payments{list-style:none;margin:0;padding:0}
${s} .ca-payments li{display:flex;flex-wrap:wrap;justify-content:space-between;gap:0 12px;padding:8px 0;border-bottom:1px solid var(--lv-line)}
${s} .ca-warnings{margin-top:16px;padding:4px 12px 12px;border-left:4px solid var(--lv-danger);background:var(--lv-tint)}
${s} .ca-warnings ul{margin:0;padding-left:20px}
${s} .ca-warnings li{margin-top:4px;font-weight:600}
${s} .gr-link{display:flex;align-items:center;min-height:44px;color:var(--lv-brand-d);font-weight:600;text-decoration:underline;overflow-wrap:anywhere}
`;
