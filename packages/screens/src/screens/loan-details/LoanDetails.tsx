import { isRepayableStatus, ORDER_STATUS, type OrderDetails } from '@lendview/api';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useAction } from '../../core/action';
import { useCapability, useResume } from '../../core/native';
import { useNavigation } from '../../core/navigation';
import { useScreenData } from '../../core/screen-data';
import { FROM_REPAYMENT } from '../../core/paths';
import { useLendview } from '../../core/provider';
import { defineLoader } from '../../core/data';
import { Deferred, defineScreen, Loading, ServerImage, Skeleton } from '../../ui';
import { DelayDialog } from './DelayDialog';
import { loadLoanDetails } from './load';
import { loadLookupExit } from './lookup/load';
import { messages as en } from './locales/en';
import { messages as es } from './locales/es';
import { visibleRows } from './status';
import { StatusCard } from './StatusCard';
import { css } from './styles';
import { OrderActions } from './OrderActions';

const catalogs = { en, es };

/** The rating and thank-you dialogs: their own chunk, loaded only when the server asks for a score. */
const loadRating = defineLoader('loan-details:rating', () => import('./RatingDialog').then((module) => module.Rating), {
  serializable: false,
});

/** Spec 9: a score of 4 or more goes to the native rating; under 4 shows a thank-you. */
const NATIVE_RATING_FROM = 4;

type Modal = 'none' | 'rating' | 'thanks' | 'delay';

/**
 * Loan details (spec 2.13, section 4): the order's status, product and detail rows, the look-up
 * exit while its period runs, the Repay, Extension and Borrow again actions, the rating,
 * thank-you and delay reminder modals. It reloads when the native app shows the web view again
 * (`resume`).
 *
 * @see docs/screens/loan-details.md: its decisions where the spec is silent.
 * @example
 * <LendviewProvider {...host} session={{ productId: '1', orderId: '174', ...session }}><LoanDetails /></LendviewProvider>
 */
export const LoanDetails = defineScreen({
  name: 'loan-details',
  catalogs,
  css,
  Content: LoanDetailsContent,
  Fallback: LoanDetailsLoading,
});

function LoanDetailsLoading() {
  const { t } = useLingui();
  return (
    <Loading label={t`Loading your loan`} cards={[112, 248]}>
      <Skeleton height={48} radius={24} />
    </Loading>
  );
}

function LoanDetailsContent() {
  const { t } = useLingui();
  const { bridge, session, paths, query } = useLendview();
  const { go, follow } = useNavigation();
  const rating = useAction();
  const borrowing = useAction();
  const { data: order, refresh } = useScreenData(loadLoanDetails);
  useResume(refresh);
  const canBorrowAgain = useCapability('borrowAgain');
  const [modal, setModal] = useState<Modal>('none');
  const [stars, setStars] = useState(0);
  // The rating opens by itself whenever a load says the server wants a score (`isScore`): on
  // opening and on each `resume` refresh, as the web view the spec describes reloads each time
  // it is shown. A modal the borrower has open is never replaced.
  useEffect(() => {
    if (order.ratingRequested) setModal((open) => (open === 'none' ? 'rating' : open));
  }, [order]);

  // Spec 4: closing any modal resets the stars to 0.
  const close = () => {
    setModal('none');
    setStars(0);
  };

  const repay = () => {
    close();
    if (order.repayUrl) follow(order.repayUrl);
    else go(paths.repay);
  };
  const extend = () => {
    close();
    go(paths.extension);
  };

  function rated(score: number) {
    if (score < NATIVE_RATING_FROM) {
      setStars(0);
      setModal('thanks');
      return;
    }
    close();
    // The score is saved; a host without a rating screen only loses the store prompt (no toast).
    void rating.run(() => bridge.openRating(), { errorText: false });
  }

  // The bridge sends the product id before any `?` (the page address may glue a query to it).
  const borrowAgain = () => void borrowing.run(() => bridge.borrowAgain(session.productId ?? ''));

  const repayable = isRepayableStatus(order.status);
  const extensionShown = repayable && order.extensionAvailable;

  return (
    <>
      <title>{t`Loan details`}</title>
      <StatusCard order={order} />
      {/* The card payment lands here when it went through; the order's status may lag behind. */}
      {query.get('from') === FROM_REPAYMENT && (
        <div className="lv-section ld-paid" role="status">
          <Trans>Payment received. It can take a few minutes to show in your loan details.</Trans>
        </div>
      )}
      <OrderSummary order={order} />
      <OrderActions
        // With an extension on offer, Repay first reminds the borrower of it (the delay
        // reminder); its no-need link goes on to repayment.
        onRepay={repayable ? () => (extensionShown ? setModal('delay') : repay()) : undefined}
        onExtend={extensionShown ? extend : undefined}
        // Spec 2.13 and 3: the extension-agreement link is the order's `isNewContract`.
        agreementUrl={extensionShown ? order.contractUrl : undefined}
        onBorrowAgain={order.status === ORDER_STATUS.settled && canBorrowAgain ? borrowAgain : undefined}
      />
      {/* After the actions: arriving with its chunk, it moves nothing on screen. A failed or settled
          loan has nothing to leave. */}
      {order.lookup !== undefined && order.status !== ORDER_STATUS.failed && order.status !== ORDER_STATUS.settled && (
        <Deferred load={loadLookupExit} props={{ lookup: order.lookup }} />
      )}
      {(modal === 'rating' || modal === 'thanks') && (
        <Deferred load={loadRating} props={{ open: modal, stars, onStars: setStars, onClose: close, onRated: rated }} />
      )}
      <DelayDialog open={modal === 'delay'} onClose={close} onExtend={extend} onRepay={repay} />
    </>
  );
}

/** The product and the detail rows that have a value (none for a failed order). */
function OrderSummary({ order }: { order: OrderDetails }) {
  const rows = visibleRows(order);
  if (!order.productName && rows.length === 0) return null;
  return (
    <section className="lv-section ld-summary" aria-labelledby="ld-product">
      <h2 id="ld-product" className="ld-product">
        <ServerImage className="ld-logo" src={order.productLogo} alt="" width={40} height={40} loading="lazy" />
        {order.productName || <Trans>Your loan</Trans>}
      </h2>
      {rows.length > 0 && (
        <dl className="ld-rows">
          {rows.map((row, index) => (
            <div className="lv-row" key={`${row.label}-${index}`}>
              <dt className="lv-row-label">{row.label}</dt>
              <dd className="lv-row-value">{row.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
