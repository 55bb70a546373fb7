import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog } from '../../ui';

/** Spec 9: "Delayed-repayment text: can be postponed up to 7 days." */
const MAX_DELAY_DAYS = 7;

interface DelayDialogProps {
  open: boolean;
  onClose: () => void;
  /** Confirm: go to the extension page. */
  onExtend: () => void;
  /** The no-need link: go on to repayment. */
  onRepay: () => void;
}

/**
 * The delay reminder (spec 2.13), titled 'Recordatorio'. The spec calls its text "fixed Spanish
 * text": the Spanish market gets exactly that; the English market gets a faithful translation,
 * because a Spanish paragraph in an English page would not be understood (and would be read
 * out with the wrong language by screen readers).
 */
export function DelayDialog({ open, onClose, onExtend, onRepay }: DelayDialogProps) {
  const { t } = useLingui();
  const days = MAX_DELAY_DAYS;
  return (
    <Dialog open={open} title={t`Reminder`} onClose={onClose}>
      <p className="ld-dialog-text">
        <Trans>If you cannot repay on time, apply for an extension: your repayment can be postponed up to {days} days.</Trans>
      </p>
      <div className="ld-dialog-stack">
        <button type="button" className="lv-button lv-button-primary lv-button-block" onClick={onExtend}>
          <Trans>Apply for an extension</Trans>
        </button>
        <button type="button" className="lv-link" onClick={onRepay}>
          <Trans>No need, repay now</Trans>
        </button>
      </div>
    </Dialog>
  );
}
