import { Trans, useLingui } from '@lingui/react/macro';
import { useAction } from '../../core/action';
import { useCountdown } from '../../core/countdown';
import { useToast } from '../../ui';

/** Spec section 9: the code resend countdown is 60 s, ticking every second. */
export const SMS_RESEND_SECONDS = 60;

export interface SmsButtonProps {
  /** Asks the server for a code; resolves `true` when one was sent (the countdown starts then). */
  onRequest: () => Promise<boolean>;
}

/**
 * The SMS code button with its 60 s wall-clock countdown, alone in its component so each tick
 * re-renders this button only.
 *
 * Disabled during the countdown (spec 2.16) yet still pressable, because a repeat press must show
 * 'Do not resend the verification code.' (spec 4): a `disabled` button receives no press and is
 * skipped by the keyboard and screen readers. So it is `aria-disabled` instead: announced as
 * unavailable, drawn greyed, and a press only shows the warning (in the toast live region).
 */
export function SmsButton({ onRequest }: SmsButtonProps) {
  const { t } = useLingui();
  const toast = useToast();
  const { remaining, running, start } = useCountdown(SMS_RESEND_SECONDS);
  const sending = useAction();

  function press() {
    if (running) {
      toast.show(t`Do not resend the verification code.`);
      return;
    }
    void sending.run(async () => {
      if (await onRequest()) start();
    });
  }

  return (
    <button type="button" className="lv-button reg-sms" aria-disabled={running || sending.busy} onClick={press}>
      {running ? (
        <>
          <span className="lv-visually-hidden">
            <Trans>Resend the code in</Trans>{' '}
          </span>
          {remaining} s
        </>
      ) : (
        <Trans>Get code</Trans>
      )}
    </button>
  );
}
