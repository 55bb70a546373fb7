export { CardRepayment } from './CardRepayment';
export { loadCardRepayment } from './load';
