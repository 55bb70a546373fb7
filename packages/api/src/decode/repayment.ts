import type {
  ChannelGroup,
  ExtensionDetail,
  InstalmentPlan,
  PaymentChannel,
  RepaymentCommit,
  RepaymentInstruction,
  RepaymentWays,
} from '../types';
import { textValue } from './complaints';
import { flag, list, nested, optionalAmount, record, requiredAmount, requiredText, text, textList, type Wire } from './guards';

/**
 * `loan-play-detail` data. `repayAmount` is required (an amount: it is what the borrower pays,
 * and it goes into the instructions' address). Amounts and dates as sent, `repayList` into channel groups.
 *
 * @example
 * decodeInstalmentPlan({ repayAmount: '5,450.00', repayList: [{ reviewer: 'UPI', list: [] }] }).groups[0].title // 'UPI'
 */
export function decodeInstalmentPlan(data: unknown): InstalmentPlan {
  const source = record(data, 'data');
  return {
    repayAmount: requiredAmount(source, 'repayAmount'),
    productName: text(source, 'productName'),
    repayDate: text(source, 'repayDate'),
    productLogo: text(source, 'productLogo'),
    detail: list(source, 'detail', textValue),
    groups: channelGroups(source),
    noticeMsg: text(source, 'noticeMsg'),
  };
}

/**
 * `loan-play-delay-detail` data: `delayInfo.delayAmount` is required (an amount); `delayInfo` is flattened into reviewer, amount and date.
 *
 * @example
 * decodeExtensionDetail({ delayInfo: { delayAmount: 850 } }).amount // '850'
 */
export function decodeExtensionDetail(data: unknown): ExtensionDetail {
  const source = record(data, 'data');
  const info = nested(source, 'delayInfo');
  return {
    productLogo: text(source, 'productLogo'),
    productName: text(source, 'productName'),
    reviewer: text(info, 'reviewer'),
    amount: requiredAmount(info, 'delayAmount'),
    date: text(info, 'delayTime'),
    plan: list(source, 'repayPlan', (value, where) => {
      const item = record(value, where);
      return { title: text(item, 'title'), time: text(item, 'time') };
    }),
    groups: channelGroups(source),
    noticeMsg: text(source, 'noticeMsg'),
    note: text(source, 'note'),
  };
}

/**
 * `generate-vcode` data: `repayDetail`, `dataList` and `imgList` into flat screen fields.
 *
 * @example
 * decodeRepaymentInstruction({ repayDetail: { vCode: '9301' } }).verificationCode // '9301'
 */
export function decodeRepaymentInstruction(data: unknown): RepaymentInstruction {
  const source = record(data, 'data');
  const detail = nested(source, 'repayDetail');
  const images = nested(source, 'imgList');
  return {
    topLogo: text(source, 'topLogo'),
    amount: optionalAmount(detail, 'amount'),
    title: text(detail, 'repayTitle'),
    description: text(detail, 'repayDes'),
    codeImage: text(detail, 'repayCode'),
    verificationCode: text(detail, 'vCode'),
    companyName: text(detail, 'companyName'),
    sections: list(source, 'dataList', (value, where) => {
      const section = record(value, where);
      return { title: text(section, 'title'), lines: textList(section, 'content') };
    }),
    images: { title: text(images, 'title'), contactLabel: text(images, 'eMail'), urls: textList(images, 'content') },
    bottomLogo: text(source, 'bottomLogo'),
  };
}

/**
 * `repayment-way` data: the cards (ids as text), the token the commit sends back, and whether
 * the provider's page is on offer (`alipay`, a spec flag: `1`, `'1'` or `true`). The token
 * is required (else `malformed`): without it no commit can succeed, so the screen shows its
 * error and Try again rather than cards that cannot be paid with.
 *
 * @example
 * decodeRepaymentWays({ repayToken: 't', bankCards: [{ id: 1, bankName: 'HDFC' }] }).cards[0].id // '1'
 */
export function decodeRepaymentWays(data: unknown): RepaymentWays {
  const source = record(data, 'data');
  return {
    providerPay: flag(source, 'alipay'),
    repayToken: requiredText(source, 'repayToken'),
    cards: list(source, 'bankCards', (value, where) => {
      const card = record(value, where);
      return {
        id: requiredText(card, 'id'),
        bankName: text(card, 'bankName'),
        cardNo: text(card, 'cardNo'),
        bankCode: text(card, 'bankCode'),
      };
    }),
  };
}

/**
 * `repayment-commit` data: `needValid === 1` means a verification-code step follows.
 *
 * @example
 * decodeRepaymentCommit({ needValid: '1', repayRecordId: 88 }) // { needsCode: true, repayRecordId: '88' }
 */
export function decodeRepaymentCommit(data: unknown): RepaymentCommit {
  const source = record(data, 'data');
  return { needsCode: flag(source, 'needValid'), repayRecordId: text(source, 'repayRecordId') };
}

/**
 * `repayment-huichao`: the `url` at the envelope's top level (required, unchecked here).
 *
 * @example
 * decodeHuichaoUrl({ code: '00', url: 'https://pay.example/x' }) // 'https://pay.example/x'
 */
export function decodeHuichaoUrl(body: Wire): string {
  return requiredText(body, 'url');
}

function channelGroups(source: Wire): ChannelGroup[] {
  return list(source, 'repayList', (value, where) => {
    const group = record(value, where);
    return { title: text(group, 'reviewer', 'title'), channels: list(group, 'list', channel) };
  });
}

function channel(value: unknown, where: string): PaymentChannel {
  const source = record(value, where);
  return {
    logo: text(source, 'logo'),
    description: text(source, 'desc'),
    payCode: text(source, 'payCode'),
    virtualCode: text(source, 'vCode'),
    barcodeImage: text(source, 'BARcodeImg'),
  };
}
