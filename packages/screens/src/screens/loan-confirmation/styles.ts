const s = '[data-screen=loan-confirmation]';

export const css = `
${s} .lc-banner{position:relative;overflow:hidden;min-height:164px;padding:28px 24px 40px;color:var(--lv-on-hero);
background:linear-gradient(135deg,var(--lv-hero-start),var(--lv-hero-end))}
${s} .lc-banner[data-market=es]{background:linear-gradient(135deg,var(--lv-hero-end),var(--lv-hero-start))}
${s} .lc-banner-symbol{position:absolute;right:-6px;top:-28px;font-size:150px;font-weight:800;line-height:1;opacity:.14}
${s} .lc-title{position:relative;font-size:min(24px,max(7.5vw,1.15em));font-weight:700}
${s} .lc-subtitle{position:relative;margin-top:8px;opacity:.95;max-width:30em}
${s} .lc-offer{margin-top:-24px;position:relative;text-align:center}
${s} .lc-product{display:flex;align-items:center;justify-content:center;gap:8px;margin-bottom:8px;font-weight:600}
${s} .lc-logo{width:32px;height:32px;border-radius:8px;object-fit:cover;background:var(--lv-plate)}
${s} .lc-offer-label{font-size:15px;font-weight:600;color:var(--lv-muted)}
${s} .lc-amount{font-size:min(34px,11vw);font-weight:800;line-height:1.2;margin:4px 0 12px;white-space:nowrap}
${s} .lc-terms{display:flex;flex-wrap:wrap;margin:0;border-top:1px solid var(--lv-line)}
${s} .lc-terms>div{flex:1 1 7em;min-width:0;padding:12px 4px 0}
${s} .lc-terms>div+div{border-left:1px solid var(--lv-line)}
${s} .lc-terms dt{font-size:14px;color:var(--lv-muted)}
${s} .lc-terms dd{margin:0;font-weight:700;overflow-wrap:break-word}
${s} .lc-rate-message{display:block;font-size:13px;font-weight:400;color:var(--lv-muted)}
${s} .lc-list{margin:0}
${s} .lc-list dd{margin:0}
${s} .lc-list .lv-row-value{overflow-wrap:break-word}
${s} .lc-plan{list-style:none;margin:0;padding:0}
${s} .lc-plan-item{display:flex;flex-wrap:wrap;align-items:center;gap:2px 12px;padding:10px 0;border-bottom:1px solid var(--lv-line)}
${s} .lc-plan-item:last-child{border-bottom:0}
${s} .lc-plan-title{flex:1 1 auto;min-width:0;display:flex;flex-wrap:wrap;align-items:center;gap:4px 8px;font-weight:600;overflow-wrap:break-word}
${s} .lc-progress{flex:none;font-size:13px;font-weight:600;padding:1px 8px;border-radius:999px;background:var(--lv-tint);color:var(--lv-brand)}
${s} .lc-plan-amount{margin-left:auto;font-weight:700;text-align:right;white-space:nowrap}
${s} .lc-plan-time{flex:1 0 100%;font-size:14px;color:var(--lv-muted)}
${s} .lc-agreement{display:flex;align-items:center;gap:4px}
${s} .lc-checkbox{flex:none;width:24px;height:24px;margin:10px;accent-color:var(--lv-brand)}
${s} .lc-agreement label{flex:1;min-height:44px;display:flex;align-items:center;cursor:pointer}
${s} .lc-contract{margin-left:48px;text-align:left}
${s} .lc-hint{margin:4px 0 0 48px;font-size:14px;color:var(--lv-danger)}
${s} .lc-submit .lv-button{margin-top:12px}
${s} .lc-requote{display:flex;flex-direction:column;align-items:center;gap:12px;text-align:center}
${s} .lc-countdown{position:relative;width:64px;height:64px}
${s} .lc-countdown svg{transform:rotate(-90deg)}
${s} .lc-ring-track,${s} .lc-ring{fill:none;stroke-width:6}
${s} .lc-ring-track{stroke:var(--lv-line)}
${s} .lc-ring{stroke:var(--lv-brand);stroke-linecap:round;stroke-dasharray:176;stroke-dashoffset:0;animation:lc-drain linear forwards}
${s} .lc-countdown-number{position:absolute;inset:0;display:flex;align-items:center;justify-content:center;font-size:22px;font-weight:700}
@keyframes lc-drain{to{stroke-dashoffset:176}}
@media (prefers-reduced-motion:reduce){${s} .lc-ring{animation:none}}
`;
