export const css = `
.cs-banner{min-height:168px;padding:32px 24px 48px;color:var(--lv-on-hero);
background:radial-gradient(circle at 85% 20%,rgba(255,255,255,.18) 0 60px,transparent 61px),linear-gradient(135deg,var(--lv-hero-start),var(--lv-hero-end))}
.cs-title{font-size:min(24px,max(7.5vw,1.15em));font-weight:700}
.cs-subtitle{margin-top:8px;opacity:.95}
.cs-contacts{margin-top:-32px;position:relative}
.cs-contact{display:flex;flex-wrap:wrap;align-items:center;gap:4px 12px;width:100%;min-height:64px;padding:8px 0;border:0;border-bottom:1px solid var(--lv-line);
background:none;font:inherit;color:inherit;text-align:left;text-decoration:none;cursor:pointer}
.cs-contact:last-child{border-bottom:0}
div.cs-contact{cursor:auto}
.cs-icon{flex:none;width:40px;height:40px;padding:8px;border-radius:50%;background:var(--lv-tint);color:var(--lv-brand)}
.cs-contact-text{display:flex;flex-direction:column;flex:1 1 9em;min-width:0}
.cs-contact-label{font-size:14px;color:var(--lv-muted)}
.cs-contact-value{font-weight:600;overflow-wrap:break-word}
.cs-contact-action{margin-left:auto;color:var(--lv-brand);font-weight:600}
.cs-empty{color:var(--lv-muted)}
`;
