export const css = `
&{padding-top:24px}
.lf-card{display:flex;flex-direction:column;align-items:center;gap:12px;margin:0 16px;padding:32px 20px;background:var(--lv-surface);border-radius:var(--lv-radius);text-align:center}
.lf-image{width:200px;max-width:100%;height:auto;aspect-ratio:200/160}
.lf-title{font-size:min(24px,max(7.5vw,1.15em));font-weight:700;color:var(--lv-danger)}
.lf-notice{color:var(--lv-muted);max-width:28em}
`;
