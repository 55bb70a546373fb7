import { defineLoader } from '../../core/data';

/**
 * The order the session points at (spec 2.13, `loan-details`). The look-up exit and the rating
 * download their chunks when they show: a prefetch here would put their file lists in the app's
 * script, which every first screen loads.
 */
export const loadLoanDetails = defineLoader('loan-details', ({ api, session }) =>
  api.orderDetails({ productId: session.productId ?? '', orderId: session.orderId ?? '' }),
);
