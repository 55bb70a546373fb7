import type { LoanQuote } from '@lendview/api';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useErrorText } from '../../core/errors';
import { useNavigation } from '../../core/navigation';
import { useLendview } from '../../core/provider';
import { Busy, useToast } from '../../ui';

/** The analytics event sent through the bridge's `track` once the loan is submitted (spec 4 "burial point"). */
const SUBMIT_EVENT = 'loanConfirmSubmit';

interface SubmitFormProps {
  /** The offer on screen (after any re-quote): its amount, periods and term unit are submitted. */
  quote: LoanQuote;
  /** The session's product (`productId`), sent with the submit and the `track` event. */
  productId: string;
  /** The offer is being recalculated (the re-quote): the one on screen must not be submitted. */
  locked: boolean;
}

/**
 * The agreement box (checked by default), the contract link when the server sent one, and Submit
 * (disabled and grey while the box is unchecked, a re-quote is pending or a call runs).
 */
export function SubmitForm({ quote, productId, locked }: SubmitFormProps) {
  const { t } = useLingui();
  const { api, bridge, onError } = useLendview();
  const { follow } = useNavigation();
  const toast = useToast();
  const errorText = useErrorText();
  const boxId = useId();
  const hintId = useId();
  const [agreed, setAgreed] = useState(true);
  const [phase, setPhase] = useState<'idle' | 'sending' | 'sent'>('idle');
  // State updates land after the click handler: the ref closes the gap for a fast double tap.
  const running = useRef(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!agreed || locked || running.current) return;
    running.current = true;
    setPhase('sending');
    let url: string;
    try {
      url = await api.submitLoan({ amount: quote.amount, periods: quote.periods, termUnit: quote.termUnit, productId });
    } catch (error) {
      running.current = false;
      setPhase('idle');
      onError(error as Error);
      toast.show(errorText(error));
      return;
    }
    // Analytics must never stop the borrower from seeing the loan: a refused `track` is only reported.
    await bridge.track(SUBMIT_EVENT, { productId: productId || undefined }).catch((error: Error) => onError(error));
    // Submit stays disabled from here on, even when the redirect is refused: the loan is
    // applied for, and a second tap would apply again.
    setPhase('sent');
    follow(url, { from: 'confirm' }, { replace: true });
  }

  return (
    <form className="lv-section lc-submit" onSubmit={submit} noValidate>
      <div className="lc-agreement">
        <input
          id={boxId}
          type="checkbox"
          className="lc-checkbox"
          checked={agreed}
          onChange={(event) => setAgreed(event.target.checked)}
          aria-describedby={agreed ? undefined : hintId}
        />
        <label htmlFor={boxId}><Trans>I have read and agree to the loan contract</Trans></label>
      </div>
      {quote.contractUrl && (
        <button type="button" className="lv-link lc-contract" onClick={() => follow(quote.contractUrl)}>
          <Trans>Read the loan contract</Trans>
        </button>
      )}
      <p id={hintId} className="lc-hint" hidden={agreed}>
        <Trans>Accept the loan contract to continue.</Trans>
      </p>
      <button type="submit" className="lv-button lv-button-primary lv-button-block" disabled={!agreed || locked || phase !== 'idle'}>
        <Trans>Submit</Trans>
      </button>
      {phase === 'sending' && <Busy label={t`loading...`} />}
    </form>
  );
}
