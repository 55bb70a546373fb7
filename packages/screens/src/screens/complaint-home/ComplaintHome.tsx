import { Trans, useLingui } from '@lingui/react/macro';
import { type ComplaintInit, type OrderCard } from '@lendview/api';
import { useMemo, useState, useSyncExternalStore } from 'react';
import { useStorage } from '../../core/provider';
import { useAppLink } from '../../core/navigation';
import { useResume } from '../../core/native';
import { useScreenData } from '../../core/screen-data';
import { useLendview } from '../../core/provider';
import { GrievanceContacts } from '../../shared/grievance';
import { defineScreen, Loading } from '../../ui';
import { loadComplaintHome } from './load';
import { messages as en } from './locales/en';
import { messages as es } from './locales/es';
import { OrderPicker, OrderSummary } from './OrderCard';
import { css } from './styles';
import { TypeChooser } from './TypeChooser';

const catalogs = { en, es };

/** Where the chosen order number survives a reload: `lendview:complaint-order`. */
const ORDER_KEY = 'complaint-order';

/**
 * Complaint home (spec 2.2): the selected order (changed through the "All" overlay and
 * remembered in storage), the question types, and a link to "My complaints". Type 1
 * (collection) needs an order that allows it and then a sub-type; any other type opens the form.
 *
 * @see docs/screens/complaint-home.md: its decisions where the spec is silent.
 * @example
 * <LendviewProvider {...host}><ComplaintHome /></LendviewProvider>
 */
export const ComplaintHome = defineScreen({
  name: 'complaint-home',
  catalogs,
  css,
  Content: ComplaintHomeContent,
  Fallback: ComplaintHomeLoading,
});

function Header() {
  const { paths } = useLendview();
  const link = useAppLink();
  return (
    <header className="ch-header">
      <h1 className="ch-title">
        <Trans>Complaints and suggestions</Trans>
      </h1>
      <a className="ch-mine" {...link(paths.complaintList)}>
        <Trans>My complaints</Trans>
      </a>
    </header>
  );
}

function ComplaintHomeLoading() {
  const { t } = useLingui();
  return (
    <>
      <Header />
      <Loading label={t`Loading your orders`} cards={[196, 176]} />
    </>
  );
}

/** Every order once: the pre-selected one may be missing from `orders`. */
function allOrders(data: ComplaintInit): OrderCard[] {
  const { order, orders } = data;
  return order && !orders.some((o) => o.orderNo === order.orderNo) ? [order, ...orders] : orders;
}

/**
 * The order shown first. The host's order (`session.orderId`, pre-selected by the server) wins:
 * a page opened from one order's screen is about that order. Without one, the order chosen last
 * time (storage) if the user still has it, else the server's pick. No order at all is allowed:
 * non-collection types need none.
 */
function initialOrder(data: ComplaintInit, orders: OrderCard[], sessionOrder: string | undefined, remembered: string | null) {
  const find = (orderNo: string | null | undefined) => (orderNo ? orders.find((o) => o.orderNo === orderNo) : undefined);
  if (sessionOrder) return data.order ?? find(sessionOrder) ?? find(remembered) ?? null;
  return find(remembered) ?? data.order ?? null;
}

/** Storage does not tell when it changes: the remembered order is read once. */
const unchanging = () => () => undefined;

function ComplaintHomeContent() {
  const { t } = useLingui();
  const { session } = useLendview();
  const storage = useStorage();
  const { data, refresh } = useScreenData(loadComplaintHome);
  useResume(refresh);
  const orders = useMemo(() => allOrders(data), [data]);
  // Storage is the page's, not the server's: a page hydrating server HTML reads it after.
  const remembered = useSyncExternalStore(
    unchanging,
    () => storage.get(ORDER_KEY),
    () => null,
  );
  // By number: data refreshed on resume shows the chosen order's new status.
  const [chosen, setChosen] = useState<string>();
  const order = orders.find((o) => o.orderNo === chosen) ?? initialOrder(data, orders, session.orderId, remembered);
  const [picking, setPicking] = useState(false);

  function pick(next: OrderCard) {
    setChosen(next.orderNo);
    storage.set(ORDER_KEY, next.orderNo);
    setPicking(false);
  }

  return (
    <>
      <title>{t`Complaints and suggestions`}</title>
      <Header />
      <section className="lv-section" aria-labelledby="ch-order-title">
        <div className="ch-order-bar">
          <h2 id="ch-order-title" className="lv-section-title">
            <Trans>Order</Trans>
          </h2>
          {orders.length > 0 && (
            <button
              type="button"
              className="lv-button ch-all"
              aria-label={t`All orders`}
              aria-haspopup="dialog"
              onClick={() => setPicking(true)}
            >
              <Trans>All</Trans>
            </button>
          )}
        </div>
        {order && <OrderSummary order={order} />}
        {!order && orders.length > 0 && (
          <p className="lv-muted">
            <Trans>No order selected. Tap All to choose one, or pick a question type below.</Trans>
          </p>
        )}
        {orders.length === 0 && (
          <p className="lv-muted">
            <Trans>You have no orders yet. You can still send us a question or suggestion below.</Trans>
          </p>
        )}
      </section>
      <TypeChooser key={order?.orderNo ?? ''} types={data.types} subTypes={data.subTypes} order={order} />
      <GrievanceContacts />
      <OrderPicker open={picking} orders={orders} selected={order?.orderNo} onPick={pick} onClose={() => setPicking(false)} />
    </>
  );
}
