import { sharedCss } from '../../shared/repayment-parts';

export const css = `${sharedCss('instalment-repayment')}
[data-screen=instalment-repayment] .ir-detail{margin:8px 0 0}
[data-screen=instalment-repayment] .ir-detail dd{margin:0}
[data-screen=instalment-repayment] .ir-toggle{width:100%;justify-content:center;gap:4px;min-height:44px;margin-top:4px;text-decoration:none}
[data-screen=instalment-repayment] .ir-detail[data-state=open]+.ir-toggle .ir-toggle-icon{transform:rotate(180deg)}
`;
