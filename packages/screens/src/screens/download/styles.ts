const s = '[data-screen=download]';

export const css = `
${s} .dl-hero{display:flex;flex-direction:column;align-items:center;gap:8px;padding:32px 24px;text-align:center;
background:linear-gradient(135deg,var(--lv-hero-start),var(--lv-hero-end));color:var(--lv-on-hero)}
${s} .dl-icon{flex:none}
${s} .dl-title{font-size:min(24px,max(7.5vw,1.15em));font-weight:700}
${s} .dl-subtitle{opacity:.95;max-width:32em}
${s} .dl-steps{margin:0;padding-left:1.4em;display:flex;flex-direction:column;gap:8px}
`;
