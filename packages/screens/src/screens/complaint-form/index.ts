export { ComplaintForm } from './ComplaintForm';
export { loadComplaintForm } from './load';
