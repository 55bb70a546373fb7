export { ComplaintList } from './ComplaintList';
export { loadComplaintList } from './load';
