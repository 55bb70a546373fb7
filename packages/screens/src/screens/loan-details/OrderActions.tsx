import { sessionQuery } from '@lendview/api';
import { Trans } from '@lingui/react/macro';
import { useNavigation } from '../../core/navigation';
import { useLendview } from '../../core/provider';
import { withQuery } from '../../core/redirect';

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
  const { session, paths } = useLendview();
  const { go } = useNavigation();
  if (!onRepay && !onExtend && agreementOrderNo === undefined && !onBorrowAgain) return null;
  const agreement = agreementOrderNo !== undefined && { path: paths.loanAgreement, params: { orderNo: agreementOrderNo } };

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
      {agreement && (
        <a
          className="lv-link ld-agreement"
          // A real address (open in new tab, copy link); a plain tap routes inside the app.
          href={withQuery(withQuery(agreement.path, agreement.params), sessionQuery(session))}
          onClick={(event) => {
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
            event.preventDefault();
            go(agreement.path, agreement.params);
          }}
        >
          <Trans>Extension agreement</Trans>
        </a>
      )}
    </div>
  );
}
