const s = '[data-screen=bind-card]';

export const css = `
${s} .bc-header{padding:24px 16px 8px}
${s} .bc-title{font-size:min(22px,max(7.5vw,1.15em));font-weight:700}
${s} .bc-subtitle{margin-top:6px;color:var(--lv-muted)}
${s} .bc-digits{font-variant-numeric:tabular-nums;letter-spacing:.02em}
${s} .bc-digits::placeholder{color:var(--lv-muted)}
${s} .bc-submit{margin-top:8px}
`;
