import { isApiError } from '@lendview/api';
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { useErrorText } from '../../core/errors';

/**
 * The text of a failed card-repayment call (spec section 8, docs/api.md family C): the two confirm
 * codes have their own messages, other refusals show the server's message or `fallback` (the
 * spec's 'query card list failed' / 'processing failed') when it sent none. A network failure
 * shows the spec's 'error' as the core's localized network sentence ('No connection. Check your
 * internet and try again.'), as docs/api.md asks.
 *
 * The code messages apply to the commit too: a server that answers 800005 there means the same.
 */
export function useRepaymentErrorText(): (error: unknown, fallback: string) => string {
  const { t } = useLingui();
  const errorText = useErrorText();
  return useCallback(
    (error: unknown, fallback: string) => {
      const code = isApiError(error) && error.kind === 'rejected' ? error.code : undefined;
      if (code === '800006') return t`Wrong verification code.`;
      if (code === '800005') return t`Do not submit the payment request twice.`;
      return errorText(error, fallback);
    },
    [t, errorText],
  );
}
