const s = '[data-screen=loan-confirmation] .kf';
// The summary's +/− sign has empty alternative text: screen readers announce the expanded state.

/**
 * The key-facts card's styles: in its chunk, so offers without a disclosure do not carry them.
 * The rate is `flex:none` and never breaks: it moves whole to its own line, and like a hero amount
 * its size is capped by the viewport width, so "100.19%" fits a 320 px card at 200 % text.
 */
export const css = `
${s} .kf-rate{display:flex;flex-wrap:wrap;align-items:baseline;gap:4px 12px;margin:4px 0 8px;padding:12px;border-radius:10px;background:var(--lv-tint)}
${s} .kf-rate-label{flex:1 1 12em;font-weight:600}
${s} .kf-rate-value{flex:none;max-width:100%;font-size:min(28px,max(10vw,1em));font-weight:800;line-height:1.2;color:var(--lv-brand);white-space:nowrap}
${s} .kf-rate-note{font-weight:600}
${s} .kf-legend{margin-bottom:8px;font-size:14px;color:var(--lv-muted)}
${s} dl{margin:0}
${s} dd{margin:0}
${s} .lv-row{flex-wrap:wrap}
${s} .lv-row-label{flex:1 1 10em}
${s} .kf-total{font-size:17px}
${s} .kf-subtitle{font-size:16px;font-weight:600;margin:16px 0 4px}
${s} .kf-lookup p{font-size:14px;color:var(--lv-muted)}
${s} .kf-statement{margin-top:12px;border-top:1px solid var(--lv-line)}
${s} .kf-statement summary{display:flex;align-items:center;min-height:48px;font-weight:600;color:var(--lv-brand);cursor:pointer}
${s} .kf-statement summary::after{content:"+"/"";margin-left:auto;padding-left:12px;font-size:22px;line-height:1}
${s} .kf-statement[open] summary::after{content:"\\2212"/""}
${s} .kf-consent{margin-top:8px;border-top:1px solid var(--lv-line);padding-top:8px}
${s} .kf-agreement{display:flex;align-items:center;gap:4px}
${s} .kf-checkbox{flex:none;width:24px;height:24px;margin:10px;accent-color:var(--lv-brand)}
${s} .kf-agreement label{flex:1;min-height:44px;display:flex;align-items:center;cursor:pointer;font-weight:600}
${s} .kf-hint{margin:4px 0 0 48px;font-size:14px;color:var(--lv-muted)}
${s} .kf-expired{margin-top:12px;padding:12px;border-radius:10px;border-left:4px solid var(--lv-danger);background:var(--lv-tint)}
${s} .kf-expired p{margin-bottom:12px;font-weight:600}
`;
