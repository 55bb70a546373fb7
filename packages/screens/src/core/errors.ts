import { isApiError } from '@lendview/api';
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { RedirectError } from './redirect';

export { RedirectError } from './redirect';

/**
 * The text a borrower sees for a failed call: the server's own message when it refused
 * (spec section 8), else a localized line for each kind of failure.
 */
export function useErrorText(): (error: unknown, fallback?: string) => string {
  const { t } = useLingui();
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
          // With a shell, the provider has asked it to take the borrower to sign in.
          return t`Your session has ended. Please sign in again.`;
      }
    },
    [t],
  );
}
