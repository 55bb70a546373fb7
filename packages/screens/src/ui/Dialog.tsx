import { use, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { DialogStackContext } from './dialog-stack';
import { canFocus, focusFallback, tabStops } from './focus';

export interface DialogProps {
  open: boolean;
  /** The visible title; it labels the dialog. */
  title: ReactNode;
  /** Escape (wherever focus is), the native back button and (with `closeOnMask`) a tap on the mask call this. */
  onClose: () => void;
  /**
   * `false` while closing would lose something (money in flight, an offer being recalculated):
   * Escape, back and the mask then do nothing; the dialog's own buttons decide.
   * @defaultValue true
   */
  dismissible?: boolean;
  /** @defaultValue false */
  closeOnMask?: boolean;
  children?: ReactNode;
  /** Buttons at the bottom. */
  actions?: ReactNode;
}

/**
 * A modal dialog: the native `<dialog>` shown with `showModal()`, so the rest of the page is inert
 * for the keyboard, the pointer and the accessibility tree. Focus moves in (the first control, or
 * the title), Tab and Shift+Tab cycle inside, Escape dismisses it wherever focus is, and on close
 * focus returns to the control that opened it, or to a named place when that one is gone
 * ({@link focusFallback}). Its title and buttons stay in view; a long body scrolls between them.
 *
 * @example
 * <Dialog open={open} title={t`Barcode`} onClose={hide} closeOnMask><img ... /></Dialog>
 */
export function Dialog(props: DialogProps) {
  return props.open ? <OpenDialog {...props} /> : null;
}

function OpenDialog({ title, onClose, dismissible = true, closeOnMask = false, children, actions }: DialogProps) {
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const stack = use(DialogStackContext);
  // The latest props for the listeners, so a host passing new inline callbacks re-subscribes nothing.
  const latest = useRef({ onClose, dismissible, closeOnMask });
  useLayoutEffect(() => {
    latest.current = { onClose, dismissible, closeOnMask };
  });

  // A layout effect: the dialog is modal before the browser paints, so no tap reaches the page behind.
  useLayoutEffect(() => {
    const dialog = ref.current!;
    const doc = dialog.ownerDocument;
    // Kept across React's development double run, when focus is already inside.
    opener.current ??= stack
      ? stack.opener(doc.activeElement)
      : doc.activeElement instanceof HTMLElement && doc.activeElement !== doc.body
        ? doc.activeElement
        : null;
    // The server renders it `open` (shown, not modal) so it covers the page before the scripts run.
    // Safari before 15.4 (iOS 14, the engine floor) has no <dialog>: there it stays so, over the
    // page, with the focus trap and Escape below, which are this component's own everywhere.
    const modal = typeof dialog.showModal === 'function';
    if (modal) {
      if (dialog.open) dialog.close();
      dialog.showModal();
    }
    // The first control, as a borrower expects (`showModal` alone may pick the title, focusable by script).
    (tabStops(dialog)[0] ?? dialog.querySelector('h2'))?.focus();
    const dismiss = () => {
      if (latest.current.dismissible) latest.current.onClose();
    };
    const onCancel = (event: Event) => {
      event.preventDefault();
      dismiss();
    };
    // Chromium closes a modal dialog on a repeated Escape without a user activation in between,
    // even when `cancel` was prevented: show it again and leave the decision to `onClose`.
    const onNativeClose = () => {
      if (!modal || !dialog.isConnected || dialog.open) return;
      dialog.showModal();
      dismiss();
    };
    // Escape is handled on the document (focus may have fallen to <body>) and prevented, so the
    // browser makes no close request of it: Chromium would force the second one through.
    // Engines and test DOMs that do not turn Escape into `cancel` close the dialog the same way.
    const onEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || (stack && stack.top()?.element !== dialog)) return;
      event.preventDefault();
      dismiss();
    };
    // WebKit sends Shift+Tab with the key "Unidentified" and the code "Tab".
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Tab' || event.code === 'Tab') keepTabInside(dialog, event);
    };
    // A tap on the dialog element itself is a tap on the mask around the panel.
    const onTap = (event: MouseEvent) => {
      if (latest.current.closeOnMask && event.target === dialog) dismiss();
    };
    const listeners: [EventTarget, string, EventListener][] = [
      [dialog, 'cancel', onCancel],
      [dialog, 'close', onNativeClose],
      [dialog, 'keydown', onKey as EventListener],
      [doc, 'keydown', onEscape as EventListener],
      [dialog, 'click', onTap as EventListener],
    ];
    for (const [target, type, listener] of listeners) target.addEventListener(type, listener);
    const remove = stack?.push({ element: dialog, dismiss });
    return () => {
      for (const [target, type, listener] of listeners) target.removeEventListener(type, listener);
      remove?.();
      if (modal && dialog.open) dialog.close();
      // After React's commit, which restores the selection it saw before and would undo this.
      const root = dialog.closest<HTMLElement>('main') ?? doc.body;
      queueMicrotask(() => {
        const top = stack?.top()?.element;
        if (top?.contains(doc.activeElement)) return;
        const back = opener.current;
        if (canFocus(back) && (!top || top.contains(back))) back.focus();
        else focusFallback(top ?? root);
      });
    };
  }, [stack]);

  // The mask tap (listened to in the effect) is a pointer shortcut only; keyboards and readers
  // close with Escape (caught on the dialog so it works from any control), back, or its buttons.
  return (
    <dialog ref={ref} className="lv-dialog-frame" open aria-modal="true" aria-labelledby={titleId} data-state="open">
      <div className="lv-dialog">
        <h2 id={titleId} className="lv-dialog-title" tabIndex={-1}>
          {title}
        </h2>
        <div className="lv-dialog-body">{children}</div>
        {actions && <div className="lv-dialog-actions">{actions}</div>}
      </div>
    </dialog>
  );
}

/** Tab from the last stop goes to the first, Shift+Tab from the first (or from the title) to the last. */
function keepTabInside(dialog: HTMLDialogElement, event: KeyboardEvent) {
  const stops = tabStops(dialog);
  const active = dialog.ownerDocument.activeElement;
  const first = stops[0];
  const last = stops[stops.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const outside = !stops.includes(active as HTMLElement);
  if (event.shiftKey ? active === first || outside : active === last) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}
