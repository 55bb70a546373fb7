import type { Disclosure } from '@lendview/api';
import { cents, type KeyFacts } from '@lendview/api/disclosure';
import { Select, Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { formatCents, formatPercent, formatWireDate } from '../../../core/format-figures';
import { useFormat } from '../../../core/format';
import { useLendview } from '../../../core/provider';

function Row({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="lv-row">
      <dt className="lv-row-label">{label}</dt>
      <dd className="lv-row-value">{children}</dd>
    </div>
  );
}

/**
 * The whole statement, folded: in the order of RBI's Key Facts Statement (sanctioned amount, term,
 * instalments, interest, charges, net disbursed, total to pay, APR, disbursal, look-up) for the
 * English market, and of a Mexican credit's summary ending in the CAT and its date for the Spanish.
 */
export function Statement({ disclosure, facts }: { disclosure: Disclosure; facts: KeyFacts }) {
  const { market } = useLendview();
  const { plural } = useFormat();
  const money = (value: number) => formatCents(value, market);
  const { termDays, lookupDays } = facts;
  const count = disclosure.schedule.length;
  const apr = facts.kind === 'apr';
  const rate = formatPercent(facts.shown, apr ? 2 : 1, market);
  const disbursed = formatWireDate(disclosure.disbursementDate);
  const charges = disclosure.charges.map((charge) => {
    const amount = money(cents(charge.amount));
    const tax = money(cents(charge.tax));
    return (
      <Row key={charge.name} label={charge.name}>
        {cents(charge.tax) > 0 ? (
          <Trans>
            {amount} plus {tax} tax
          </Trans>
        ) : (
          amount
        )}
        <span className="kf-note">
          {charge.timing === 'upfront' ? (
            <Trans>deducted from the disbursement</Trans>
          ) : (
            <Trans>collected with the payments</Trans>
          )}
        </span>
      </Row>
    );
  });

  return (
    <details className="kf-statement">
      <summary>{apr ? <Trans>Full Key Facts Statement</Trans> : <Trans>Full credit summary</Trans>}</summary>
      <dl>
        <Row label={<Trans>Sanctioned loan amount</Trans>}>{money(facts.sanctioned)}</Row>
        <Row label={<Trans>Loan term</Trans>}>
          <Select value={plural(termDays)} _one={`${termDays} day`} other={`${termDays} days`} />
        </Row>
        <Row label={<Trans>Number of instalments</Trans>}>{count}</Row>
        <Row label={<Trans>First instalment due</Trans>}>{formatWireDate(disclosure.schedule[0].date)}</Row>
        <Row label={<Trans>Total interest</Trans>}>{money(facts.totalInterest)}</Row>
        {charges}
        <Row label={<Trans>Net amount you receive</Trans>}>{money(facts.netDisbursed)}</Row>
        <Row label={<Trans>Total amount to pay</Trans>}>{money(facts.totalToPay)}</Row>
        {apr ? (
          <>
            <Row label={<Trans>Annual Percentage Rate (APR)</Trans>}>{rate}</Row>
            <Row label={<Trans>Disbursal</Trans>}>
              <Trans>In one payment on {disbursed}</Trans>
            </Row>
          </>
        ) : (
          <>
            <Row label={<Trans>Total Annual Cost (CAT)</Trans>}>
              <Trans>{rate} without VAT</Trans>
            </Row>
            <Row label={<Trans>CAT calculated on</Trans>}>{disbursed}</Row>
          </>
        )}
        {lookupDays !== undefined && (
          <Row label={<Trans>Look-up period</Trans>}>
            <Select value={plural(lookupDays)} _one={`${lookupDays} day`} other={`${lookupDays} days`} />
          </Row>
        )}
      </dl>
    </details>
  );
}
