import { Trans } from '@lingui/react/macro';
import { useAppLink } from '../../core/navigation';
import { useLendview } from '../../core/provider';

interface OrderActionsProps {
  /** Shown for 174 and 180. */
  onRepay?: () => void;
  /** Shown for 174 and 180 when the server offers an extension (`isDelay`). */
  onExtend?: () => void;
  /** Shows the extension-agreement link: the loan agreement page of this order number. */
  agreementOrderNo?: string;
  /** Shown for 200 when the host can take the borrow-again message. */
  onBorrowAgain?: () => void;
}

/** The order's buttons; each is left out when its callback is absent. */
export function OrderActions({ onRepay, onExtend, agreementOrderNo, onBorrowAgain }: OrderActionsProps) {
  const { paths } = useLendview();
  const link = useAppLink();
  if (!onRepay && !onExtend && agreementOrderNo === undefined && !onBorrowAgain) return null;

  return (
    <div className="lv-actions ld-actions">
      {onRepay && (
        <button type="button" className="lv-button lv-button-primary lv-button-block" onClick={onRepay}>
          <Trans>Repay</Trans>
        </button>
      )}
      {onExtend && (
        <button type="button" className="lv-button lv-button-block" onClick={onExtend}>
          <Trans>Extension</Trans>
        </button>
      )}
      {onBorrowAgain && (
        <button type="button" className="lv-button lv-button-primary lv-button-block" onClick={onBorrowAgain}>
          <Trans>Borrow again</Trans>
        </button>
      )}
      {agreementOrderNo !== undefined && (
        <a className="lv-link ld-agreement" {...link(paths.loanAgreement, { orderNo: agreementOrderNo })}>
          <Trans>Extension agreement</Trans>
        </a>
      )}
    </div>
  );
}
