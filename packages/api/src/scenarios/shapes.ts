import { LOGOS } from './assets';
import type { Wire } from './types';

// Small builders for the repeated wire shapes of the market files.

/** `[{ text, value }]` rows (loan details, instalment detail, quote details). */
export const textRows = (rows: [string, string | number][]): Wire[] => rows.map(([text, value]) => ({ text, value }));

/** `[{ title, value }]` rows (complaint order cards). */
export const titleRows = (rows: [string, string | number][]): Wire[] => rows.map(([title, value]) => ({ title, value }));

/** A channel entry of `repayList`. */
export const channel = (logo: string, desc: string, payCode: string, vCode = '', BARcodeImg = ''): Wire => ({
  logo,
  desc,
  payCode,
  vCode,
  BARcodeImg,
});

/**
 * A loan-details payload. Status is sent as a number for some orders and as text for others:
 * both occur on the wire.
 */
export function orderDetails(
  orderStatus: number | string,
  noticeStatusText: string,
  noticeDesText: string,
  detail: [string, string | number][],
  flags: { isScore?: string | number; isDelay?: string; h5Url?: string; productName: string; orderNo: string },
): Wire {
  return {
    orderStatus,
    noticeStatusText,
    noticeDesText,
    productName: flags.productName,
    productLogo: LOGOS.product,
    userOrderDetail: { detail: textRows(detail) },
    inside: '',
    isScore: flags.isScore ?? '0',
    h5Url: flags.h5Url ?? '',
    isDelay: flags.isDelay ?? '0',
    isNewContract: `{origin}/agony?orderNo=${flags.orderNo}`,
  };
}
