import { createContext, use } from 'react';

/** Spec section 9: default 3 s, info 2 s, form failure 1 s. */
export const TOAST_DURATION = { default: 3000, info: 2000, form: 1000 } as const;
export type ToastKind = keyof typeof TOAST_DURATION;

export interface Toaster {
  /** Shows `message` for the kind's duration, replacing the one on screen. */
  show(message: string, kind?: ToastKind): void;
}

export interface ToastState {
  message: string;
  id: number;
}

/**
 * A tiny store, so showing a toast re-renders the toast region only, not the screen. It lives in
 * core (not beside the region in ui) because core hooks (`useNavigation`, `useCopy`) show toasts.
 */
export function createToaster() {
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
      timer = setTimeout(() => {
        state = null;
        emit();
      }, TOAST_DURATION[kind]);
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: () => state,
    dispose: () => clearTimeout(timer),
  };
}

export type ToastStore = ReturnType<typeof createToaster>;

export const ToastContext = createContext<ToastStore | null>(null);

/** The screen's toaster. */
export function useToast(): Toaster {
  const toaster = use(ToastContext);
  if (!toaster) throw new Error('lendview: useToast outside a screen.');
  return toaster;
}
