import { randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';

export interface SecurityOptions {
  /**
   * Who may frame the pages (CSP `frame-ancestors`): `'none'`, `'self'` or origins. A native
   * web view is not a frame, so the default refuses every site. @defaultValue `["'none'"]`
   */
  frameAncestors?: readonly string[];
  /** Origins besides the page's own whose images the pages may show (`img-src`). */
  imageHosts?: readonly string[];
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
 * `frame-ancestors`, `nosniff`, no referrer, and a cross-origin-opener policy that cuts a foreign
 * opener off. `connect-src 'self'`: the API is proxied under the page's origin.
 */
export function securityHeaders({ frameAncestors = ["'none'"], imageHosts = [] }: SecurityOptions = {}): MiddlewareHandler {
  return async (c, next) => {
    const nonce = randomBytes(16).toString('base64');
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
    c.header('Content-Security-Policy', policy);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'no-referrer');
    c.header('Cross-Origin-Opener-Policy', 'same-origin');
    // For browsers that predate frame-ancestors.
    if (frameAncestors.length === 1 && frameAncestors[0] === "'none'") c.header('X-Frame-Options', 'DENY');
    else if (frameAncestors.every((source) => source === "'self'")) c.header('X-Frame-Options', 'SAMEORIGIN');
  };
}
