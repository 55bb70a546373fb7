import { createContext, use, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { InTopDialog } from './InTopDialog';

/** Spec section 9: default 3 s, info 2 s, form failure 1 s. */
export const TOAST_DURATION = { default: 3000, info: 2000, form: 1000 } as const;
export type ToastKind = keyof typeof TOAST_DURATION;

export interface Toaster {
  /** Shows `message` for the kind's duration, replacing the one on screen. */
  show(message: string, kind?: ToastKind): void;
}

interface ToastState { message: string; id: number }

/** A tiny store, so showing a toast re-renders the toast region only, not the screen. */
function createToaster() {
  let state: ToastState | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let count = 0;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());
  return {
    show(message: string, kind: ToastKind = 'default') {
      if (!message) return;
      clearTimeout(timer);
      state = { message, id: ++count };
      emit();
      timer = setTimeout(() => { state = null; emit(); }, TOAST_DURATION[kind]);
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: () => state,
    dispose: () => clearTimeout(timer),
  };
}

const ToastContext = createContext<ReturnType<typeof createToaster> | null>(null);

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

function ToastRegion({ toaster }: { toaster: ReturnType<typeof createToaster> }) {
  const toast = useSyncExternalStore(toaster.subscribe, toaster.get, toaster.get);
  return (
    <InTopDialog>
      <div className="lv-toast-region" role="status" aria-live="polite" aria-atomic="true">
        {toast && <p key={toast.id} className="lv-toast">{toast.message}</p>}
      </div>
    </InTopDialog>
  );
}

/** The screen's toaster. */
export function useToast(): Toaster {
  const toaster = use(ToastContext);
  if (!toaster) throw new Error('lendview: useToast outside a screen.');
  return toaster;
}
