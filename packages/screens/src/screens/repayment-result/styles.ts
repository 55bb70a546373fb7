// The glyph is drawn in the card's colour: white on the light scheme's dark tones, dark on the
// dark scheme's light ones (a white tick on light teal is barely visible).
export const css = `
&{padding-top:16px}
.rr-card{display:flex;flex-direction:column;align-items:center;gap:12px;margin:0 16px;padding:32px 20px;background:var(--lv-surface);border-radius:var(--lv-radius);text-align:center}
.rr-icon{flex:none;width:72px;height:72px}
.rr-icon path{stroke:var(--lv-surface)}
[data-state=success] .rr-icon{color:var(--lv-brand)}
[data-state=failure] .rr-icon{color:var(--lv-danger)}
[data-state=pending] .rr-icon{color:var(--lv-warning)}
.rr-title{font-size:min(22px,max(7.5vw,1.15em));font-weight:700}
.rr-amount{font-size:min(28px,9vw);font-weight:700;white-space:nowrap}
.rr-next{color:var(--lv-muted);max-width:32em}
`;
