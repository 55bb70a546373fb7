import { useEffectEvent, useLayoutEffect, type RefObject } from 'react';

type TextField = HTMLInputElement | HTMLTextAreaElement;

/**
 * The text in a field that differs from the value React gave it: what the borrower typed into the
 * server's HTML before the page was live (a mobile number typed while the scripts still arrived
 * on a slow phone), or what the browser restored there. `undefined` when there is none.
 */
export function typedBeforeLive(field: TextField | null | undefined, value: string): string | undefined {
  const text = field?.value;
  return text === undefined || text === value ? undefined : text;
}

/**
 * Keeps text typed before the page was live. React hydrates a controlled field without touching
 * its text, but the field's state still holds the server's value, and the next render writes it
 * back: the typed text vanished. Once the field is live its text goes to `onText`, the same path
 * as typing (digits kept, caps applied). A field first rendered in the browser has nothing to keep.
 *
 * @example
 * const input = useRef<HTMLInputElement>(null);
 * useTypedBeforeLive(input, mobile, setMobile);
 */
export function useTypedBeforeLive(field: RefObject<TextField | null>, value: string, onText: (text: string) => void): void {
  const keep = useEffectEvent(() => {
    const text = typedBeforeLive(field.current, value);
    if (text !== undefined) onText(text);
  });
  // Before paint, in the commit that makes the field live: no frame shows it emptied.
  useLayoutEffect(() => keep(), []);
}
