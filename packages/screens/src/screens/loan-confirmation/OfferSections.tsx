import type { LoanQuote } from '@lendview/api';
import { Select, Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../core/format';
import { asText } from '../../core/text';
import { ServerImage } from '../../ui';

/** What the borrower is offered: amount, term, rate, the details rows, the coupon and the plan. */
export function OfferSections({ quote }: { quote: LoanQuote }) {
  const { t } = useLingui();
  const { money, date, plural } = useFormat();
  const days = Number(quote.periods);
  // The spec shows the term "in days"; a server sending something that is not a number is shown as sent.
  const dayForm = plural(days);
  const term =
    quote.periods.trim() !== '' && Number.isFinite(days) ? (
      <Select value={dayForm} _one={`${days} day`} other={`${days} days`} />
    ) : (
      quote.periods
    );

  return (
    <>
      <section className="lv-section lc-offer" aria-labelledby="lc-offer-label">
        {quote.productName && (
          <p className="lc-product">
            <ServerImage className="lc-logo" src={quote.productLogo} alt="" width={32} height={32} loading="lazy" />
            {quote.productName}
          </p>
        )}
        <h2 id="lc-offer-label" className="lc-offer-label" data-focus-fallback>
          <Trans>Disbursal amount</Trans>
        </h2>
        <p className="lc-amount">{money(quote.amount)}</p>
        <dl className="lc-terms">
          <div>
            <dt>
              <Trans>Term</Trans>
            </dt>
            <dd>{term}</dd>
          </div>
          <div>
            <dt>
              <Trans>Rate</Trans>
            </dt>
            <dd>
              {quote.loanRate}
              {quote.rateMessage && <span className="lc-rate-message">{quote.rateMessage}</span>}
            </dd>
          </div>
        </dl>
      </section>

      {(quote.details.length > 0 || quote.couponAmount) && (
        <section className="lv-section" aria-labelledby="lc-details">
          <h2 id="lc-details" className="lv-section-title">
            <Trans>Loan details</Trans>
          </h2>
          <dl className="lc-list">
            {quote.details.map((row, index) => (
              <div className="lv-row" key={`${row.label}-${index}`}>
                <dt className="lv-row-label">{row.label}</dt>
                <dd className="lv-row-value">{row.value}</dd>
              </div>
            ))}
            {quote.couponAmount && (
              <div className="lv-row lc-coupon">
                <dt className="lv-row-label">
                  <Trans>Coupon</Trans>
                </dt>
                <dd className="lv-row-value">{money(quote.couponAmount)}</dd>
              </div>
            )}
          </dl>
        </section>
      )}

      {quote.plan.length > 0 && (
        <section className="lv-section" aria-labelledby="lc-plan">
          <h2 id="lc-plan" className="lv-section-title">
            <Trans>Repayment plan</Trans>
          </h2>
          <ol className="lc-plan">
            {quote.plan.map(({ title, amount, payTime: due }, index) => {
              const payTime = asText(date(due));
              const n = index + 1;
              const total = quote.plan.length;
              return (
                <li className="lc-plan-item" key={`${title}-${index}`}>
                  <span className="lc-plan-title">
                    {title}
                    <span className="lc-progress">
                      <span aria-hidden="true">
                        {n}/{total}
                      </span>
                      {/* The title already names the instalment: read "Instalment 1 of 3", not "Instalment instalment 1 of 3". */}
                      <span className="lv-visually-hidden"> {t`${n} of ${total}`}</span>
                    </span>
                  </span>
                  <span className="lc-plan-amount">{money(amount)}</span>
                  <span className="lc-plan-time">
                    <Trans>Pay by {payTime}</Trans>
                  </span>
                </li>
              );
            })}
          </ol>
        </section>
      )}
    </>
  );
}
