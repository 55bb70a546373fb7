export const css = `
[data-screen=bind-card] .bc-header{padding:24px 16px 8px}
[data-screen=bind-card] .bc-title{font-size:min(22px,max(7.5vw,1.15em));font-weight:700}
[data-screen=bind-card] .bc-subtitle{margin-top:6px;color:var(--lv-muted)}
[data-screen=bind-card] .bc-digits{font-variant-numeric:tabular-nums;letter-spacing:.02em}
[data-screen=bind-card] .bc-digits::placeholder{color:var(--lv-muted)}
[data-screen=bind-card] .bc-submit{margin-top:8px}
`;
