import { payableAmount } from '@lendview/api/validate';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useFormat } from '../../core/format';
import { useResume } from '../../core/native';
import { useNavigation } from '../../core/navigation';
import { useScreenData } from '../../core/screen-data';
import { useLendview } from '../../core/provider';
import { Busy, defineScreen, Loading, Skeleton } from '../../ui';
import { CardList } from './CardList';
import { CodeStep } from './CodeStep';
import { loadCardRepayment } from './load';
import { LoadBoundary } from './LoadBoundary';
import { ProviderPay } from './ProviderPay';
import { messages as en } from './locales/en';
import { messages as es } from './locales/es';
import { css } from './styles';
import { usePayment } from './usePayment';

const catalogs = { en, es };

/**
 * Repayment by bank card (spec 2.15, section 4): the borrower picks one of their cards and pays
 * the session's `withholdingAmount`; when the server asks, a verification-code step confirms it.
 * With no card on file it offers to bind one. When the server offers it (`alipay`), the same
 * amount can be paid on the payment provider's page instead (spec 7.3).
 *
 * @see docs/screens/card-repayment.md: its decisions where the spec is silent.
 * @example
 * <LendviewProvider {...host} session={{ orderId: '174', withholdingAmount: '1200', ... }}><CardRepayment /></LendviewProvider>
 */
export const CardRepayment = defineScreen({
  name: 'card-repayment',
  catalogs,
  css,
  Content: Content,
  Fallback: CardRepaymentLoading,
});

/**
 * The amount this page pays comes from its address (`withholdingAmount`): anything but a plain
 * amount (`-5e3 OR 1`, empty, absurdly large) is never shown nor committed. What is shown and
 * what is committed are the same text (`payableAmount`: `'1200.00'`).
 */
function useAmountToPay(): string | undefined {
  const { session } = useLendview();
  return payableAmount(session.withholdingAmount);
}

function Header() {
  const { money } = useFormat();
  const valid = useAmountToPay();
  const amount = valid ? money(valid) : '';
  return (
    <header className="cr-header">
      <h1 className="cr-title">
        <Trans>Repay by bank card</Trans>
      </h1>
      {amount && (
        <p className="cr-amount">
          <span>
            <Trans>Amount to pay</Trans>
          </span>
          <span className="cr-amount-value">{amount}</span>
        </p>
      )}
    </header>
  );
}

function CardRepaymentLoading() {
  const { t } = useLingui();
  return (
    <>
      <Header />
      <Loading label={t`Loading your bank cards`} cards={[196]}>
        <Skeleton height={48} radius={999} />
      </Loading>
    </>
  );
}

function Content() {
  const { t } = useLingui();
  if (!useAmountToPay()) return <AmountProblem />;
  return (
    <>
      <title>{t`Repay by bank card`}</title>
      <Header />
      <LoadBoundary fallback={t`Query card list failed.`}>
        <Cards />
      </LoadBoundary>
    </>
  );
}

/** No valid amount in the address: nothing can be paid from here; the loan details can start over. */
function AmountProblem() {
  const { t } = useLingui();
  const { paths } = useLendview();
  const { go } = useNavigation();
  return (
    <>
      <title>{t`Repay by bank card`}</title>
      <Header />
      <section className="lv-section" role="alert">
        <p>
          <Trans>
            The amount to pay is missing or not valid, so this payment cannot be made. Please open the repayment again from your
            loan details.
          </Trans>
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
      </div>
    </>
  );
}

function Cards() {
  const { t } = useLingui();
  const { paths } = useLendview();
  const { go } = useNavigation();
  const { data, refresh } = useScreenData(loadCardRepayment);
  const payment = usePayment(data);
  // The card chosen, by id: a list refreshed meanwhile (a card bound in the bank app) keeps it.
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const selected = data.cards.findIndex((card) => card.id === selectedId);
  // Back from the bank or SMS app: fresh cards and token, unless a payment is under way (its
  // step and token stay as they are) or unresolved (then its standing is asked again instead).
  useResume(() => {
    if (payment.settlement === 'unknown') void payment.checkAgain();
    else if (payment.ready) refresh();
  });
  // The bind-card page returns here (spec 2.1 #/addnormalcard carries from=payway).
  const bindCard = () => go(paths.bindCard, { from: 'payway' });
  const provider = data.providerPay && <ProviderPay disabled={!payment.ready} onPay={() => void payment.payOnline()} />;

  if (data.cards.length === 0) {
    return (
      <>
        <section className="lv-section cr-empty" aria-labelledby="cr-empty-title">
          <h2 id="cr-empty-title" className="lv-section-title">
            <Trans>No bank card yet</Trans>
          </h2>
          <button type="button" className="lv-button lv-button-primary lv-button-block" onClick={bindCard}>
            <Trans>Add a bank card</Trans>
          </button>
        </section>
        {provider}
        {payment.busy && <Busy label={t`loading...`} />}
      </>
    );
  }

  function submit() {
    const card = data.cards[selected];
    if (!card) {
      setMissing(true);
      return;
    }
    void payment.submit(card);
  }

  return (
    <>
      <CardList
        cards={data.cards}
        selected={selected}
        onSelect={(index) => {
          setSelectedId(data.cards[index]?.id ?? null);
          setMissing(false);
        }}
        missing={missing}
        disabled={!payment.ready}
      />
      {payment.settlement !== 'settled' && (
        <Settlement checking={payment.settlement === 'checking'} onCheck={() => void payment.checkAgain()} />
      )}
      <div className="lv-actions">
        <button type="button" className="lv-button lv-button-primary lv-button-block" disabled={!payment.ready} onClick={submit}>
          <Trans>Pay now</Trans>
        </button>
        <button type="button" className="lv-link cr-add" disabled={!payment.ready} onClick={bindCard}>
          <Trans>Add a bank card</Trans>
        </button>
      </div>
      {provider}
      {payment.step && (
        <CodeStep busy={payment.busy} onResend={payment.resend} onConfirm={payment.confirm} onCancel={payment.cancel} />
      )}
      {payment.busy && <Busy label={t`loading...`} />}
    </>
  );
}

/**
 * An earlier payment got no answer: Pay now stays off until the API tells where it stands. The
 * notice takes focus when Pay now disables itself under the borrower's finger.
 */
function Settlement({ checking, onCheck }: { checking: boolean; onCheck: () => void }) {
  return (
    <section className="lv-section cr-settlement" role="status" tabIndex={-1} data-focus-fallback>
      <p>
        {checking ? (
          <Trans>We did not get an answer about your payment. Checking whether it went through…</Trans>
        ) : (
          <Trans>We could not confirm your last payment yet. To avoid paying twice, check again in a moment before paying.</Trans>
        )}
      </p>
      {!checking && (
        <button type="button" className="lv-button lv-button-block" onClick={onCheck}>
          <Trans>Check again</Trans>
        </button>
      )}
    </section>
  );
}
