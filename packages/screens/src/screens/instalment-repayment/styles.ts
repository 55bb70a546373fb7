import { sharedCss } from '../../shared/repayment-parts';

const s = '[data-screen=instalment-repayment]';

export const css = `${sharedCss('instalment-repayment')}
${s} .ir-detail{margin:8px 0 0}
${s} .ir-detail dd{margin:0}
${s} .ir-toggle{width:100%;justify-content:center;gap:4px;min-height:44px;margin-top:4px;text-decoration:none}
${s} .ir-detail[data-state=open]+.ir-toggle .ir-toggle-icon{transform:rotate(180deg)}
`;
