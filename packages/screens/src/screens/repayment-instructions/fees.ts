import type { Market } from '../../core/market';

/**
 * The payment provider's public fees page per market, opened by the image section's contact link
 * (spec 2.9: "opens an external payment-provider fees page"). The spec names no address: these
 * are the providers of the sample data (PayU stores in India, OXXO Pay in Mexico). A deployment
 * with another provider passes its own through the screen's `feesUrl` prop. The link never
 * carries session data.
 */
export const PROVIDER_FEES_URL: Record<Market, string> = {
  en: 'https://payu.in/pricing',
  es: 'https://www.oxxo.com/',
};

/**
 * The fees page to link: the host's `feesUrl` when it is an absolute `https:` URL, else the
 * market's default. A page address never leaks into it (no session keys are appended).
 */
export function feesUrlFor(market: Market, custom?: string): string {
  if (custom) {
    try {
      const url = new URL(custom);
      if (url.protocol === 'https:') return url.href;
    } catch {
      // Not a URL: the default below.
    }
  }
  return PROVIDER_FEES_URL[market];
}
