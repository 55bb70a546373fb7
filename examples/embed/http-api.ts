/** The HTTP adapter's options as docs/api.md lists them (type-checked with the repository). */
import { ApiError, parseSession } from '@lendview/api';
import { createHttpApi } from '@lendview/api/http';
import { createFakeApi } from '@lendview/api/fake';

// region http
export const api = createHttpApi({
  apiBase: 'https://api.lender.example', // origin plus optional prefix
  session: parseSession(location.search),
  merchantNumber: 'M01', // sent when the page has none
  provider: 'lendview', // default; names the family C and P bases
  timeout: 60_000, // default; covers the response body too
  wireMap: { paths: { '/user-problem/get-whatsapp': '/u/contacts' }, fields: { telephone: 'tel' } }, // optional
  fetch, // optional replacement (then the upload uses it too)
});
// endregion

// region fake
export const fake = createFakeApi({
  market: 'en', // 'en' (India, rupee) | 'es' (Mexico, peso)
  orderId: '180', // order scenario, over the requested id
  delayMs: 0, // 0 answers in a microtask (fine with fake timers)
  failures: { contactInfo: new ApiError('rejected', 'Closed', { code: '5' }) },
  pending: ['orderDetails'], // never settle (loading stories)
  coupon: true,
  requote: false,
  cardNeedsCode: true,
  noCards: false,
  emptyComplaints: false,
  origin: 'https://app.lendview.test', // fills redirect and contract URLs
});
// endregion
