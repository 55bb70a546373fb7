import { rateKindOf } from '@lendview/api';
import type { KeyFacts } from '@lendview/api/disclosure';
import { Select, Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { formatCents, formatPercent, formatWireDate } from '../../../core/format-figures';
import { useFormat } from '../../../core/format';
import { useLendview } from '../../../core/provider';
import { defineLoader } from '../../../core/data';
import { Part } from '../../../shared/part';
import { useReading } from '../../../shared/reading';
import { Deferred } from '../../../ui';
import { Consent, type ConsentProps } from './Consent';
import { messages as en } from './locales/en';
import { messages as es } from './locales/es';
import { css } from './styles';

const catalogs = { en, es };

// The full statements, each its own chunk. Defined here and again on the loan agreement, not
// shared: a module both import would be a file more to download for each.
const loadKeyFactStatement = defineLoader(
  'key-facts:statement',
  () => import('../../../shared/kfs/KeyFactStatement').then((module) => module.KeyFactStatement),
  { serializable: false },
);
const loadCaratula = defineLoader(
  'key-facts:caratula',
  () => import('../../../shared/caratula/Caratula').then((module) => module.Caratula),
  { serializable: false },
);

export interface KeyFactsCardProps extends Pick<ConsentProps, 'onClear' | 'onRefresh'> {
  /** The quote's `disclosure` as the server sent it. */
  disclosure: unknown;
  /** The offer's product name (the carátula's first line). */
  productName: string;
}

/**
 * The key facts of an offer before the borrower accepts it: the English market's APR (RBI's Key
 * Fact Statement) or the Spanish market's CAT (Banxico), computed from the offer's own cash flows,
 * the offer's validity, the totals and the look-up period; the whole statement folded
 * below (India's Key Fact Statement, Mexico's carátula, each its own chunk); then what Submit
 * waits for: the acknowledgement of the statement (India) and an offer still valid.
 *
 * A lender figure more than 0.1 point from ours is shown (its contract states it) and reported as
 * `disclosure-mismatch`. A disclosure whose figures do not decode, or cannot be priced, is reported
 * as `disclosure-malformed` and nothing is shown (the figures are shown whole or not at all); a
 * wrong offer number or validity is reported the same way and left out (`readDisclosure`). The
 * statements decode and report their own terms.
 *
 * Its own chunk with its own messages and styles: loaded only for offers with a `disclosure`.
 */
export function KeyFactsCard({ disclosure: raw, productName, onClear, onRefresh }: KeyFactsCardProps) {
  const { market } = useLendview();
  const reading = useReading(raw, rateKindOf(market), true);

  useEffect(() => {
    // Nothing to acknowledge: the offer stays as usable as it was without key facts.
    if (!reading.disclosure) onClear(raw);
  }, [reading, onClear, raw]);

  if (!reading.disclosure) return null;
  const { disclosure, facts } = reading;
  const apr = facts.kind === 'apr';
  return (
    <Part catalogs={catalogs} name="key-facts" css={css}>
      <section className="lv-section kf" aria-labelledby="kf-title" data-kind={facts.kind}>
        <h2 id="kf-title" className="lv-section-title">
          {/* One message: the English market's loan is the Spanish market's crédito. */}
          <Trans>Key facts of your loan</Trans>
        </h2>
        <Validity day={disclosure.validUntil} />
        <Rate facts={facts} date={disclosure.disbursementDate} />
        <Totals facts={facts} />
        {facts.lookupDays !== undefined && <LookUp days={facts.lookupDays} />}
        <details className="kf-statement">
          <summary>{apr ? <Trans>Full Key Fact Statement</Trans> : <Trans>Credit summary (carátula)</Trans>}</summary>
          {apr ? (
            <Deferred load={loadKeyFactStatement} props={{ disclosure: raw }} />
          ) : (
            <Deferred load={loadCaratula} props={{ disclosure: raw, productName }} />
          )}
        </details>
        <Consent raw={raw} disclosure={disclosure} kind={facts.kind} onClear={onClear} onRefresh={onRefresh} />
      </section>
    </Part>
  );
}

/**
 * The last day the offer holds, when the lender sent it (its number is the Key Fact Statement's
 * first item, where RBI puts it).
 */
function Validity({ day: validUntil }: { day?: string }) {
  if (!validUntil) return null;
  const day = formatWireDate(validUntil);
  return (
    <p className="kf-legend">
      <Trans>Valid until {day}</Trans>
    </p>
  );
}

/** The APR, or the CAT with Banxico's legend: one decimal, "sin IVA", its purpose and date. */
function Rate({ facts, date }: { facts: KeyFacts; date: string }) {
  const { market } = useLendview();
  if (facts.kind === 'apr') {
    const rate = formatPercent(facts.shown, 2, market);
    return (
      <p className="kf-rate">
        <span className="kf-rate-label">
          <Trans>Annual Percentage Rate (APR)</Trans>
        </span>
        <strong className="kf-rate-value">{rate}</strong>
      </p>
    );
  }
  const rate = formatPercent(facts.shown, 1, market);
  const day = formatWireDate(date);
  return (
    <>
      <p className="kf-rate">
        <span className="kf-rate-label">
          <Trans>Total Annual Cost (CAT)</Trans>
        </span>
        <strong className="kf-rate-value">{rate}</strong>
        <span className="kf-rate-note">
          <Trans>without VAT</Trans>
        </span>
      </p>
      <p className="kf-legend">
        <Trans>
          CAT {rate} without VAT, for information and comparison purposes only. Calculated on {day}.
        </Trans>
      </p>
    </>
  );
}

function Totals({ facts }: { facts: KeyFacts }) {
  const { market } = useLendview();
  const money = (cents: number) => formatCents(cents, market);
  return (
    <dl className="kf-totals">
      <div className="lv-row">
        <dt className="lv-row-label">
          <Trans>Net amount you receive</Trans>
        </dt>
        <dd className="lv-row-value">{money(facts.netDisbursed)}</dd>
      </div>
      <div className="lv-row">
        <dt className="lv-row-label">
          <Trans>Total charges</Trans>
        </dt>
        <dd className="lv-row-value">{money(facts.totalCharges)}</dd>
      </div>
      <div className="lv-row">
        <dt className="lv-row-label">
          <Trans>Total interest</Trans>
        </dt>
        <dd className="lv-row-value">{money(facts.totalInterest)}</dd>
      </div>
      <div className="lv-row kf-total">
        <dt className="lv-row-label">
          <Trans>Total amount to pay</Trans>
        </dt>
        <dd className="lv-row-value">{money(facts.totalToPay)}</dd>
      </div>
    </dl>
  );
}

/**
 * The look-up (cooling-off) period and what it lets the borrower do: repay the principal and the
 * proportionate APR (India), or interest (Mexico, which has no APR: its catalog says so).
 */
function LookUp({ days }: { days: number }) {
  const { plural } = useFormat();
  return (
    <div className="kf-lookup">
      <h3 className="kf-subtitle">
        <Select value={plural(days)} _one={`Look-up period: ${days} day`} other={`Look-up period: ${days} days`} />
      </h3>
      <p>
        <Trans>
          Within this period you can leave the loan without any penalty by repaying the principal and the proportionate APR.
        </Trans>
      </p>
    </div>
  );
}
