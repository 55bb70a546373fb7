import { InTopDialog } from './InTopDialog';

export interface BusyProps {
  /** What is running: the spec's 'loading...', 'saving...' or 'uploading...'. */
  label: string;
  /**
   * Whether taps on the screen wait until the call ends.
   * @defaultValue true
   */
  blocking?: boolean;
}

/**
 * The spec's loading toasts ('loading...', 'saving...', 'uploading...'): a blocking overlay with
 * a spinner while a call runs, announced politely. Buttons that start calls stay disabled meanwhile.
 * Over an open dialog it renders inside that dialog, or the dialog would hide it.
 *
 * @example
 * {saving && <Busy label={t`saving...`} />}
 */
export function Busy({ label, blocking = true }: BusyProps) {
  return (
    <InTopDialog>
      <div className={blocking ? 'lv-busy' : 'lv-busy lv-busy-passive'} role="status" aria-live="polite">
        <span className="lv-busy-box">
          <span className="lv-spinner" aria-hidden="true" />
          {label}
        </span>
      </div>
    </InTopDialog>
  );
}
