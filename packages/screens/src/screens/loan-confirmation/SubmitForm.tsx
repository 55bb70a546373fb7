import type { LoanQuote } from '@lendview/api';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { useAction } from '../../core/action';
import { useNavigation } from '../../core/navigation';
import { useLendview } from '../../core/provider';
import { Busy } from '../../ui';

/** The analytics event sent through the bridge's `track` once the loan is submitted (spec 4 "burial point"). */
const SUBMIT_EVENT = 'loanConfirmSubmit';

interface SubmitFormProps {
  /** The offer on screen (after any re-quote): its amount, periods and term unit are submitted. */
  quote: LoanQuote;
  /** The session's product (`productId`), sent with the submit and the `track` event. */
  productId: string;
  /**
   * The offer on screen must not be submitted now: it is being recalculated (the re-quote), or its
   * key facts have not cleared it (the statement is not acknowledged, or the offer has expired).
   */
  locked: boolean;
}

/**
 * The agreement box (checked by default), the contract link when the server sent one, and Submit
 * (disabled and grey while the box is unchecked, the offer is locked or a call runs).
 */
export function SubmitForm({ quote, productId, locked }: SubmitFormProps) {
  const { t } = useLingui();
  const { api, bridge, onError } = useLendview();
  const { follow } = useNavigation();
  const boxId = useId();
  const hintId = useId();
  const [agreed, setAgreed] = useState(true);
  // Once: Submit stays disabled after a success, even when the redirect is refused: the loan is
  // applied for, and a second tap would apply again.
  const sending = useAction({ once: true });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!agreed || locked) return;
    void sending
      .run(async () => {
        const url = await api.submitLoan({ amount: quote.amount, periods: quote.periods, termUnit: quote.termUnit, productId });
        // Analytics must never stop the borrower from seeing the loan: a refused `track` is only reported.
        await bridge.track(SUBMIT_EVENT, { productId: productId || undefined }).catch((error: Error) => onError(error));
        return url;
      })
      .then((outcome) => {
        if (outcome?.ok) follow(outcome.value, { from: 'confirm' }, { replace: true });
      });
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
        <label htmlFor={boxId}>
          <Trans>I have read and agree to the loan contract</Trans>
        </label>
      </div>
      {quote.contractUrl && (
        <button type="button" className="lv-link lc-contract" onClick={() => follow(quote.contractUrl)}>
          <Trans>Read the loan contract</Trans>
        </button>
      )}
      <p id={hintId} className="lc-hint" hidden={agreed}>
        <Trans>Accept the loan contract to continue.</Trans>
      </p>
      <button
        type="submit"
        className="lv-button lv-button-primary lv-button-block"
        disabled={!agreed || locked || sending.busy || sending.done}
      >
        <Trans>Submit</Trans>
      </button>
      {sending.busy && <Busy label={t`loading...`} />}
    </form>
  );
}
