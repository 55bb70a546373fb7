import { Trans, useLingui } from '@lingui/react/macro';
import type { PaymentChannel } from '@lendview/api';
import { Dialog, ServerImage } from '../../ui';

export interface BarcodeDialogProps {
  /** The channel whose barcode is shown; `null` keeps the dialog closed. */
  channel: PaymentChannel | null;
  onClose: () => void;
}

/**
 * The barcode modal (spec 2.10, 2.11): titled barcode, a scan-to-pay message and the image.
 * Closes on a tap on the mask, Escape, the native back button and its Close button.
 */
export function BarcodeDialog({ channel, onClose }: BarcodeDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog
      open={channel !== null}
      title={t`Barcode`}
      onClose={onClose}
      closeOnMask
      actions={
        <button type="button" className="lv-button lv-button-primary" onClick={onClose}>
          <Trans>Close</Trans>
        </button>
      }
    >
      <p className="rp-barcode-text">
        <Trans>Scan this barcode at the counter to pay.</Trans>
      </p>
      <ServerImage
        className="rp-barcode"
        src={channel?.barcodeImage}
        alt={t`Barcode of ${channel?.description ?? ''}`}
        width={300}
        height={96}
        fallback={
          <p className="lv-muted">
            <Trans>The barcode is not available. Please use the code instead.</Trans>
          </p>
        }
      />
    </Dialog>
  );
}
