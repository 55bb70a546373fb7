const s = '[data-screen=repayment-result]';

export const css = `
${s}{padding-top:16px}
${s} .rr-card{display:flex;flex-direction:column;align-items:center;gap:12px;margin:0 16px;padding:32px 20px;background:#fff;border-radius:var(--lv-radius,12px);text-align:center}
${s} .rr-icon{flex:none;width:72px;height:72px}
${s} [data-state=success] .rr-icon{color:var(--lv-brand-d)}
${s} [data-state=failure] .rr-icon{color:var(--lv-danger,#b42318)}
${s} [data-state=pending] .rr-icon{color:#9a5b00}
${s} .rr-title{font-size:22px;font-weight:700}
${s} .rr-amount{font-size:28px;font-weight:700;overflow-wrap:anywhere}
${s} .rr-next{color:var(--lv-muted);max-width:32em}
`;
