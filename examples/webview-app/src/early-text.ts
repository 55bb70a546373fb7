/**
 * Types again what was typed before the page was live (`data-early-text`). Hydration keeps the
 * text on screen, but the screen's state still holds the server's empty value, and its next
 * render writes that back: a mobile number typed on a slow phone vanished. React fires
 * `onChange` only for a value it has not seen: the field is given the server's value through
 * React's own setter, then the typed text through the element's, and an `input` event follows,
 * as if typed now (so the screen's rules apply: digits kept, caps).
 */
export function replayEarlyText(): void {
  for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input[data-early-text]:not([type=checkbox]):not([type=radio]), textarea[data-early-text]',
  )) {
    const text = field.dataset.earlyText ?? '';
    delete field.dataset.earlyText;
    if (!field.isConnected) continue;
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
