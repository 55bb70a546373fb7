import type { RepaymentInstructionRequest } from '@lendview/api';
import { payableAmount } from '@lendview/api/validate';

/** What the page address must say (spec 2.9): which repayment, how much, through which channel. */
export type InstructionQuery = Pick<RepaymentInstructionRequest, 'requestType' | 'amount' | 'payCode'>;

/**
 * Reads `requestType` (1 = instalment, 2 = extension), `amount` and `payCode` from the page
 * query; `null` when one is missing, `requestType` is neither 1 nor 2, or `amount` is not a
 * plain positive amount (`payableAmount`, sent and shown as `'1200.00'`): a doctored address is
 * never shown nor sent.
 *
 * @example
 * readInstructionQuery(new URLSearchParams('requestType=2&amount=850&payCode=OXXO')) // { requestType: 2, ... }
 */
export function readInstructionQuery(query: URLSearchParams): InstructionQuery | null {
  const type = query.get('requestType')?.trim();
  const amount = payableAmount(query.get('amount'));
  const payCode = query.get('payCode')?.trim() ?? '';
  if ((type !== '1' && type !== '2') || !amount || !payCode) return null;
  return { requestType: type === '1' ? 1 : 2, amount, payCode };
}
