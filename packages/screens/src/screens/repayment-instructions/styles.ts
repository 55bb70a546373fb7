const s = '[data-screen=repayment-instructions]';

export const css = `
${s} .ri-logo{display:block;width:100%;height:auto;aspect-ratio:3/1;object-fit:cover;background:var(--lv-plate)}
${s} .ri-logo-bottom{margin-top:12px}
${s} .ri-total{display:flex;flex-direction:column;align-items:center;gap:2px;margin:12px 16px;padding:16px;border-radius:var(--lv-radius);
background:var(--lv-brand);color:var(--lv-on-brand);text-align:center}
${s} .ri-total-label{font-size:14px}
${s} .ri-total-value{font-size:min(30px,10vw);line-height:1.2;font-weight:700;white-space:nowrap}
${s} .ri-title{font-size:min(20px,max(7.5vw,1.15em));font-weight:700}
${s} .ri-description{margin-top:6px;color:var(--lv-muted)}
${s} .ri-code-image{display:block;width:100%;height:auto;aspect-ratio:300/96;object-fit:contain;margin:12px 0 4px;padding:8px;border-radius:8px;background:var(--lv-plate)}
${s} .ri-field{display:flex;flex-wrap:wrap;align-items:center;gap:8px 12px;min-height:56px;padding:8px 0;border-top:1px solid var(--lv-line)}
${s} .ri-field-text{display:flex;flex-direction:column;flex:1 1 10em;min-width:0}
${s} .ri-field-label{font-size:14px;color:var(--lv-muted)}
${s} .ri-field-value{font-weight:600;overflow-wrap:break-word}
${s} .ri-field-code{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:18px}
${s} .ri-copy{flex:none;min-width:64px;min-height:44px;padding:0 14px;border:1px solid var(--lv-brand);border-radius:999px;background:var(--lv-surface);
color:var(--lv-brand);font:inherit;font-size:15px;font-weight:600;cursor:pointer}
${s} .ri-lines{margin:0;padding-left:20px}
${s} .ri-lines li+li{margin-top:6px}
${s} .ri-images{list-style:none;margin:8px 0 0;padding:0;display:grid;grid-template-columns:repeat(3,minmax(0,96px));gap:12px}
${s} .ri-image{display:block;width:100%;height:auto;aspect-ratio:1;object-fit:contain;border-radius:10px;background:var(--lv-plate)}
${s} .ri-invalid{display:flex;flex-direction:column;align-items:center;gap:12px;padding:64px 24px;text-align:center}
${s} .ri-invalid-icon{color:var(--lv-danger)}
${s} .ri-invalid-title{font-size:20px;font-weight:700}
`;
