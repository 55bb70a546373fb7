import { payableAmount } from '@lendview/api/validate';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../core/format';
import { useNavigation } from '../../core/navigation';
import { useLendview } from '../../core/provider';
import { defineScreen } from '../../ui';
import { messages as en } from './locales/en';
import { messages as es } from './locales/es';
import { css } from './styles';

const catalogs = { en, es };

/**
 * What the page shows: `result=success` is the provider's report, shown as received and being
 * confirmed; `result=failure`, a failure; anything else is still being processed.
 */
type Outcome = 'success' | 'failure' | 'pending';

/**
 * The repayment result (spec 2.1 `/cityAnd`, "repay yes/no"): an icon and a headline, what
 * happens next, and the way back to the loan details; on failure also to customer service.
 * Query: `result` (`success` | `failure`) and an optional `amount`. No server call.
 *
 * Decision where the spec is silent: a missing or unknown `result` is shown as "being
 * processed", never as a success or a failure the page cannot know.
 *
 * @see docs/screens/repayment-result.md: its decisions where the spec is silent.
 * @example
 * <LendviewProvider {...host} query="result=success&amount=1200"><RepaymentResult /></LendviewProvider>
 */
export const RepaymentResult = defineScreen({ name: 'repayment-result', catalogs, css, Content: Content });

function Content() {
  const { t } = useLingui();
  const { query, paths } = useLendview();
  const { money } = useFormat();
  const { go } = useNavigation();
  const raw = query.get('result');
  const outcome: Outcome = raw === 'success' || raw === 'failure' ? raw : 'pending';
  const paid = payableAmount(query.get('amount'));
  const amount = paid ? money(paid) : '';

  const headline = {
    success: t`Payment sent`,
    failure: t`Payment failed`,
    pending: t`Payment being processed`,
  }[outcome];

  return (
    <>
      <title>{headline}</title>
      <section className="rr-card" data-state={outcome}>
        <OutcomeIcon outcome={outcome} />
        <h1 className="rr-title">{headline}</h1>
        {amount && (
          <p className="rr-amount">
            <span className="lv-visually-hidden">
              <Trans>Amount:</Trans>{' '}
            </span>
            {amount}
          </p>
        )}
        <p className="rr-next">
          {outcome === 'success' && (
            <Trans>
              Thank you. Your payment provider reports that the payment went through. We are confirming it with your lender: it
              can take a few minutes to show in your loan details.
            </Trans>
          )}
          {outcome === 'failure' && (
            <Trans>
              Your payment did not go through. You can try again from your loan details, or contact customer service if the
              problem continues.
            </Trans>
          )}
          {outcome === 'pending' && (
            <Trans>We are confirming your payment. Check your loan details in a few minutes before paying again.</Trans>
          )}
        </p>
      </section>
      <div className="lv-actions">
        <button
          type="button"
          className="lv-button lv-button-primary lv-button-block"
          onClick={() => go(paths.loanDetails, {}, { replace: true })}
        >
          <Trans>Back to loan details</Trans>
        </button>
        {outcome === 'failure' && (
          <button type="button" className="lv-button lv-button-block" onClick={() => go(paths.customerService)}>
            <Trans>Contact customer service</Trans>
          </button>
        )}
      </div>
    </>
  );
}

function OutcomeIcon({ outcome }: { outcome: Outcome }) {
  return (
    <svg className="rr-icon" viewBox="0 0 64 64" width="72" height="72" aria-hidden="true">
      <circle cx="32" cy="32" r="32" fill="currentColor" />
      {outcome === 'success' && (
        <path d="M18 33l9 9 19-20" fill="none" stroke="#fff" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" />
      )}
      {outcome === 'failure' && (
        <path d="M22 22l20 20M42 22 22 42" fill="none" stroke="#fff" strokeWidth="6" strokeLinecap="round" />
      )}
      {outcome === 'pending' && (
        <path d="M32 16v17l10 7" fill="none" stroke="#fff" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" />
      )}
    </svg>
  );
}
