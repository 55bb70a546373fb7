export { InstalmentRepayment } from './InstalmentRepayment';
export { loadInstalmentRepayment } from './load';
