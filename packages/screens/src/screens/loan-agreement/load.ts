import { defineLoader } from '../../core/data';

/** The contract detail (spec 2.8, 7.1 `contract-detail`) of `orderNo`, or of the session's order. */
export const loadLoanAgreement = defineLoader('loan-agreement', ({ api, session, query }) =>
  api.contract(query.get('orderNo') || session.orderId || ''),
);
