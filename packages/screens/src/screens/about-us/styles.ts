export const css = `
.au-header{padding:28px 20px;color:var(--lv-on-hero);background:linear-gradient(135deg,var(--lv-hero-start),var(--lv-hero-end))}
.au-title{font-size:min(24px,max(7.5vw,1.15em));font-weight:700}
.au-lead{margin-top:8px;opacity:.95}
.au-list{margin:0;padding-left:20px;display:flex;flex-direction:column;gap:8px}
`;
