export { LoanConfirmation } from './LoanConfirmation';
export { loadLoanConfirmation } from './load';
