import type { PromotionParams } from '../../shared/promotion';

/** Where the app is installed from. */
export interface StoreLinks {
  /** The Google Play listing (`https://play.google.com/store/apps/details?id=...`). */
  googlePlay?: string;
  /** The App Store listing (`https://apps.apple.com/app/id...`). */
  appStore?: string;
}

/**
 * The example app's store pages. Not part of the product spec (like branding, they belong to the
 * deployment): a host passes its own through the `storeLinks` prop of `<Download>`.
 */
export const DEFAULT_STORE_LINKS = {
  googlePlay: 'https://play.google.com/store/apps/details?id=com.lendview.app',
  appStore: 'https://apps.apple.com/app/id6400000000',
} as const satisfies StoreLinks;

/**
 * The Google Play link carrying the promotion in its `referrer` parameter, which Play hands to
 * the installed app (Install Referrer API): the app can attribute the install to the campaign
 * (`app_from`, `user_from`, `utm_tag`, `invite_code`...). A link that is not a Play listing is
 * returned unchanged.
 *
 * @example
 * withReferrer('https://play.google.com/store/apps/details?id=a', { utm_tag: 'web' })
 * // 'https://play.google.com/store/apps/details?id=a&referrer=utm_tag%3Dweb'
 */
export function withReferrer(link: string, promotion: PromotionParams): string {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return link;
  }
  const referrer = new URLSearchParams(Object.entries(promotion).filter(([, v]) => v) as [string, string][]).toString();
  if (url.hostname !== 'play.google.com' || !referrer) return link;
  url.searchParams.set('referrer', referrer);
  return url.href;
}
