export { CustomerService } from './CustomerService';
export { loadCustomerService } from './load';
