import { Trans, useLingui } from '@lingui/react/macro';
import { orderStatusOf, type OrderCard } from '@lendview/api';
import { asText } from '../../core/text';
import { Dialog, ServerImage } from '../../ui';

/**
 * The order's status in words. The card carries the status code of the order (spec section 4);
 * a borrower cannot read "174", so the codes the spec names get a label. A status the server
 * sends as text, or a code we do not know, is shown as given.
 */
function useStatusText(): (status: string) => string {
  const { t } = useLingui();
  return (status) => {
    switch (orderStatusOf(status)) {
      case 'inReview':
        return t`In review`;
      case 'disbursing':
        return t`Being paid out`;
      case 'failed':
        return t`Not approved`;
      case 'repayable':
        return t`To repay`;
      case 'overdue':
        return t`Overdue`;
      case 'settled':
        return t`Settled`;
      default:
        return status;
    }
  };
}

/** The selected order: logo, product name, status and the server's title/value rows. */
export function OrderSummary({ order }: { order: OrderCard }) {
  const statusText = useStatusText();
  return (
    <div className="ch-order" data-order={order.orderNo}>
      <div className="ch-order-head">
        <ServerImage className="ch-logo" src={order.productLogo} alt="" width={44} height={44} loading="lazy" />
        <p className="ch-product">
          <span className="ch-product-name">{order.productName}</span>
          <span className="ch-order-no lv-muted">
            <OrderNumber orderNo={order.orderNo} />
          </span>
        </p>
        {order.status && (
          <span className="ch-status" data-status={order.status.trim()}>
            {statusText(order.status)}
          </span>
        )}
      </div>
      {order.rows.length > 0 && (
        <dl className="ch-rows">
          {order.rows.map((row, index) => (
            <div className="lv-row" key={index}>
              <dt className="lv-row-label">{row.label}</dt>
              <dd className="lv-row-value">{row.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}

export interface OrderPickerProps {
  open: boolean;
  orders: OrderCard[];
  /** The selected order's number, marked as pressed. */
  selected: string | undefined;
  onPick: (order: OrderCard) => void;
  onClose: () => void;
}

/** The "All" overlay: every order of the user; picking one selects it and closes the overlay. */
export function OrderPicker({ open, orders, selected, onPick, onClose }: OrderPickerProps) {
  const { t } = useLingui();
  const statusText = useStatusText();
  return (
    <Dialog
      open={open}
      title={t`Your orders`}
      onClose={onClose}
      closeOnMask
      actions={
        <button type="button" className="lv-button" onClick={onClose}>
          <Trans>Close</Trans>
        </button>
      }
    >
      <ul className="ch-picker">
        {orders.map((order) => (
          <li key={order.orderNo}>
            <button type="button" className="ch-pick" aria-pressed={order.orderNo === selected} onClick={() => onPick(order)}>
              <ServerImage className="ch-logo" src={order.productLogo} alt="" width={40} height={40} loading="lazy" />
              <span className="ch-product">
                <span className="ch-product-name">{order.productName}</span>
                <span className="ch-order-no">
                  <OrderNumber orderNo={order.orderNo} />
                </span>
              </span>
              {order.status && (
                <span className="ch-status" data-status={order.status.trim()}>
                  {statusText(order.status)}
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}

function OrderNumber({ orderNo: number }: { orderNo: string }) {
  // The server's order number: an element, so `<Trans>` never parses it for tags.
  const orderNo = asText(number);
  return <Trans>Order {orderNo}</Trans>;
}
