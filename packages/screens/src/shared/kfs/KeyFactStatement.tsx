import type { Disclosure } from '@lendview/api';
import { cents, type KeyFacts } from '@lendview/api/disclosure';
import { Select, Trans } from '@lingui/react/macro';
import { formatCents, formatPercent, formatWireDate } from '../../core/format-figures';
import { useFormat } from '../../core/format';
import { useLendview } from '../../core/provider';
import { Row } from '../grievance/links';
import { Part } from '../part';
import { useReading } from '../reading';
import { useTerms } from '../terms';
import { Reference } from '../reference';
import { Annex } from './Annex';
import { messages as en } from './locales/en';
import { messages as es } from './locales/es';
import { PartTwo } from './PartTwo';
import { css } from './styles';

const catalogs = { en, es };

export interface KeyFactStatementProps {
  /** The offer's or the contract's `disclosure` as the server sent it. */
  disclosure: unknown;
  /**
   * Shown on its own (the loan agreement's summary box): under its own heading, and what does not
   * decode is reported to `onError` here. Else it sits in the key-facts card's fold, which reports.
   */
  standalone?: boolean;
}

/**
 * India's Key Fact Statement in the order of RBI's format (its circular of 15 April 2024, Annex A
 * and C): Part 1, interest rate and fees/charges; Part 2, other qualitative information; the
 * repayment schedule as its annex. Items the lender does not send are left out; the lender's
 * own wording (penal and contingent charges) is shown as sent. Nothing when the figures do not
 * decode (`readDisclosure`).
 */
export function KeyFactStatement({ disclosure: raw, standalone = false }: KeyFactStatementProps) {
  const reading = useReading(raw, 'apr', standalone);
  const terms = useTerms(raw);
  if (!reading.disclosure) return null;
  const { facts } = reading;
  const disclosure = { ...reading.disclosure, ...terms };
  const parts = (
    <>
      <PartOne disclosure={disclosure} facts={facts} />
      <PartTwo disclosure={disclosure} facts={facts} />
      <Annex disclosure={disclosure} />
    </>
  );
  return (
    <Part catalogs={catalogs} name="kfs" css={css}>
      {standalone ? (
        <section className="lv-section kfs" aria-labelledby="kfs-title">
          <h2 id="kfs-title" className="lv-section-title">
            <Trans>Key Fact Statement</Trans>
          </h2>
          {parts}
        </section>
      ) : (
        <div className="kfs">{parts}</div>
      )}
    </Part>
  );
}

function PartOne({ disclosure, facts }: { disclosure: Disclosure; facts: KeyFacts }) {
  const { market } = useLendview();
  const { plural } = useFormat();
  const money = (value: number) => formatCents(value, market);
  const { termDays } = facts;
  const { schedule, proposalId, ordinaryRate } = disclosure;
  const count = schedule.length;
  const disbursed = formatWireDate(disclosure.disbursementDate);
  const first = formatWireDate(schedule[0].date);
  const equal = schedule.every((payment) => payment.amount === schedule[0].amount);
  const instalment = money(cents(schedule[0].amount));
  const apr = formatPercent(facts.shown, 2, market);
  const rate = ordinaryRate && formatPercent(Number(ordinaryRate), 2, market);
  const notes = [...(disclosure.penalCharges ?? []), ...(disclosure.contingentCharges ?? [])];

  return (
    <>
      <h3 className="kfs-part">
        <Trans>Part 1: Interest rate and fees/charges</Trans>
      </h3>
      <dl>
        {proposalId && (
          <Row label={<Trans>Loan proposal number</Trans>}>
            <Reference value={proposalId} />
          </Row>
        )}
        <Row label={<Trans>Sanctioned loan amount</Trans>}>{money(facts.sanctioned)}</Row>
        <Row label={<Trans>Disbursal schedule</Trans>}>
          <Trans>100% upfront, on {disbursed}</Trans>
        </Row>
        <Row label={<Trans>Loan term</Trans>}>
          <Select value={plural(termDays)} _one={`${termDays} day`} other={`${termDays} days`} />
        </Row>
        <Row label={<Trans>Instalments</Trans>}>
          {equal ? (
            <Select
              value={plural(count)}
              _one={`${count} instalment of ${instalment}`}
              other={`${count} instalments of ${instalment} each`}
            />
          ) : (
            <Trans>{count} instalments, as in the repayment schedule</Trans>
          )}
          <span className="kfs-note">
            <Trans>first due {first}</Trans>
          </span>
        </Row>
        {rate && (
          <Row label={<Trans>Interest rate</Trans>}>
            <Trans>{rate} a year</Trans>
          </Row>
        )}
      </dl>
      <h4 className="kfs-group">
        <Trans>Fees and charges</Trans>
      </h4>
      <dl>
        {disclosure.charges.map((charge, index) => {
          const amount = money(cents(charge.amount));
          const tax = money(cents(charge.tax));
          return (
            <Row key={index} label={charge.name}>
              {cents(charge.tax) > 0 ? (
                <Trans>
                  {amount} plus {tax} GST
                </Trans>
              ) : (
                amount
              )}
              <span className="kfs-note">
                {charge.timing === 'upfront' ? (
                  <Trans>one-time, deducted from the disbursal</Trans>
                ) : (
                  <Trans>collected with the instalments</Trans>
                )}
              </span>
            </Row>
          );
        })}
        <Row label={<Trans>Annual Percentage Rate (APR)</Trans>}>{apr}</Row>
      </dl>
      {notes.length > 0 && (
        <>
          <h4 className="kfs-group">
            <Trans>Contingent charges</Trans>
          </h4>
          <dl className="kfs-notes">
            {notes.map((note, index) => (
              <Row key={index} label={note.name}>
                {note.text}
              </Row>
            ))}
          </dl>
        </>
      )}
    </>
  );
}
