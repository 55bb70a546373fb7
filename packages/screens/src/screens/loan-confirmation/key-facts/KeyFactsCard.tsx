import type { Disclosure } from '@lendview/api';
import { decodeDisclosure, DisclosureError, keyFacts, type KeyFacts } from '@lendview/api/disclosure';
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Select, Trans } from '@lingui/react/macro';
import { useEffect, useMemo } from 'react';
import { formatCents, formatPercent, formatWireDate } from '../../../core/format-figures';
import { useFormat } from '../../../core/format';
import { useLendview } from '../../../core/provider';
import { messages as en } from './locales/en';
import { messages as es } from './locales/es';
import { Schedule } from './Schedule';
import { Statement } from './Statement';
import { css } from './styles';

const catalogs = { en, es };

export interface KeyFactsCardProps {
  /** The quote's `disclosure` as the server sent it. */
  disclosure: unknown;
}

type Shown = { disclosure: Disclosure; facts: KeyFacts } | { problem: string };

/** The decoded disclosure and its figures, or why there are none (it does not decode, or its flows cannot be priced). */
function read(raw: unknown, kind: KeyFacts['kind']): Shown {
  try {
    const disclosure = decodeDisclosure(raw);
    return { disclosure, facts: keyFacts(disclosure, kind) };
  } catch (error) {
    return { problem: (error as Error).message };
  }
}

/**
 * The key facts of an offer before the borrower accepts it: the English market's APR (RBI's Key
 * Facts Statement) or the Spanish market's CAT (Banxico), computed from the offer's own cash flows,
 * the totals, the look-up period, the schedule and the full statement. A lender figure more than
 * 0.1 point from ours is shown (its contract states it) and reported as `disclosure-mismatch`. A
 * disclosure that does not decode, or whose flows cannot be priced, is reported as
 * `disclosure-malformed` and nothing is shown: key facts are shown whole or not at all.
 *
 * Its own chunk with its own messages and styles: loaded only for offers with a `disclosure`.
 */
export function KeyFactsCard({ disclosure: raw }: KeyFactsCardProps) {
  const { market, onError, nonce } = useLendview();
  const i18n = useMemo(() => setupI18n({ locale: market, messages: { [market]: catalogs[market] } }), [market]);
  const shown = useMemo(() => read(raw, market === 'en' ? 'apr' : 'cat'), [raw, market]);

  useEffect(() => {
    if ('problem' in shown) {
      onError(new DisclosureError('disclosure-malformed', shown.problem));
      return;
    }
    const { facts } = shown;
    if (facts.mismatch) {
      const { kind, stated, computed } = facts;
      onError(
        new DisclosureError(
          'disclosure-mismatch',
          `The lender's ${kind.toUpperCase()} ${stated}% differs from the ${computed.toFixed(2)}% its cash flows give`,
          { stated, computed },
        ),
      );
    }
  }, [shown, onError]);

  if ('problem' in shown) return null;
  const { disclosure, facts } = shown;
  return (
    <I18nProvider i18n={i18n}>
      <style href="lv-key-facts" precedence="lendview" nonce={nonce}>
        {css}
      </style>
      <section className="lv-section kf" aria-labelledby="kf-title" data-kind={facts.kind}>
        <h2 id="kf-title" className="lv-section-title">
          {facts.kind === 'apr' ? <Trans>Key facts of your loan</Trans> : <Trans>Key facts of your credit</Trans>}
        </h2>
        <Rate facts={facts} date={disclosure.disbursementDate} />
        <Totals facts={facts} />
        {facts.lookupDays !== undefined && <LookUp days={facts.lookupDays} kind={facts.kind} />}
        <Schedule disclosure={disclosure} />
        <Statement disclosure={disclosure} facts={facts} />
      </section>
    </I18nProvider>
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

/** The look-up (cooling-off) period and what it lets the borrower do. */
function LookUp({ days, kind }: { days: number; kind: KeyFacts['kind'] }) {
  const { plural } = useFormat();
  return (
    <div className="kf-lookup">
      <h3 className="kf-subtitle">
        <Select value={plural(days)} _one={`Look-up period: ${days} day`} other={`Look-up period: ${days} days`} />
      </h3>
      <p>
        {kind === 'apr' ? (
          <Trans>
            Within this period you can leave the loan without any penalty by repaying the principal and the proportionate APR.
          </Trans>
        ) : (
          <Trans>
            Within this period you can cancel the credit without any penalty by repaying the principal and the proportionate
            interest.
          </Trans>
        )}
      </p>
    </div>
  );
}
