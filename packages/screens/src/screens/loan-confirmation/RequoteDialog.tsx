import { Trans, useLingui } from '@lingui/react/macro';
import { useCountdown } from '../../core/countdown';
import { Dialog } from '../../ui';

export interface RequoteDialogProps {
  open: boolean;
  /** The server's `amountDec`: why the offer changes. */
  description: string;
  /** Until the new offer is asked for: what the countdown and its ring show. */
  seconds: number;
}

/**
 * The re-quote popup (spec 2.12): a countdown while the offer is recalculated. It cannot be
 * dismissed: it closes by itself when the new offer arrives (the borrower must not submit the old one).
 *
 * Its own chunk with the countdown, loaded only for an offer that asks for a re-quote (a rare
 * answer): the first screen does not carry it. Its messages stay in the screen's catalog.
 */
export function RequoteDialog({ open, description, seconds }: RequoteDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog open={open} title={t`Updating your offer`} onClose={() => undefined} dismissible={false}>
      <div className="lc-requote">
        <Countdown seconds={seconds} />
        {description && <p className="lc-requote-text">{description}</p>}
        <p className="lv-muted">
          <Trans>Please wait a moment.</Trans>
        </p>
      </div>
    </Dialog>
  );
}

/**
 * The ring empties over `seconds` (a CSS animation) and the seconds count down; only this
 * component re-renders each second. It counts from when the dialog opens (this component mounts
 * with it).
 */
function Countdown({ seconds }: { seconds: number }) {
  const { t } = useLingui();
  const { remaining: left } = useCountdown(seconds, { startNow: true });
  return (
    <div className="lc-countdown" role="timer" aria-label={t`Seconds left`}>
      <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true">
        <circle cx="32" cy="32" r="28" className="lc-ring-track" />
        <circle cx="32" cy="32" r="28" className="lc-ring" style={{ animationDuration: `${seconds}s` }} />
      </svg>
      <span className="lc-countdown-number">{left}</span>
    </div>
  );
}
