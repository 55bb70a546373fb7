export { LoanDetails } from './LoanDetails';
export { loadLoanDetails } from './load';
