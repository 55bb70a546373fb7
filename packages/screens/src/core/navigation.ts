// Moving between pages and checking server URLs before they are followed or shown.
import { sessionQuery, withQuery } from '@lendview/api';
import type { MouseEvent } from 'react';
import { RedirectError, useErrorText } from './errors';
import { useLendview } from './provider';
import { checkImageUrl, checkServerUrl, linkTo } from './redirect';
import { useToast } from './toast';

/**
 * Navigation helpers: `go` to an app path with the session query appended, `follow` a server
 * URL through the redirect rules (refused ones show an error and reach `onError`).
 */
export function useNavigation() {
  const { navigate, session, pageOrigin, allowedOrigins, development, onError } = useLendview();
  const toast = useToast();
  const errorText = useErrorText();
  return {
    go(path: string, params: Record<string, string | number | undefined> = {}, options?: { replace?: boolean }) {
      navigate(linkTo(path, params, session), options);
    },
    /**
     * `allowedOnly`: the target must be the page's origin or on the host's `allowedOrigins`, even
     * when the host set none (the payment provider's page: money never goes to an origin nobody
     * named).
     */
    follow(raw: string, extra: Record<string, string> = {}, options?: { replace?: boolean; allowedOnly?: boolean }): boolean {
      const allowed = options?.allowedOnly ? (allowedOrigins ?? []) : allowedOrigins;
      const url = checkServerUrl(raw, { pageOrigin, allowedOrigins: allowed, development });
      if (!url) {
        const error = new RedirectError(raw);
        onError(error);
        toast.show(errorText(error));
        return false;
      }
      const sameOrigin = url.origin === pageOrigin;
      const target = sameOrigin ? withQuery(url.href, sessionQuery(session)) : url.href;
      navigate(withQuery(target, extra), options);
      return true;
    },
  };
}

/**
 * Links to app paths, the one way to build one: an `href` with the session query (a real address
 * to copy, long-press or open in a new tab) and a plain tap routed through the host's navigation,
 * as `go` would.
 *
 * @example
 * const link = useAppLink();
 * <a {...link(paths.complaintDetails, { problemId })}>...</a>
 */
export function useAppLink() {
  const { session } = useLendview();
  const { go } = useNavigation();
  return (path: string, params: Record<string, string | number | undefined> = {}) => ({
    href: linkTo(path, params, session),
    onClick(event: MouseEvent) {
      // A modified click or another button is the browser's own: a new tab or window opens the href.
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
      event.preventDefault();
      go(path, params);
    },
  });
}

/** Checks server image URLs before they reach `<img src>` (docs/api.md: server URLs are checked). */
export function useImageSrc(): (raw: string | undefined) => string | undefined {
  const { pageOrigin, allowedOrigins, development } = useLendview();
  return (raw) => checkImageUrl(raw, { pageOrigin, allowedOrigins, development });
}
