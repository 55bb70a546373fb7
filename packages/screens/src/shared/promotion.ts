import type { Session, TrackVisitRequest } from '@lendview/api';

/** The promotion parameters of a landing address (spec section 3), as they are spelled there. */
const PROMOTION_KEYS = ['app_from', 'user_from', 'utm_tag', 'id', 'links_id', 'down_id', 'invite_code', 'UC'] as const;
type PromotionKey = (typeof PROMOTION_KEYS)[number];
export type PromotionParams = Partial<Record<PromotionKey, string>>;

/**
 * The promotion parameters present (non-empty) in the page query.
 *
 * @example
 * promotionOf(new URLSearchParams('app_from=a&id=1&x=2')) // { app_from: 'a', id: '1' }
 */
export function promotionOf(query: URLSearchParams): PromotionParams {
  const params: PromotionParams = {};
  for (const key of PROMOTION_KEYS) {
    const value = query.get(key);
    if (value) params[key] = value;
  }
  return params;
}

/**
 * The client type the tracking calls accept (`ios` or `android`, docs/api.md family P) from the
 * session's free-form `clientType`. Anything that is not clearly Apple counts as Android: the
 * markets' phones are mostly Android, and the server knows only these two values.
 */
function clientTypeOf(clientType: string | undefined): 'ios' | 'android' {
  return /ios|iphone|ipad|apple/i.test(clientType ?? '') ? 'ios' : 'android';
}

/** The track-visit / track-click request of a landing (page id: `links_id`, else `id`). */
export function trackOf(promotion: PromotionParams, session: Session): TrackVisitRequest {
  return {
    pageId: promotion.links_id ?? promotion.id ?? '',
    userFrom: promotion.user_from ?? '',
    clientType: clientTypeOf(session.clientType),
    utmTag: promotion.utm_tag ?? '',
    appFrom: promotion.app_from ?? '',
  };
}
