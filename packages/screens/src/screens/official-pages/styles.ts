import { officialCss } from '../../shared/official/PolicyFrame';

const s = '[data-screen=official-pages]';

export const css = `
${s} .op-bar{display:flex;align-items:center;padding:0 16px;background:linear-gradient(135deg,var(--lv-brand-d),var(--lv-accent,#0a4f7a))}
${s} .op-home{display:flex;align-items:center;min-height:52px;color:var(--lv-brand-text,#fff);font-size:20px;font-weight:800;text-decoration:none}
${s} .op-title{margin:20px 16px 4px;font-size:24px;line-height:1.25}
${s} .op-lead{margin-bottom:12px}
${s} .op-figure{display:flex;flex-direction:column;gap:12px}
${s} .op-art{display:block;width:100%;height:auto}
${s} .op-figure figcaption{display:flex;flex-direction:column;gap:4px}
${s} .op-figure strong{font-size:17px}
${s} .op-frame-box{margin:12px 16px}
${s} .op-sent{display:flex;flex-direction:column;align-items:center;gap:8px;width:100%;padding:8px;border:0;background:none;font:inherit;color:inherit;text-align:center;cursor:pointer}
${s} .op-sent-art{width:160px;height:auto}
${officialCss('official-pages')}`;
