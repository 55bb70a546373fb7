export { RepaymentResult } from './RepaymentResult';
