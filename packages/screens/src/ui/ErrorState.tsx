import { Trans } from '@lingui/react/macro';
import { isApiError } from '@lendview/api';
import { useErrorText } from '../core/errors';

/**
 * A failed load: what went wrong in the borrower's words (`text`, else the core sentence for the
 * error), and a way to try again (not after the session ended: only signing in again helps).
 */
export function ErrorState({ error, text, onRetry }: { error: unknown; text?: string; onRetry?: () => void }) {
  const errorText = useErrorText();
  return (
    <div className="lv-error-state" role="alert">
      <svg className="lv-error-icon" viewBox="0 0 48 48" width="48" height="48" aria-hidden="true">
        <circle cx="24" cy="24" r="22" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M24 12v16M24 33v3" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
      </svg>
      <p className="lv-error-text">{text ?? errorText(error)}</p>
      {onRetry && !(isApiError(error) && error.kind === 'expired') && (
        <button type="button" className="lv-button lv-button-primary" onClick={onRetry}>
          <Trans>Try again</Trans>
        </button>
      )}
    </div>
  );
}
