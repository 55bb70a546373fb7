import { defineLoader } from '../../core/data';
import { readInstructionQuery } from './query';

/**
 * The instructions for paying through one channel (spec 2.9, `generate-vcode`). An address
 * without a valid `requestType`, `amount` and `payCode` resolves to `null` without a request:
 * the screen explains it instead.
 */
export const loadRepaymentInstructions = defineLoader('repayment-instructions', ({ api, session, query }) => {
  const request = readInstructionQuery(query);
  if (!request) return Promise.resolve(null);
  return api.repaymentInstruction({ productId: session.productId ?? '', orderId: session.orderId ?? '', ...request });
});
