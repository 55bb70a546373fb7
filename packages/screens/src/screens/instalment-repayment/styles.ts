import { sharedCss } from '../../shared/repayment-parts';

export const css = `${sharedCss}
.ir-detail{margin:8px 0 0}
.ir-detail dd{margin:0}
.ir-toggle{width:100%;justify-content:center;gap:4px;min-height:44px;margin-top:4px;text-decoration:none}
.ir-detail[data-state=open]+.ir-toggle .ir-toggle-icon{transform:rotate(180deg)}
`;
