import { orderStatusOf, ORDER_STATUS, type LabelValue, type OrderDetails, type OrderStatusName } from '@lendview/api';

/** The icon colour of each order status (spec section 4); any other code gets `default`. */
export type StatusTone = 'blue' | 'teal' | 'red' | 'orange' | 'purple' | 'default';

const TONES: Record<OrderStatusName, StatusTone> = {
  inReview: 'blue',
  disbursing: 'teal',
  failed: 'red',
  repayable: 'orange',
  overdue: 'purple',
  settled: 'teal',
};

export function statusTone(status: number): StatusTone {
  const name = orderStatusOf(status);
  return name ? TONES[name] : 'default';
}

/** Spec 2.13: rows with an empty, missing or '0' value are hidden; the whole list for a failed order. */
export function visibleRows(order: OrderDetails): LabelValue[] {
  if (order.status === ORDER_STATUS.failed) return [];
  return order.rows.filter((row) => {
    const value = (row.value ?? '').trim();
    return value !== '' && value !== '0';
  });
}
