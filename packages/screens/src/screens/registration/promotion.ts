import { sessionQuery, type Session, type TrackVisitRequest } from '@lendview/api';
import { withQuery } from '../../core/redirect';

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
 * The client type the tracking calls accept (`ios` or `android`, wire.md family P) from the
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

/**
 * An app link with query values, correct for hash routes too. The core's `withQuery` (and so
 * `useNavigation().go`) puts the query before the `#`, where a hash route (`/#/downloadTemplate`)
 * does not see it and the example app's router drops it; here the query goes inside the fragment.
 * The session query is added after `params`; a key in `params` wins.
 *
 * @example
 * linkTo('/#/downloadTemplate', { id: '1' }, { languageType: '1' }) // '/#/downloadTemplate?id=1&languageType=1'
 */
export function linkTo(path: string, params: Record<string, string | undefined>, session: Session): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  for (const [key, value] of new URLSearchParams(sessionQuery(session))) if (!query.has(key)) query.set(key, value);
  const text = query.toString();
  if (!path.includes('#')) return withQuery(path, text);
  if (!text) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${text}`;
}
