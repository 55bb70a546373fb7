import type { MiddlewareHandler } from 'hono';

export interface SecurityOptions {
  /**
   * Who may frame the pages (CSP `frame-ancestors`): `'none'`, `'self'` or origins. A native
   * web view is not a frame, so the default refuses every site. @defaultValue `["'none'"]`
   */
  frameAncestors?: readonly string[];
  /** Origins besides the page's own whose images the pages may show (`img-src`). */
  imageHosts?: readonly string[];
  /**
   * `Cross-Origin-Opener-Policy`, not sent by default. It guards what a page holds against the
   * window that opened it (or that it opens); these pages hold no ambient credential (the session
   * is in the address the host builds, and no cookie is read), so there is nothing for it to guard,
   * while in Chrome it forces a fresh renderer process on the first load: Lighthouse's mobile run of
   * the loan confirmation went from 100 to 91 with it (TBT 26-55 ms to 369-375 ms). A deployment
   * that puts the pages behind cookies should send `same-origin`.
   */
  openerPolicy?: OpenerPolicy;
}

export const OPENER_POLICIES = ['same-origin', 'same-origin-allow-popups', 'noopener-allow-popups'] as const;
export type OpenerPolicy = (typeof OPENER_POLICIES)[number];

export function isOpenerPolicy(value: string): value is OpenerPolicy {
  return (OPENER_POLICIES as readonly string[]).includes(value);
}

declare module 'hono' {
  interface ContextVariableMap {
    /** This response's CSP nonce: every inline `<script>` and `<style>` of the page carries it. */
    nonce: string;
  }
}

/**
 * Security headers on every response of the reference server: a CSP whose scripts and style
 * elements need this response's nonce (no `'unsafe-inline'`; style attributes, which the
 * screens set for theme variables and sizes, are allowed by `style-src-attr` only),
 * `frame-ancestors`, `nosniff`, no referrer (the session in the address goes nowhere), and a
 * cross-origin-opener policy when asked for. `connect-src 'self'`: the API is proxied under the
 * page's origin.
 */
export function securityHeaders({
  frameAncestors = ["'none'"],
  imageHosts = [],
  openerPolicy,
}: SecurityOptions = {}): MiddlewareHandler {
  return async (c, next) => {
    const nonce = newNonce();
    c.set('nonce', nonce);
    await next();
    const policy = [
      "default-src 'self'",
      `script-src 'self' 'nonce-${nonce}'`,
      `style-src 'self' 'nonce-${nonce}'`,
      `style-src-elem 'self' 'nonce-${nonce}'`,
      "style-src-attr 'unsafe-inline'",
      ['img-src', "'self'", 'data:', ...imageHosts].join(' '),
      "connect-src 'self'",
      "font-src 'self'",
      "frame-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'self'",
      `frame-ancestors ${frameAncestors.join(' ')}`,
    ].join('; ');
    // A proxied API answer keeps the stricter policy the proxy gave it (`proxy.ts`).
    if (!c.res.headers.has('Content-Security-Policy')) c.header('Content-Security-Policy', policy);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'no-referrer');
    if (openerPolicy) c.header('Cross-Origin-Opener-Policy', openerPolicy);
    // For browsers that predate frame-ancestors.
    if (frameAncestors.length === 1 && frameAncestors[0] === "'none'") c.header('X-Frame-Options', 'DENY');
    else if (frameAncestors.every((source) => source === "'self'")) c.header('X-Frame-Options', 'SAMEORIGIN');
  };
}

/** 128 random bits, base64 (Web Crypto: the same in Node and in a Worker). */
function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
