import { Trans } from '@lingui/react/macro';
import { useNavigation } from '../../core/navigation';

interface OrderActionsProps {
  /** Shown for 174 and 180. */
  onRepay?: () => void;
  /** Shown for 174 and 180 when the server offers an extension (`isDelay`). */
  onExtend?: () => void;
  /** The extension agreement's address from the server (`isNewContract`); no link when absent or `""`. */
  agreementUrl?: string;
  /** Shown for 200 when the host can take the borrow-again message. */
  onBorrowAgain?: () => void;
}

/** The order's buttons; each is left out when its callback is absent. */
export function OrderActions({ onRepay, onExtend, agreementUrl, onBorrowAgain }: OrderActionsProps) {
  const { follow } = useNavigation();
  if (!onRepay && !onExtend && !agreementUrl && !onBorrowAgain) return null;

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
      {agreementUrl && (
        // A server address: followed only after the redirect rules (a button, like the loan
        // confirmation's contract link, so an unchecked address never sits in an href).
        <button type="button" className="lv-link ld-agreement" onClick={() => follow(agreementUrl)}>
          <Trans>Extension agreement</Trans>
        </button>
      )}
    </div>
  );
}
