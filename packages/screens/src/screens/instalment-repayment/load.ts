import { defineLoader } from '../../core/data';

/** The instalment plan of the session's order (spec 2.10, `loan-play-detail`). */
export const loadInstalmentRepayment = defineLoader('instalment-repayment', ({ api, session }) =>
  api.instalmentPlan({ productId: session.productId ?? '', orderId: session.orderId ?? '' }),
);
