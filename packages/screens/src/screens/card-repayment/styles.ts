export const css = `
.cr-header{padding:24px 20px 56px;color:var(--lv-on-hero);background:linear-gradient(135deg,var(--lv-hero-start),var(--lv-hero-end))}
.cr-title{font-size:min(22px,max(7.5vw,1.15em));font-weight:700}
.cr-amount{display:flex;flex-direction:column;margin-top:12px;font-size:14px}
.cr-amount-value{font-size:min(30px,10vw);font-weight:700;line-height:1.2;white-space:nowrap}
.cr-header+.lv-section,.cr-header+.lv-loading{margin-top:-40px;position:relative}
.cr-cards{border:0;min-width:0}
.cr-legend{float:left;width:100%;padding:0}
.cr-card{clear:both;display:flex;align-items:center;gap:12px;min-height:64px;padding:8px 12px;margin-top:8px;border:1px solid var(--lv-line);border-radius:10px}
.cr-card:has(:checked){border-color:var(--lv-brand);box-shadow:inset 0 0 0 1px var(--lv-brand);background:var(--lv-tint)}
.cr-card input{flex:none;width:22px;height:22px;margin:0;accent-color:var(--lv-brand)}
.cr-card-text{display:flex;flex-direction:column;min-width:0;overflow-wrap:break-word}
.cr-card-bank{font-weight:600}
.cr-card-number{color:var(--lv-muted)}
.cr-cards .lv-field-error{clear:both;margin-top:12px}
.cr-add{align-self:center}
.cr-empty{text-align:center}
.cr-empty .lv-button{margin-top:16px}
.cr-code-hint{margin-bottom:12px;color:var(--lv-muted)}
.cr-code-row{display:flex;flex-wrap:wrap;gap:8px}
.cr-code-input{flex:1 1 8em;min-width:0;font-size:20px;letter-spacing:.3em}
.cr-resend{flex:1 0 auto;min-width:104px;padding:0 12px;border-radius:10px}
.lv-dialog-actions .lv-button{padding:6px 12px}
.cr-settlement{display:flex;flex-direction:column;gap:12px}
.cr-provider .lv-button{margin-top:12px}
.cr-settlement:focus{outline:none}
`;
