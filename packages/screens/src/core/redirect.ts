/** A server URL refused by the redirect rules (docs/api.md). */
export class RedirectError extends Error {
  readonly url: string;
  constructor(url: string) {
    super(`lendview: refused to follow ${JSON.stringify(url.slice(0, 200))}`);
    this.name = 'RedirectError';
    this.url = url;
  }
}

const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/;

export interface RedirectRules {
  /** The page's own origin: session keys go only to targets on it. */
  pageOrigin: string;
  /** When set, only these origins (plus the page's own) are followed. */
  allowedOrigins?: readonly string[];
  /** Development: other origins may also be plain `http:` on a loopback host. */
  development?: boolean;
}

// Absolute URLs only (`https://...`): a relative or protocol-relative string from the server
// would silently become a request to this page's origin (or to any host, for `//host`).
const ABSOLUTE = /^[a-z][a-z\d+.-]*:\/\/[^/\\]/i;

/**
 * Checks a URL the server sent (`lendDetailsUrl`, `h5Url`, the card flow's `url`) against
 * The redirect rules of docs/api.md: an absolute URL on the page's own origin, or `https:` (`http:` on
 * a loopback host in development only) on the allow-list when one is configured. Returns the
 * parsed URL, or `null` to refuse it.
 *
 * @example
 * checkServerUrl('javascript:alert(1)', rules) // null
 */
export function checkServerUrl(raw: string, rules: RedirectRules): URL | null {
  const text = raw.trim();
  if (!ABSOLUTE.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.origin === rules.pageOrigin && (url.protocol === 'https:' || url.protocol === 'http:')) return url;
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && !!rules.development && LOOPBACK.test(url.hostname));
  if (!secure) return null;
  if (rules.allowedOrigins && !rules.allowedOrigins.includes(url.origin)) return null;
  return url;
}

/**
 * An image URL from the server, or `undefined` when it may not be loaded: `https:`, `http:` on
 * loopback, the page's own origin (relative paths), and raster or SVG `data:image/` URIs.
 */
export function checkImageUrl(raw: string | undefined, rules: RedirectRules): string | undefined {
  if (!raw) return undefined;
  if (/^data:image\/(png|jpe?g|gif|webp|svg\+xml)[;,]/i.test(raw)) return raw;
  return checkServerUrl(raw, rules)?.href;
}
