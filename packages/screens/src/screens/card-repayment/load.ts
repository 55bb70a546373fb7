import { defineLoader } from '../../core/data';

/** The borrower's bank cards and the repayment token (spec 2.15, 7.3 `repayment-way`) for the session's order. */
export const loadCardRepayment = defineLoader('card-repayment', ({ api, session }) => api.repaymentWays(session.orderId ?? ''));
