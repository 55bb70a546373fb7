export const css = `
.bc-header{padding:24px 16px 8px}
.bc-title{font-size:min(22px,max(7.5vw,1.15em));font-weight:700}
.bc-subtitle{margin-top:6px;color:var(--lv-muted)}
.bc-digits{font-variant-numeric:tabular-nums;letter-spacing:.02em}
.bc-digits::placeholder{color:var(--lv-muted)}
.bc-submit{margin-top:8px}
`;
