import type { LabelValue, OrderDetails } from '@lendview/api';

/** The icon colour of each order status (spec section 4); any other code gets `default`. */
export type StatusTone = 'blue' | 'teal' | 'red' | 'orange' | 'purple' | 'default';

const TONES: Record<number, StatusTone> = { 21: 'blue', 151: 'teal', 110: 'red', 174: 'orange', 180: 'purple', 200: 'teal' };

export function statusTone(status: number): StatusTone {
  return TONES[status] ?? 'default';
}

/** Spec 4: 174 (repayable) and 180 (overdue) can be repaid. */
export const isRepayable = (status: number) => status === 174 || status === 180;

/** Spec 4: 110 is a failed order. */
export const FAILED = 110;
/** Spec 4: 200 is settled: the borrower may borrow again. */
export const SETTLED = 200;

/** Spec 2.13: rows with an empty, missing or '0' value are hidden; the whole list for a failed order. */
export function visibleRows(order: OrderDetails): LabelValue[] {
  if (order.status === FAILED) return [];
  return order.rows.filter((row) => {
    const value = (row.value ?? '').trim();
    return value !== '' && value !== '0';
  });
}
