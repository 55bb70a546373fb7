import { defineLoader } from '../../core/data';

/**
 * The order the session points at (spec 2.13, `loan-details`). An order in its look-up period
 * starts downloading the exit's chunk as it arrives; the order does not wait for it.
 */
export const loadLoanDetails = defineLoader('loan-details', ({ api, session }) =>
  api.orderDetails({ productId: session.productId ?? '', orderId: session.orderId ?? '' }).then((order) => {
    if (order.lookup !== undefined) import('./lookup/LookupExit').catch(() => undefined);
    return order;
  }),
);
