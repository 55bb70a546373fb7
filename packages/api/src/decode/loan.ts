import type { Contract, LoanQuote, OrderDetails } from '../types';
import { textValue } from './complaints';
import { flag, integer, list, nested, record, requiredText, text } from './guards';

/**
 * `contract-detail` data. Spellings seen on the wire are all accepted: `username` or `userName`,
 * `Interest`/`interest`, `IVA`/`iva`, and `amount` or the spec's `mount`.
 *
 * @example
 * decodeContract({ username: 'Asha', IVA: '16.00' }).userName // 'Asha'
 */
export function decodeContract(data: unknown): Contract {
  const source = record(data, 'data');
  return {
    userName: text(source, 'userName', 'username'),
    productName: text(source, 'productName'),
    amount: text(source, 'amount', 'mount'),
    daiDate: text(source, 'daiDate'),
    planDate: text(source, 'planDate'),
    contractAmount: text(source, 'contractAmount'),
    commission: text(source, 'commission'),
    interest: text(source, 'Interest', 'interest'),
    iva: text(source, 'IVA', 'iva'),
    giveAmount: text(source, 'giveAmount'),
    userAddress: text(source, 'userAddress'),
    contractDate: text(source, 'contractDate'),
    company: text(source, 'company'),
  };
}

/**
 * `loan-detail-confirm` data. `isNeedPop === 1` becomes `needsRequote`; `couNum` the coupon
 * amount (`""` when there is no coupon); `disclosure` is kept as sent.
 *
 * @example
 * decodeLoanQuote({ amount: '5,000.00', isNeedPop: '1' }).needsRequote // true
 */
export function decodeLoanQuote(data: unknown): LoanQuote {
  const source = record(data, 'data');
  const coupon = text(source, 'couNum');
  return {
    firstPayTime: text(source, 'firstPayTime'),
    amount: text(source, 'amount'),
    periods: text(source, 'periods'),
    termUnit: text(source, 'termUnit'),
    needsRequote: flag(source, 'isNeedPop'),
    sendSms: text(source, 'sendSms'),
    details: list(source, 'details', textValue),
    plan: list(source, 'repay_plans', (value, where) => {
      const item = record(value, where);
      return { title: text(item, 'title'), amount: text(item, 'amount'), payTime: text(item, 'pay_time') };
    }),
    loanRate: text(source, 'loanRate'),
    rateMessage: text(source, 'ratemsg'),
    amountDescription: text(source, 'amountDec'),
    contractUrl: text(source, 'isNewContract'),
    messageType: text(source, 'messageType'),
    productLogo: text(source, 'comProductLogo'),
    productName: text(source, 'comProductName'),
    // A zero coupon is no coupon: the spec shows the row only "when a coupon amount exists".
    couponAmount: Number(coupon) === 0 && coupon.trim() !== '' ? '' : coupon,
    // Kept as sent: decoded by the key-facts card (`decodeDisclosure`), which loads on demand.
    ...(source.disclosure !== undefined && source.disclosure !== null && { disclosure: source.disclosure }),
  };
}

/**
 * `loan-detail-push` data: the URL to go to after submitting (required, unchecked here).
 *
 * @example
 * decodeLendDetailsUrl({ lendDetailsUrl: 'https://app.example/detail' }) // 'https://app.example/detail'
 */
export function decodeLendDetailsUrl(data: unknown): string {
  return requiredText(record(data, 'data'), 'lendDetailsUrl');
}

/**
 * `loan-details` data. `orderStatus` (`174` or `"174"`) is required; `isScore`/`isDelay` flags
 * become booleans. Rows are kept as sent: the screen hides empty and `'0'` values.
 *
 * @example
 * decodeOrderDetails({ orderStatus: '180', isDelay: '1' }).extensionAvailable // true
 */
export function decodeOrderDetails(data: unknown): OrderDetails {
  const source = record(data, 'data');
  return {
    status: integer(source, 'orderStatus'),
    statusText: text(source, 'noticeStatusText'),
    statusDescription: text(source, 'noticeDesText'),
    productName: text(source, 'productName'),
    productLogo: text(source, 'productLogo'),
    rows: list(nested(source, 'userOrderDetail'), 'detail', textValue),
    inside: text(source, 'inside'),
    ratingRequested: flag(source, 'isScore'),
    repayUrl: text(source, 'h5Url'),
    extensionAvailable: flag(source, 'isDelay'),
    contractUrl: text(source, 'isNewContract'),
  };
}
