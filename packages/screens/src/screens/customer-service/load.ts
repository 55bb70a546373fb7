import { defineLoader } from '../../core/data';

/** Contact info (spec 2.6, `get-whatsapp`). */
export const loadCustomerService = defineLoader('customer-service', ({ api }) => api.contactInfo());
