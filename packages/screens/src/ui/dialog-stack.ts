import { createContext, use, useSyncExternalStore } from 'react';

export interface OpenDialog {
  element: HTMLDialogElement;
  /** Asks the dialog to close, as Escape would: a dialog that cannot be dismissed ignores it. */
  dismiss: () => void;
}

/**
 * The open dialogs of one screen, top last. The native `back` event dismisses the top one, and
 * the toasts and the busy overlay render inside it: a modal dialog makes the rest of the page
 * inert, which would also silence a live region left outside. One per screen (no module state).
 */
export interface DialogStack {
  /** Adds a dialog on top; returns its removal. */
  push(dialog: OpenDialog): () => void;
  top(): OpenDialog | undefined;
  subscribe(listener: () => void): () => void;
  /** Focus had to leave `from` (it disabled itself or went away) for `to`: noted for {@link DialogStack.opener}. */
  focusMoved(from: Element, to: Element | null): void;
  /**
   * The control a dialog opening now returns focus to: the focused element, or the control focus
   * was moved away from just before (Pay now disables itself while its call runs, then the code step opens).
   */
  opener(active: Element | null): HTMLElement | null;
}

export function createDialogStack(): DialogStack {
  let dialogs: OpenDialog[] = [];
  let moved: { from: Element; to: Element | null } | null = null;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());
  return {
    push(dialog) {
      dialogs = [...dialogs, dialog];
      emit();
      return () => {
        dialogs = dialogs.filter((entry) => entry !== dialog);
        emit();
      };
    },
    top: () => dialogs[dialogs.length - 1],
    focusMoved(from, to) {
      moved = { from, to };
    },
    opener(active) {
      const element = moved && active === moved.to && moved.from.isConnected ? moved.from : active;
      moved = null;
      return element instanceof HTMLElement && element !== element.ownerDocument.body ? element : null;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** `null` outside a screen frame: a dialog there still works, it is only not stacked. */
export const DialogStackContext = createContext<DialogStack | null>(null);

const noDialog = () => null;
const noSubscription = () => () => undefined;

/** The top open dialog's element, where page-level live regions must render; `null` when none is open. */
export function useTopDialog(): HTMLDialogElement | null {
  const stack = use(DialogStackContext);
  return useSyncExternalStore(stack?.subscribe ?? noSubscription, () => stack?.top()?.element ?? null, noDialog);
}
