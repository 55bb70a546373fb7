import type { Session } from '@lendview/api';

/** The editable device fields (spec 2.19), by the query key each becomes. */
export const FIELD_KEYS = [
  'appVersion',
  'deviceName',
  'deviceId',
  'osVersion',
  'sessionId',
  'advertisingId',
  'productId',
  'orderId',
] as const;
export type FieldKey = (typeof FIELD_KEYS)[number];

/**
 * Start values: the page's own session where it has one, else sample values the example app's
 * mock server answers (product 1, order 174 is a repayable loan).
 */
export function initialFields(session: Session): Record<FieldKey, string> {
  return {
    appVersion: session.appVersion ?? '2.4.0',
    deviceName: 'Test phone',
    deviceId: session.deviceId ?? 'test-device-1',
    osVersion: 'Android 14',
    sessionId: session.sessionId ?? 'test-session-1',
    advertisingId: '38400000-8cf0-11bd-b23e-10b96e40000d',
    productId: session.productId ?? '1',
    orderId: session.orderId ?? '174',
  };
}

/** The query values the buttons send: every filled field (an emptied one is left out). */
export function queryValues(fields: Record<FieldKey, string>): Record<string, string> {
  return Object.fromEntries(FIELD_KEYS.map((key) => [key, fields[key].trim()]).filter(([, value]) => value));
}
