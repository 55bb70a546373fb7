export const css = `
.la-header{padding:20px 20px 8px}
.la-title{font-size:min(22px,max(7.5vw,1.15em));font-weight:700}
.la-note{padding:20px 16px}
.la-note-title{font-size:min(20px,6.5vw);font-weight:700;text-align:center;text-transform:uppercase;letter-spacing:.06em;overflow-wrap:break-word}
.la-date{text-align:center;margin:4px 0 12px;font-size:14px}
.la-summary{margin:0 0 16px;padding:0;border-top:1px solid var(--lv-line);border-bottom:1px solid var(--lv-line)}
.la-summary dd{margin:0}
.la-summary .lv-row{min-height:40px;align-items:flex-start}
.la-summary dt{flex:1 1 auto}
.la-clauses{margin:0;padding:0 0 0 22px;display:flex;flex-direction:column;gap:14px}
.la-clauses li::marker{font-weight:700}
.la-clause-title{font-size:16px;font-weight:700;margin:0 0 4px}
.la-clauses p{overflow-wrap:break-word}
.la-signatures{display:grid;gap:12px;margin-top:24px;padding-top:16px;border-top:1px dashed var(--lv-line)}
.la-signatures p{display:flex;flex-direction:column}
.la-signatures strong{overflow-wrap:break-word}
`;
