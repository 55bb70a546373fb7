import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTopDialog } from './dialog-stack';

/**
 * Renders its children in the top open modal dialog, or in place when none is open. For the
 * page's live regions and overlays: what a modal dialog leaves outside is inert, so it is neither
 * announced nor shown above the dialog.
 */
export function InTopDialog({ children }: { children: ReactNode }) {
  const dialog = useTopDialog();
  return dialog ? createPortal(children, dialog) : children;
}
