import { defineLoader } from '../../core/data';

/** The order the session points at (spec 2.13, `loan-details`). */
export const loadLoanDetails = defineLoader('loan-details', ({ api, session }) =>
  api.orderDetails({ productId: session.productId ?? '', orderId: session.orderId ?? '' }),
);
