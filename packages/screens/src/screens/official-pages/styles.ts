import { officialCss } from '../../shared/official/PolicyFrame';

export const css = `
.op-bar{display:flex;align-items:center;padding:0 16px;background:linear-gradient(135deg,var(--lv-hero-start),var(--lv-hero-end))}
.op-home{display:flex;align-items:center;min-height:52px;color:var(--lv-on-hero);font-size:20px;font-weight:800;text-decoration:none}
.op-title{margin:20px 16px 4px;font-size:min(24px,8.5vw);line-height:1.25;overflow-wrap:break-word}
.op-lead{margin-bottom:12px}
.op-figure{display:flex;flex-direction:column;gap:12px}
.op-art{display:block;width:100%;height:auto}
.op-figure figcaption{display:flex;flex-direction:column;gap:4px}
.op-figure strong{font-size:17px}
.op-frame-box{margin:12px 16px}
.op-sent{display:flex;flex-direction:column;align-items:center;gap:8px;width:100%;padding:8px;border:0;background:none;font:inherit;color:inherit;text-align:center;cursor:pointer}
.op-sent-art{width:160px;height:auto}
${officialCss}`;
