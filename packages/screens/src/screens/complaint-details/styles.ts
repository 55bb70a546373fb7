export const css = `
.cd-title{font-size:min(22px,max(7.5vw,1.15em));font-weight:700;padding:20px 16px 8px}
.cd-rows{margin:0 0 8px}
.cd-rows dd{margin:0}
.cd-label{font-size:14px;font-weight:600;color:var(--lv-muted);margin:8px 0 4px}
.cd-text{white-space:pre-wrap;overflow-wrap:break-word}
.cd-grid{display:grid;grid-template-columns:repeat(3,minmax(0,1fr));gap:8px;list-style:none;margin:12px 0 0;padding:0}
.cd-thumb{display:block;width:100%;aspect-ratio:1/1;padding:0;border:1px solid var(--lv-line);border-radius:10px;overflow:hidden;background:var(--lv-background);cursor:zoom-in}
.cd-thumb img{display:block;width:100%;height:100%;object-fit:cover}
.cd-large{display:block;width:100%;height:auto;aspect-ratio:1/1;object-fit:contain}
.cd-agent{display:flex;align-items:center;gap:12px;margin-bottom:8px}
.cd-agent .lv-section-title{margin:0}
.cd-agent-logo{flex:none;color:var(--lv-brand)}
.cd-waiting{margin:16px 24px;text-align:center}
.cd-score-region{position:sticky;bottom:0;padding:0 16px calc(8px + env(safe-area-inset-bottom,0px))}
.cd-score{padding:16px;border-radius:var(--lv-radius);background:var(--lv-surface);box-shadow:0 4px 24px rgba(10,14,22,.18);border:1px solid var(--lv-line)}
.cd-score-title{font-size:17px;font-weight:700;margin-bottom:4px}
.cd-score-actions{display:flex;gap:12px;margin-top:12px}
.cd-score-actions>*{flex:1}
`;
