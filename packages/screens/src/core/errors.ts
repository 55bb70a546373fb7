import { isApiError } from '@lendview/api';
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { useCapability } from './native';

/** A server URL refused by the redirect rules (docs/api.md). */
export class RedirectError extends Error {
  readonly url: string;
  constructor(url: string) {
    super(`lendview: refused to follow ${JSON.stringify(url.slice(0, 200))}`);
    this.name = 'RedirectError';
    this.url = url;
  }
}

/** The borrower's session ended (`ApiError` of kind `expired`): no retry can help, only signing in again. */
export function isSessionEnd(error: unknown): boolean {
  return isApiError(error) && error.kind === 'expired';
}

/**
 * The text a borrower sees for a failed call: the server's own message when it refused
 * (spec section 8), else a localized line for each kind of failure.
 */
export function useErrorText(): (error: unknown, fallback?: string) => string {
  const { t } = useLingui();
  // With a shell the provider has asked it to log out, and the app takes the borrower to sign in.
  const shell = useCapability('logout');
  return useCallback(
    (error: unknown, fallback?: string) => {
      if (error instanceof RedirectError) return t`This link cannot be opened. Please contact customer service.`;
      if (!isApiError(error)) return fallback ?? t`Something went wrong. Please try again.`;
      switch (error.kind) {
        case 'rejected':
          return error.message || fallback || t`The request was refused. Please try again.`;
        case 'network':
          return t`No connection. Check your internet and try again.`;
        case 'timeout':
          return t`The server is taking too long. Please try again.`;
        case 'malformed':
          return t`The server sent an unexpected answer. Please try again later.`;
        case 'aborted':
          return t`The request was cancelled.`;
        case 'expired':
          return shell
            ? t`Your session has ended. The app will ask you to sign in again.`
            : t`Your session has ended. Please open the app and sign in again.`;
      }
    },
    [t, shell],
  );
}
