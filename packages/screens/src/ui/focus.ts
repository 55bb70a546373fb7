/**
 * Where focus goes when the control that held it is gone. Named places only, in this order: an
 * element marked `data-focus-fallback` in the scope (a screen marks the control a borrower most
 * likely wants next), else the scope's heading (a dialog's title, or the page's h1). A heading is
 * made focusable by script only (`tabindex=-1`), so it never becomes a Tab stop.
 */
export function focusFallback(scope: HTMLElement): HTMLElement | null {
  const target =
    scope.querySelector<HTMLElement>('[data-focus-fallback]:not([disabled])') ??
    scope.querySelector<HTMLElement>(scope.localName === 'dialog' ? 'h2' : 'h1');
  if (!target) return null;
  if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.focus();
  return target;
}

/** The element can take focus now: in the page, shown, not disabled, not inside an inert or closed part. */
export function canFocus(element: Element | null): element is HTMLElement {
  if (!(element instanceof HTMLElement) || !element.isConnected) return false;
  if ((element as HTMLButtonElement).disabled) return false;
  if (element.closest('[inert], dialog:not([open])')) return false;
  return element.getClientRects().length > 0;
}

const TABBABLE = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

/** The Tab stops inside `scope`, in document order. */
export function tabStops(scope: HTMLElement): HTMLElement[] {
  return [...scope.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) =>
      canFocus(element) &&
      element.tabIndex >= 0 &&
      !(element instanceof HTMLInputElement && element.type === 'hidden') &&
      // Of a radio group only the checked radio (or the first, when none is) is a Tab stop.
      !(element instanceof HTMLInputElement && element.type === 'radio' && !isRadioStop(element)),
  );
}

function isRadioStop(radio: HTMLInputElement): boolean {
  if (radio.checked || !radio.name) return true;
  const group = [...(radio.form ?? radio.ownerDocument).querySelectorAll<HTMLInputElement>('input[type=radio]')].filter(
    (other) => other.name === radio.name,
  );
  return !group.some((other) => other.checked) && group[0] === radio;
}
