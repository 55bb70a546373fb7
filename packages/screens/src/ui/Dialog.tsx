import { createContext, use, useEffect, useId, useRef, type ReactNode } from 'react';

/** Open dialogs of a screen, top last: the native `back` event closes the top one. */
export type DialogStack = { close: () => void }[];
export const DialogStackContext = createContext<DialogStack>([]);

export interface DialogProps {
  open: boolean;
  /** The visible title; it labels the dialog. */
  title: ReactNode;
  /** Escape, the native back button, and (with `closeOnMask`) a tap on the mask call this. */
  onClose: () => void;
  /** @defaultValue false */
  closeOnMask?: boolean;
  children?: ReactNode;
  /** Buttons at the bottom. */
  actions?: ReactNode;
}

/**
 * A modal dialog labelled by its title, with focus moved in on open and restored on close. Its
 * title and buttons stay in view; a long body scrolls between them.
 *
 * @example
 * <Dialog open={open} title={t`Barcode`} onClose={hide} closeOnMask><img ... /></Dialog>
 */
export function Dialog({ open, title, onClose, closeOnMask = false, children, actions }: DialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const stack = use(DialogStackContext);
  const latestClose = useRef(onClose);
  latestClose.current = onClose;

  useEffect(() => {
    if (!open) return;
    const previous = panel.current?.ownerDocument.activeElement as HTMLElement | null;
    panel.current?.focus();
    const entry = { close: () => latestClose.current() };
    stack.push(entry);
    return () => {
      stack.splice(stack.indexOf(entry), 1);
      previous?.focus?.();
    };
  }, [open, stack]);

  if (!open) return null;
  return (
    // The mask's click is a pointer shortcut only; keyboards and screen readers close with
    // Escape (below), the native back event or the dialog's own buttons.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      className="lv-mask"
      data-state="open"
      onClick={closeOnMask ? (event) => event.target === event.currentTarget && onClose() : undefined}
    >
      {/* Escape is caught on the dialog itself so it works from whichever control has focus. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={panel}
        className="lv-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={(event) => event.key === 'Escape' && onClose()}
      >
        <h2 id={titleId} className="lv-dialog-title">{title}</h2>
        <div className="lv-dialog-body">{children}</div>
        {actions && <div className="lv-dialog-actions">{actions}</div>}
      </div>
    </div>
  );
}
