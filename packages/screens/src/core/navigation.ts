// Moving between pages and checking server URLs before they are followed or shown.
import { sessionQuery } from '@lendview/api';
import { RedirectError, useErrorText } from './errors';
import { useLendview } from './provider';
import { checkImageUrl, checkServerUrl, linkTo, withQuery } from './redirect';
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
    follow(raw: string, extra: Record<string, string> = {}, options?: { replace?: boolean }): boolean {
      const url = checkServerUrl(raw, { pageOrigin, allowedOrigins, development });
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

/** Checks server image URLs before they reach `<img src>` (docs/api.md: server URLs are checked). */
export function useImageSrc(): (raw: string | undefined) => string | undefined {
  const { pageOrigin, allowedOrigins, development } = useLendview();
  return (raw) => checkImageUrl(raw, { pageOrigin, allowedOrigins, development });
}
