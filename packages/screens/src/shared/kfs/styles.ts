const s = '.lv-root .kfs';

/**
 * The Key Fact Statement's styles (in its chunk). A statement, not a form: each term's label sits
 * above its value, left-aligned, so long values (the lender's wording, lists of providers) read
 * as text and nothing is squeezed at 320 px with 200 % text.
 */
export const css = `
${s} .kfs-part{font-size:16px;font-weight:700;margin:20px 0 4px}
${s} .kfs-part:first-of-type{margin-top:8px}
${s} .kfs-group{font-size:15px;font-weight:600;margin:12px 0 0}
${s} dl{margin:0}
${s} dd{margin:0}
${s} .lv-row{display:block}
${s} .lv-row-value{text-align:left;overflow-wrap:break-word}
${s} .kfs-notes .lv-row-value{font-weight:400}
${s} .kfs-note{display:block;font-size:14px;font-weight:400;color:var(--lv-muted)}
${s} .kfs-line{display:block}
${s} .kfs-providers{list-style:none;margin:0;padding:0}
${s} .gr-link{display:inline-flex;align-items:center;min-height:44px;color:var(--lv-brand);font-weight:600;text-decoration:underline;overflow-wrap:anywhere}
${s} .kfs-schedule{list-style:none;margin:0;padding:0}
${s} .kfs-schedule li{display:flex;flex-wrap:wrap;justify-content:space-between;gap:0 12px;padding:8px 0;border-bottom:1px solid var(--lv-line)}
${s} .kfs-schedule .kfs-note{flex-basis:100%}
`;
