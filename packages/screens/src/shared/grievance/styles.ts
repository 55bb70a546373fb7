const s = '.lv-root .gr';

/** The contacts block's styles, carried only by the screens that show it. */
export const css = `
${s} .gr-intro{font-size:14px;color:var(--lv-muted);margin-bottom:4px}
${s} dl{margin:0}
${s} dd{margin:0}
${s} .lv-row{flex-wrap:wrap}
${s} .lv-row-label{flex:1 1 10em}
${s} .lv-row-value{overflow-wrap:anywhere}
${s} .gr-link{display:inline-flex;align-items:center;min-height:44px;color:var(--lv-brand-d);font-weight:600;text-decoration:underline}
`;
