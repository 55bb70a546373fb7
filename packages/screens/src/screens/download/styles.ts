export const css = `
.dl-hero{display:flex;flex-direction:column;align-items:center;gap:8px;padding:32px 24px;text-align:center;
background:linear-gradient(135deg,var(--lv-hero-start),var(--lv-hero-end));color:var(--lv-on-hero)}
.dl-icon{flex:none}
.dl-title{font-size:min(24px,max(7.5vw,1.15em));font-weight:700}
.dl-subtitle{opacity:.95;max-width:32em}
.dl-steps{margin:0;padding-left:1.4em;display:flex;flex-direction:column;gap:8px}
`;
