export const css = `
.reg-hero{background:linear-gradient(135deg,var(--lv-hero-start),var(--lv-hero-end));color:var(--lv-on-hero)}
.reg-banner{display:block;width:100%;height:auto;aspect-ratio:3/1;object-fit:contain}
.reg-hero-text{padding:20px 16px 28px}
.reg-title{font-size:min(24px,max(7.5vw,1.15em));font-weight:700;line-height:1.25}
.reg-subtitle{margin-top:8px;opacity:.95}
.reg-form{margin-top:-12px;position:relative}
.reg-pair{display:flex;flex-wrap:wrap;gap:8px;align-items:stretch}
.reg-pair .lv-input{flex:1 1 8em;min-width:0}
.reg-captcha{flex:none;width:120px;min-height:48px;padding:0;border:1px solid var(--lv-line);border-radius:10px;background:var(--lv-surface);cursor:pointer;overflow:hidden;display:flex;align-items:center;justify-content:center}
.reg-captcha img{display:block;width:112px;height:44px;object-fit:contain}
.reg-sms{flex:1 0 auto;max-width:100%;min-width:120px;padding:0 12px;border-radius:10px;font-variant-numeric:tabular-nums}
.reg-submit{margin-top:8px}
.reg-benefits{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:10px}
.reg-benefits li{display:flex;gap:10px;align-items:flex-start}
.reg-benefits li::before{content:"\\2713"/"";flex:none;width:24px;height:24px;border-radius:50%;
background:var(--lv-tint);color:var(--lv-brand);font-weight:700;font-size:14px;line-height:24px;text-align:center}
.reg-skeleton-banner{width:100%;aspect-ratio:3/1;border-radius:0}
`;
