import type { Choice, ComplaintDetail, ComplaintInit, ComplaintTab, ContactInfo, LabelValue, OrderCard } from '../types';
import { flag, list, malformed, record, requiredText, text, textList } from './guards';

/**
 * `problem-init` data: question types, sub-types, the pre-selected order (`""` -> `null`) and the
 * user's orders.
 *
 * @example
 * decodeComplaintInit({ problemType: [{ title: 'Collection', value: 1 }], orderDetail: '' }).order // null
 */
export function decodeComplaintInit(data: unknown): ComplaintInit {
  const source = record(data, 'data');
  const detail = source.orderDetail;
  let order: OrderCard | null = null;
  if (detail !== '' && detail !== undefined && detail !== null) order = orderCard(detail, 'orderDetail');
  return {
    types: list(source, 'problemType', choice),
    subTypes: list(source, 'problemSonType', choice),
    order,
    orders: list(source, 'orderList', orderCard),
  };
}

/**
 * `problem-list` data: `{ tabs: [{ title, list }] }` into tabs of items.
 *
 * @example
 * decodeComplaintTabs({ tabs: [{ title: 'Open', list: [{ id: 7, time: '', type: '', content: '' }] }] })[0].items[0].id // '7'
 */
export function decodeComplaintTabs(data: unknown): ComplaintTab[] {
  return list(record(data, 'data'), 'tabs', (value, where) => {
    const tab = record(value, where);
    return {
      title: text(tab, 'title'),
      items: list(tab, 'list', (entry, at) => {
        const item = record(entry, at);
        return {
          id: requiredText(item, 'id'),
          time: text(item, 'time'),
          type: text(item, 'type'),
          content: text(item, 'content'),
        };
      }),
    };
  });
}

/**
 * `problem-detail` data; `disposeDetail` becomes `reply` and `isNeedScore` a boolean.
 *
 * @example
 * decodeComplaintDetail({ problemId: 3, isNeedScore: '1' }).needsScore // true
 */
export function decodeComplaintDetail(data: unknown): ComplaintDetail {
  const source = record(data, 'data');
  return {
    problemId: text(source, 'problemId'),
    type: text(source, 'type'),
    subType: text(source, 'sonType'),
    content: text(source, 'content'),
    images: textList(source, 'images'),
    reply: text(source, 'disposeDetail'),
    replyImages: textList(source, 'disposeImages'),
    needsScore: flag(source, 'isNeedScore'),
  };
}

/**
 * `upload-problem-img` data: the stored image's URL (required).
 *
 * @example
 * decodeUploadUrl({ url: 'https://cdn.example/1.png' }) // 'https://cdn.example/1.png'
 */
export function decodeUploadUrl(data: unknown): string {
  return requiredText(record(data, 'data'), 'url');
}

/**
 * `get-whatsapp` data: `phone` is the messaging-app number, `va` the displayed telephone.
 *
 * @example
 * decodeContactInfo({ phone: '+91 1', va: '1800', email: 'a@b.in' }).telephone // '1800'
 */
export function decodeContactInfo(data: unknown): ContactInfo {
  const source = record(data, 'data');
  return { messagingNumber: text(source, 'phone'), telephone: text(source, 'va'), email: text(source, 'email') };
}

function choice(value: unknown, where: string): Choice {
  const source = record(value, where);
  return { title: text(source, 'title'), value: text(source, 'value') };
}

function orderCard(value: unknown, where: string): OrderCard {
  if (typeof value !== 'object') malformed(`${where} is neither an order nor ""`);
  const source = record(value, where);
  return {
    orderNo: text(source, 'orderNo'),
    productLogo: text(source, 'productLogo'),
    productName: text(source, 'productName'),
    status: text(source, 'status'),
    collectionAllowed: flag(source, 'isShow'),
    rows: list(source, 'list', titleValue),
  };
}

/** A `{ title, value }` row. */
export function titleValue(value: unknown, where: string): LabelValue {
  const source = record(value, where);
  return { label: text(source, 'title'), value: text(source, 'value') };
}

/** A `{ text, value }` row. */
export function textValue(value: unknown, where: string): LabelValue {
  const source = record(value, where);
  return { label: text(source, 'text'), value: text(source, 'value') };
}
