import { InTopDialog } from './InTopDialog';

/**
 * The spec's loading toasts ('loading...', 'saving...', 'uploading...'): a blocking overlay with
 * a spinner while a call runs, announced politely. Buttons that start calls stay disabled meanwhile.
 * Over an open dialog it renders inside that dialog, or the dialog would hide it.
 *
 * @example
 * {saving && <Busy label={t`saving...`} />}
 */
export function Busy({ label }: { label: string }) {
  return (
    <InTopDialog>
      <div className="lv-busy" role="status" aria-live="polite">
        <span className="lv-busy-box">
          <span className="lv-spinner" aria-hidden="true" />
          {label}
        </span>
      </div>
    </InTopDialog>
  );
}
