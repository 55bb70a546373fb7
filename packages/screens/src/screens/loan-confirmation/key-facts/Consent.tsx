import type { Disclosure } from '@lendview/api';
import { dayEnds, type RateKind } from '@lendview/api/disclosure';
import { Trans } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { formatWireDate } from '../../../core/format-figures';
import type { Market } from '../../../core/market';
import { useLendview } from '../../../core/provider';

/** `setTimeout`'s longest delay (about 24.8 days): an offer valid for longer is checked again on the next render. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * Whether the offer's validity has ended, in the market's lender time: `validUntil` is the last
 * day it holds. A page left open past that day's end turns expired by itself (a timer to the
 * day's end, re-armed on each render); the re-quote and the `resume` reload bring a fresh answer.
 */
function useExpired(validUntil: string | undefined, market: Market): boolean {
  const [now, setNow] = useState(() => Date.now());
  const end = validUntil === undefined ? Infinity : dayEnds(validUntil, market);
  useEffect(() => {
    const wait = end - Date.now();
    if (wait <= 0 || wait > LONGEST_TIMER_MS) return;
    const timer = setTimeout(() => setNow(Date.now()), wait);
    return () => clearTimeout(timer);
  }, [end, now]);
  return now >= end;
}

export interface ConsentProps {
  /** The disclosure as sent: what Submit is cleared for. */
  raw: unknown;
  disclosure: Disclosure;
  kind: RateKind;
  /**
   * Called with the disclosure (as sent) once Submit may go ahead for it, and `null` when it may
   * not: the statement is not acknowledged (India) or the offer's validity has ended.
   */
  onClear: (cleared: unknown) => void;
  /** Asks the server for a fresh offer (an expired one cannot be submitted). */
  onRefresh: () => void;
}

/**
 * What Submit waits for besides the contract box: in the English market the borrower's
 * acknowledgement that the Key Fact Statement was read and understood (RBI asks for it before
 * the contract), kept for the same proposal across reloads; in both markets an offer whose
 * validity has not ended. An expired offer says so and offers a fresh quote instead.
 */
export function Consent({ raw, disclosure, kind, onClear, onRefresh }: ConsentProps) {
  const { market } = useLendview();
  const boxId = useId();
  const hintId = useId();
  const { validUntil, proposalId } = disclosure;
  const expired = useExpired(validUntil, market);
  const needed = kind === 'apr';
  // The acknowledgement belongs to one proposal: a new offer (a re-quote) asks for it again.
  const proposal = proposalId ?? raw;
  const [acknowledged, setAcknowledged] = useState<unknown>(null);
  const cleared = !expired && (!needed || acknowledged === proposal);

  useEffect(() => onClear(cleared ? raw : null), [cleared, raw, onClear]);

  if (expired) {
    const day = formatWireDate(validUntil!);
    return (
      <div className="kf-expired" role="status">
        <p>
          <Trans>This offer was valid until {day}. Get a new offer to continue.</Trans>
        </p>
        <button type="button" className="lv-button lv-button-primary lv-button-block" onClick={onRefresh}>
          <Trans>Get a new offer</Trans>
        </button>
      </div>
    );
  }
  if (!needed) return null;
  const checked = acknowledged === proposal;
  return (
    <div className="kf-consent">
      <div className="kf-agreement">
        <input
          id={boxId}
          type="checkbox"
          className="kf-checkbox"
          checked={checked}
          onChange={(event) => setAcknowledged(event.target.checked ? proposal : null)}
          aria-describedby={checked ? undefined : hintId}
        />
        <label htmlFor={boxId}>
          <Trans>I have read and understood the Key Fact Statement</Trans>
        </label>
      </div>
      <p id={hintId} className="kf-hint" hidden={checked}>
        <Trans>Confirm that you have read the Key Fact Statement to continue.</Trans>
      </p>
    </div>
  );
}
