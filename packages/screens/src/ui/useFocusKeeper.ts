import { useEffect, type RefObject } from 'react';
import type { DialogStack } from './dialog-stack';
import { canFocus, focusFallback } from './focus';

/**
 * Focus is never lost to `<body>`: when the control that had it disappears or disables itself
 * (a refreshed captcha, a removed image, a button disabled by its own call), focus moves to the
 * top dialog's named place, or the screen's ({@link focusFallback}). A borrower who taps an empty
 * spot (focus on `<body>`, the control still usable) is left alone.
 */
export function useFocusKeeper(root: RefObject<HTMLElement | null>, dialogs: DialogStack): void {
  useEffect(() => {
    const main = root.current;
    if (!main) return;
    const doc = main.ownerDocument;
    let last: Element | null = null;
    const remember = (event: FocusEvent) => {
      last = event.target as Element;
    };
    const check = () => {
      if (!last || (doc.activeElement !== doc.body && doc.activeElement !== null && doc.activeElement !== last)) return;
      if (canFocus(last)) return;
      const lost = last;
      last = null;
      dialogs.focusMoved(lost, focusFallback(dialogs.top()?.element ?? main));
    };
    // Mutations are the moment a control goes away or is disabled. The check waits a microtask,
    // so a closing dialog's own focus return (queued when it closed) goes first.
    const observer = new MutationObserver(() => queueMicrotask(check));
    observer.observe(main, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['disabled', 'hidden', 'inert', 'open'],
    });
    main.addEventListener('focusin', remember);
    return () => {
      observer.disconnect();
      main.removeEventListener('focusin', remember);
    };
  }, [root, dialogs]);
}
