const s = '[data-screen=repayment-result]';

// The glyph is drawn in the card's colour: white on the light scheme's dark tones, dark on the
// dark scheme's light ones (a white tick on light teal is barely visible).
export const css = `
${s}{padding-top:16px}
${s} .rr-card{display:flex;flex-direction:column;align-items:center;gap:12px;margin:0 16px;padding:32px 20px;background:var(--lv-surface);border-radius:var(--lv-radius);text-align:center}
${s} .rr-icon{flex:none;width:72px;height:72px}
${s} .rr-icon path{stroke:var(--lv-surface)}
${s} [data-state=success] .rr-icon{color:var(--lv-brand)}
${s} [data-state=failure] .rr-icon{color:var(--lv-danger)}
${s} [data-state=pending] .rr-icon{color:var(--lv-warning)}
${s} .rr-title{font-size:min(22px,max(7.5vw,1.15em));font-weight:700}
${s} .rr-amount{font-size:min(28px,9vw);font-weight:700;white-space:nowrap}
${s} .rr-next{color:var(--lv-muted);max-width:32em}
`;
