export const css = `
.ri-logo{display:block;width:100%;height:auto;aspect-ratio:3/1;object-fit:cover;background:var(--lv-plate)}
.ri-logo-bottom{margin-top:12px}
.ri-total{display:flex;flex-direction:column;align-items:center;gap:2px;margin:12px 16px;padding:16px;border-radius:var(--lv-radius);
background:var(--lv-brand);color:var(--lv-on-brand);text-align:center}
.ri-total-label{font-size:14px}
.ri-total-value{font-size:min(30px,10vw);line-height:1.2;font-weight:700;white-space:nowrap}
.ri-title{font-size:min(20px,max(7.5vw,1.15em));font-weight:700}
.ri-description{margin-top:6px;color:var(--lv-muted)}
.ri-code-image{display:block;width:100%;height:auto;aspect-ratio:300/96;object-fit:contain;margin:12px 0 4px;padding:8px;border-radius:8px;background:var(--lv-plate)}
.ri-field{display:flex;flex-wrap:wrap;align-items:center;gap:8px 12px;min-height:56px;padding:8px 0;border-top:1px solid var(--lv-line)}
.ri-field-text{display:flex;flex-direction:column;flex:1 1 10em;min-width:0}
.ri-field-label{font-size:14px;color:var(--lv-muted)}
.ri-field-value{font-weight:600;overflow-wrap:break-word}
.ri-field-code{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:18px}
.ri-copy{flex:none;min-width:64px;min-height:44px;padding:0 14px;border:1px solid var(--lv-brand);border-radius:999px;background:var(--lv-surface);
color:var(--lv-brand);font:inherit;font-size:15px;font-weight:600;cursor:pointer}
.ri-lines{margin:0;padding-left:20px}
.ri-lines li+li{margin-top:6px}
.ri-images{list-style:none;margin:8px 0 0;padding:0;display:grid;grid-template-columns:repeat(3,minmax(0,96px));gap:12px}
.ri-image{display:block;width:100%;height:auto;aspect-ratio:1;object-fit:contain;border-radius:10px;background:var(--lv-plate)}
.ri-invalid{display:flex;flex-direction:column;align-items:center;gap:12px;padding:64px 24px;text-align:center}
.ri-invalid-icon{color:var(--lv-danger)}
.ri-invalid-title{font-size:20px;font-weight:700}
`;
