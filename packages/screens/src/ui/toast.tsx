import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createToaster, ToastContext, type ToastStore } from '../core/toast';
import { InTopDialog } from './InTopDialog';

export { TOAST_DURATION, useToast, type Toaster, type ToastKind } from '../core/toast';

/**
 * The screen's toasts: one polite live region that is always in the page, so readers hear them.
 * While a modal dialog is open the region lives inside it: the inert page behind is not announced.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toaster] = useState(createToaster);
  useEffect(() => toaster.dispose, [toaster]);
  return (
    <ToastContext value={toaster}>
      {children}
      <ToastRegion toaster={toaster} />
    </ToastContext>
  );
}

function ToastRegion({ toaster }: { toaster: ToastStore }) {
  const toast = useSyncExternalStore(toaster.subscribe, toaster.get, toaster.get);
  return (
    <InTopDialog>
      <div className="lv-toast-region" role="status" aria-live="polite" aria-atomic="true">
        {toast && (
          <p key={toast.id} className="lv-toast">
            {toast.message}
          </p>
        )}
      </div>
    </InTopDialog>
  );
}
