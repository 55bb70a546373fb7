export { RepaymentInstructions, type RepaymentInstructionsProps } from './RepaymentInstructions';
export { loadRepaymentInstructions } from './load';
