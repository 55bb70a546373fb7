import type { Contract, LoanQuote, OrderDetails } from '../types';
import { textValue } from './complaints';
import {
  flag,
  integer,
  list,
  nested,
  optionalAmount,
  record,
  requiredAmount,
  requiredList,
  requiredText,
  text,
  type Wire,
} from './guards';

/**
 * A field kept as sent, left out when missing or `null`: the key facts (`disclosure`) and the
 * look-up period (`lookup`) are decoded strictly where they are shown, in their own chunks, so
 * their decoders load with them and not with every screen.
 */
const asSent = (source: Wire, key: 'disclosure' | 'lookup') =>
  source[key] === undefined || source[key] === null ? {} : { [key]: source[key] };

/**
 * `contract-detail` data. Required (else `malformed`): the parties (`userName`, `company`) and
 * the amounts the note is about (`amount`, `contractAmount`); the other amounts, when present,
 * must be amounts too. Spellings seen on the wire are all accepted: `username` or `userName`,
 * `Interest`/`interest`, `IVA`/`iva`, and `amount` or the spec's `mount`. `disclosure` (the
 * contract's key facts) is kept as sent.
 *
 * @example
 * decodeContract({ username: 'Asha', IVA: '16.00' }).userName // 'Asha'
 */
export function decodeContract(data: unknown): Contract {
  const source = record(data, 'data');
  return {
    userName: requiredText(source, 'userName', 'username'),
    productName: text(source, 'productName'),
    amount: requiredAmount(source, 'amount', 'mount'),
    daiDate: text(source, 'daiDate'),
    planDate: text(source, 'planDate'),
    contractAmount: requiredAmount(source, 'contractAmount'),
    commission: optionalAmount(source, 'commission'),
    interest: optionalAmount(source, 'Interest', 'interest'),
    iva: optionalAmount(source, 'IVA', 'iva'),
    giveAmount: optionalAmount(source, 'giveAmount'),
    userAddress: text(source, 'userAddress'),
    contractDate: text(source, 'contractDate'),
    company: requiredText(source, 'company'),
    ...asSent(source, 'disclosure'),
  };
}

/**
 * `loan-detail-confirm` data. Required (else `malformed`, so Submit never sends an empty offer):
 * `amount` (an amount), `periods`, and a repayment plan of at least one instalment, each with
 * its amount; the coupon, when present, must be an amount. `isNeedPop === 1` becomes `needsRequote`; `couNum` the coupon
 * amount (`""` when there is no coupon); `disclosure` is kept as sent.
 *
 * @example
 * decodeLoanQuote({ amount: '5,000.00', isNeedPop: '1' }).needsRequote // true
 */
export function decodeLoanQuote(data: unknown): LoanQuote {
  const source = record(data, 'data');
  const coupon = optionalAmount(source, 'couNum');
  return {
    firstPayTime: text(source, 'firstPayTime'),
    amount: requiredAmount(source, 'amount'),
    periods: requiredText(source, 'periods'),
    termUnit: text(source, 'termUnit'),
    needsRequote: flag(source, 'isNeedPop'),
    sendSms: text(source, 'sendSms'),
    details: list(source, 'details', textValue),
    plan: requiredList(source, 'repay_plans', (value, where) => {
      const item = record(value, where);
      return { title: text(item, 'title'), amount: requiredAmount(item, 'amount'), payTime: text(item, 'pay_time') };
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
    ...asSent(source, 'disclosure'),
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
 * become booleans. Rows are kept as sent: the screen hides empty and `'0'` values; so is `lookup`
 * (the look-up period, decoded by `decodeLookup` where it is shown).
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
    ...asSent(source, 'lookup'),
  };
}
