// Moving between pages: app links with the session, server URLs through the redirect rules.
import { SESSION_KEYS, sessionQuery, withQuery, type Session } from '@lendview/api';
import type { MouseEvent } from 'react';
import { RedirectError, useErrorText } from './errors';
import { useLendview } from './provider';
import { checkServerUrl } from './redirect';
import { useToast } from './toast';

/** Query values of an app link; empty ones are left out. */
type LinkParams = Record<string, string | number | undefined>;

/**
 * An app link: `params` (empty values left out), then the session keys `params` does not set.
 *
 * @example
 * linkTo('/#/downloadTemplate', { id: '1' }, { languageType: '1' }) // '/#/downloadTemplate?id=1&languageType=1'
 */
export function linkTo(path: string, params: LinkParams, session: Session): string {
  const unset = SESSION_KEYS.filter((key) => params[key] === undefined || params[key] === '');
  return withQuery(withQuery(path, params), sessionQuery(session, unset));
}

/**
 * Navigation helpers: `go` to an app path with the session query appended, `follow` a server
 * URL through the redirect rules (refused ones show an error and reach `onError`).
 */
export function useNavigation() {
  const { navigate, session, pageOrigin, allowedOrigins, development, onError } = useLendview();
  const toast = useToast();
  const errorText = useErrorText();
  return {
    go(path: string, params: LinkParams = {}, options?: { replace?: boolean }) {
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
  return (path: string, params: LinkParams = {}) => ({
    href: linkTo(path, params, session),
    onClick(event: MouseEvent) {
      // A modified click or another button is the browser's own: a new tab or window opens the href.
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
      event.preventDefault();
      go(path, params);
    },
  });
}
