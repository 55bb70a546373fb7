import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useCountdown } from '../../core/countdown';
import { Dialog, Field } from '../../ui';

/** Spec section 9: SMS code length 6, resend countdown 60 s. */
const CODE_LENGTH = 6;
const RESEND_SECONDS = 60;

export interface CodeStepProps {
  /** A call runs: every button is disabled. */
  busy: boolean;
  /** Asks for a new code; resolves `true` when one was sent. */
  onResend: () => Promise<boolean>;
  /** Resolves with the refusal's text when the server did not accept the code. */
  onConfirm: (code: string) => Promise<string | undefined>;
  /** Cancel, Escape and the native back button. */
  onCancel: () => void;
}

/**
 * The verification step (spec section 4): a 6-digit code, a resend button with a 60 s countdown
 * and Confirm / Cancel. Mounted only while the step is open, so Cancel also resets the timer.
 */
export function CodeStep({ busy, onResend, onConfirm, onCancel }: CodeStepProps) {
  const { t } = useLingui();
  const [code, setCode] = useState('');
  // `announce`: a check of our own is read out here; a server refusal is already read out by its toast.
  const [error, setError] = useState<{ text: string; announce: boolean } | null>(null);
  const input = useRef<HTMLInputElement>(null);

  // The field is where the borrower fixes a short or refused code: focus goes there, not to <body>.
  function refuse(text: string, announce: boolean) {
    setError({ text, announce });
    input.current?.focus();
    input.current?.select();
  }
  async function confirm() {
    if (code.length < CODE_LENGTH) return refuse(t`Please enter the correct verification code.`, true);
    const refused = await onConfirm(code);
    if (refused) refuse(refused, false);
  }

  return (
    <Dialog
      open
      title={t`Enter the verification code`}
      onClose={onCancel}
      dismissible={!busy}
      actions={
        <>
          <button type="button" className="lv-button" disabled={busy} onClick={onCancel}>
            <Trans>Cancel</Trans>
          </button>
          <button type="button" className="lv-button lv-button-primary" disabled={busy} onClick={confirm}>
            <Trans>Confirm</Trans>
          </button>
        </>
      }
    >
      <p className="cr-code-hint">
        <Trans>Enter the 6-digit code we sent you by SMS.</Trans>
      </p>
      <Field label={<Trans>Verification code</Trans>} error={error?.text} announceError={error?.announce}>
        {(control) => (
          <div className="cr-code-row">
            <input
              {...control}
              ref={input}
              data-focus-fallback
              className="lv-input cr-code-input"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={CODE_LENGTH}
              value={code}
              onChange={(event) => {
                setCode(event.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH));
                setError(null);
              }}
            />
            <ResendButton busy={busy} onResend={onResend} />
          </div>
        )}
      </Field>
    </Dialog>
  );
}

/**
 * The countdown lives here alone, so each tick re-renders this button only. It starts when the
 * step opens (the server has just sent a code) and again after each resend.
 */
function ResendButton({ busy, onResend }: { busy: boolean; onResend: () => Promise<boolean> }) {
  const { remaining, running, start } = useCountdown(RESEND_SECONDS);
  useEffect(start, [start]);

  return (
    <button
      type="button"
      className="lv-button cr-resend"
      disabled={busy || running}
      onClick={async () => {
        if (await onResend()) start();
      }}
    >
      {running ? (
        <>
          <span className="lv-visually-hidden">
            <Trans>New code in</Trans>{' '}
          </span>
          {remaining} s
        </>
      ) : (
        <Trans>Get code</Trans>
      )}
    </button>
  );
}
