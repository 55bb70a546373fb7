export { LoanAgreement } from './LoanAgreement';
export { loadLoanAgreement } from './load';
