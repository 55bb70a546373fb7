const s = '.lv-root .gr';

/** The contacts block's styles (loaded with it). Label above value: addresses and e-mails are long. */
export const css = `
${s} .gr-intro{font-size:14px;color:var(--lv-muted);margin-bottom:4px}
${s} dl{margin:0}
${s} dd{margin:0}
${s} .lv-row{display:block}
${s} .lv-row-value{text-align:left;overflow-wrap:anywhere}
${s} .gr-link{display:inline-flex;align-items:center;min-height:44px;color:var(--lv-brand);font-weight:600;text-decoration:underline}
`;
