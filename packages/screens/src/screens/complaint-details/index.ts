export { ComplaintDetails } from './ComplaintDetails';
export { loadComplaintDetails } from './load';
