export { ComplaintHome } from './ComplaintHome';
export { loadComplaintHome } from './load';
