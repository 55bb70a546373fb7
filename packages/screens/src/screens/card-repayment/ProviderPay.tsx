import { Trans } from '@lingui/react/macro';

/**
 * The payment provider's page as another way to pay (spec 7.3, shown when `repayment-way` sets
 * `alipay`): a plain button under the cards, so the card stays the first choice.
 */
export function ProviderPay({ disabled, onPay }: { disabled: boolean; onPay: () => void }) {
  return (
    <section className="lv-section cr-provider" aria-labelledby="cr-provider-title">
      <h2 id="cr-provider-title" className="lv-section-title">
        <Trans>Other ways to pay</Trans>
      </h2>
      <button type="button" className="lv-button lv-button-block" disabled={disabled} onClick={onPay}>
        <Trans>Pay on our partner&apos;s page</Trans>
      </button>
    </section>
  );
}
