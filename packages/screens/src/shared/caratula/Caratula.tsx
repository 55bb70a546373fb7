import type { Disclosure } from '@lendview/api';
import { cents, type KeyFacts } from '@lendview/api/disclosure';
import { Select, Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { formatCents, formatPercent, formatWireDate } from '../../core/format-figures';
import { useFormat } from '../../core/format';
import { useLendview } from '../../core/provider';
import { Row } from '../grievance/links';
import { Part } from '../part';
import { useReading } from '../reading';
import { useTerms } from '../terms';
import { Contacts } from './Contacts';
import { messages as en } from './locales/en';
import { messages as es } from './locales/es';
import { css } from './styles';

const catalogs = { en, es };

export interface CaratulaProps {
  /** The offer's or the contract's `disclosure` as the server sent it. */
  disclosure: unknown;
  /** The product's commercial name, the carátula's first line, when known. */
  productName?: string;
  /**
   * Shown on its own (at the top of the loan agreement): under its own heading, and what does not
   * decode is reported to `onError` here. Else it sits in the key-facts card's fold, which reports.
   */
  standalone?: boolean;
}

/**
 * Mexico's carátula (the credit's cover summary) in the order of CONDUSEF's format: product, CAT
 * "sin IVA, para fines informativos y de comparación" with its date, ordinary and moratory rates,
 * amount of the credit, total to pay, term and payment dates and amounts, relevant commissions,
 * ADVERTENCIAS, complaints (UNE), the contract's RECA number, CONDUSEF and the Buró de Entidades
 * Financieras. Items the lender does not send are left out; its own wording (commissions in
 * words, warnings) is shown as sent. Nothing when the figures do not decode (`readDisclosure`).
 */
export function Caratula({ disclosure: raw, productName, standalone = false }: CaratulaProps) {
  const reading = useReading(raw, 'cat', standalone);
  const terms = useTerms(raw);
  if (!reading.disclosure) return null;
  return (
    <Summary
      disclosure={{ ...reading.disclosure, ...terms }}
      facts={reading.facts}
      productName={productName}
      standalone={standalone}
    />
  );
}

function Summary({
  disclosure,
  facts,
  productName,
  standalone,
}: {
  disclosure: Disclosure;
  facts: KeyFacts;
  productName?: string;
  standalone: boolean;
}) {
  const { market } = useLendview();
  const { plural } = useFormat();
  const money = (value: number) => formatCents(value, market);
  const percent = (value: string | undefined) => value && formatPercent(Number(value), 2, market);
  const cat = formatPercent(facts.shown, 1, market);
  const day = formatWireDate(disclosure.disbursementDate);
  const ordinary = percent(disclosure.ordinaryRate);
  const moratory = percent(disclosure.moratoryRate);
  const { termDays } = facts;
  const notes = [...(disclosure.penalCharges ?? []), ...(disclosure.contingentCharges ?? [])];
  const warnings = disclosure.warnings ?? [];

  return (
    <Part catalogs={catalogs} name="caratula" css={css}>
      <Frame standalone={standalone}>
        <dl>
          {productName && <Row label={<Trans>Product</Trans>}>{productName}</Row>}
          <Row label={<Trans>Total Annual Cost (CAT)</Trans>}>
            <strong className="ca-cat">{cat}</strong>
            <span className="ca-note">
              <Trans>Without VAT, for information and comparison purposes only. Calculated on {day}.</Trans>
            </span>
          </Row>
          {ordinary && <Row label={<Trans>Annual ordinary interest rate</Trans>}>{ordinary}</Row>}
          {moratory && <Row label={<Trans>Annual moratory interest rate</Trans>}>{moratory}</Row>}
          <Row label={<Trans>Amount of the credit</Trans>}>{money(facts.sanctioned)}</Row>
          <Row label={<Trans>Total amount to pay</Trans>}>{money(facts.totalToPay)}</Row>
          <Row label={<Trans>Term of the credit</Trans>}>
            <Select value={plural(termDays)} _one={`${termDays} day`} other={`${termDays} days`} />
          </Row>
        </dl>

        <h3 id="ca-payments" className="ca-title">
          <Trans>Payment dates and amounts</Trans>
        </h3>
        {/* WebKit drops the role of a list without bullets (VoiceOver would not say "list, 3 items"). */}
        {/* eslint-disable-next-line jsx-a11y/no-redundant-roles */}
        <ol className="ca-payments" role="list" aria-labelledby="ca-payments">
          {disclosure.schedule.map(({ date, amount }) => (
            <li key={date}>
              <span>{formatWireDate(date)}</span>
              <strong>{money(cents(amount))}</strong>
            </li>
          ))}
        </ol>

        <h3 className="ca-title">
          <Trans>Relevant commissions</Trans>
        </h3>
        <dl>
          {disclosure.charges.map((charge, index) => {
            const amount = money(cents(charge.amount));
            const tax = money(cents(charge.tax));
            return (
              <Row key={index} label={charge.name}>
                {cents(charge.tax) > 0 ? (
                  <Trans>
                    {amount} plus {tax} VAT
                  </Trans>
                ) : (
                  amount
                )}
                <span className="ca-note">
                  {charge.timing === 'upfront' ? (
                    <Trans>Charged when the credit is paid out</Trans>
                  ) : (
                    <Trans>Charged with each payment</Trans>
                  )}
                </span>
              </Row>
            );
          })}
          {notes.map((note, index) => (
            <Row key={`note-${index}`} label={note.name}>
              {note.text}
            </Row>
          ))}
        </dl>

        {warnings.length > 0 && (
          <div className="ca-warnings">
            <h3 className="ca-title">
              <Trans>WARNINGS</Trans>
            </h3>
            <ul>
              {warnings.map((warning, index) => (
                <li key={index}>{warning}</li>
              ))}
            </ul>
          </div>
        )}

        <Contacts recaNumber={disclosure.recaNumber} buroUrl={disclosure.buroUrl} />
      </Frame>
    </Part>
  );
}

/** On its own, a section under its heading; inside the key-facts card's fold, a plain block. */
function Frame({ standalone, children }: { standalone: boolean; children: ReactNode }) {
  return standalone ? (
    <section className="lv-section ca" aria-labelledby="ca-heading">
      <h2 id="ca-heading" className="lv-section-title">
        <Trans>Credit summary (carátula)</Trans>
      </h2>
      {children}
    </section>
  ) : (
    <div className="ca">{children}</div>
  );
}
