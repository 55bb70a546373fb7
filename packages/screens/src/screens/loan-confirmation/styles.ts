export const css = `
.lc-banner{position:relative;overflow:hidden;min-height:164px;padding:28px 24px 40px;color:var(--lv-on-hero);
background:linear-gradient(135deg,var(--lv-hero-start),var(--lv-hero-end))}
.lc-banner[data-market=es]{background:linear-gradient(135deg,var(--lv-hero-end),var(--lv-hero-start))}
.lc-banner-symbol{position:absolute;right:-6px;top:-28px;font-size:150px;font-weight:800;line-height:1;opacity:.14}
.lc-title{position:relative;font-size:min(24px,max(7.5vw,1.15em));font-weight:700}
.lc-subtitle{position:relative;margin-top:8px;opacity:.95;max-width:30em}
.lc-offer{margin-top:-24px;position:relative;text-align:center}
.lc-product{display:flex;align-items:center;justify-content:center;gap:8px;margin-bottom:8px;font-weight:600}
.lc-logo{width:32px;height:32px;border-radius:8px;object-fit:cover;background:var(--lv-plate)}
.lc-offer-label{font-size:15px;font-weight:600;color:var(--lv-muted)}
.lc-amount{font-size:min(34px,11vw);font-weight:800;line-height:1.2;margin:4px 0 12px;white-space:nowrap}
.lc-terms{display:flex;flex-wrap:wrap;margin:0;border-top:1px solid var(--lv-line)}
.lc-terms>div{flex:1 1 7em;min-width:0;padding:12px 4px 0}
.lc-terms>div+div{border-left:1px solid var(--lv-line)}
.lc-terms dt{font-size:14px;color:var(--lv-muted)}
.lc-terms dd{margin:0;font-weight:700;overflow-wrap:break-word}
.lc-rate-message{display:block;font-size:13px;font-weight:400;color:var(--lv-muted)}
.lc-list{margin:0}
.lc-list dd{margin:0}
.lc-list .lv-row-value{overflow-wrap:break-word}
.lc-plan{list-style:none;margin:0;padding:0}
.lc-plan-item{display:flex;flex-wrap:wrap;align-items:center;gap:2px 12px;padding:10px 0;border-bottom:1px solid var(--lv-line)}
.lc-plan-item:last-child{border-bottom:0}
.lc-plan-title{flex:1 1 auto;min-width:0;display:flex;flex-wrap:wrap;align-items:center;gap:4px 8px;font-weight:600;overflow-wrap:break-word}
.lc-progress{flex:none;font-size:13px;font-weight:600;padding:1px 8px;border-radius:999px;background:var(--lv-tint);color:var(--lv-brand)}
.lc-plan-amount{margin-left:auto;font-weight:700;text-align:right;white-space:nowrap}
.lc-plan-time{flex:1 0 100%;font-size:14px;color:var(--lv-muted)}
.lc-agreement{display:flex;align-items:center;gap:4px}
.lc-checkbox{flex:none;width:24px;height:24px;margin:10px;accent-color:var(--lv-brand)}
.lc-agreement label{flex:1;min-height:44px;display:flex;align-items:center;cursor:pointer}
.lc-contract{margin-left:48px;text-align:left}
.lc-hint{margin:4px 0 0 48px;font-size:14px;color:var(--lv-danger)}
.lc-submit .lv-button{margin-top:12px}
.lc-requote{display:flex;flex-direction:column;align-items:center;gap:12px;text-align:center}
.lc-countdown{position:relative;width:64px;height:64px}
.lc-countdown svg{transform:rotate(-90deg)}
.lc-ring-track,.lc-ring{fill:none;stroke-width:6}
.lc-ring-track{stroke:var(--lv-line)}
.lc-ring{stroke:var(--lv-brand);stroke-linecap:round;stroke-dasharray:176;stroke-dashoffset:0;animation:lc-drain linear forwards}
.lc-countdown-number{position:absolute;inset:0;display:flex;align-items:center;justify-content:center;font-size:22px;font-weight:700}
@keyframes lc-drain{to{stroke-dashoffset:176}}
@media (prefers-reduced-motion:reduce){.lc-ring{animation:none}}
`;
