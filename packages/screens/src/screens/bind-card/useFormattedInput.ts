import { useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import { reformat } from './format';

/**
 * A controlled input whose text is reformatted as it is typed or pasted, with the caret kept
 * after the same digit (a controlled input would otherwise jump it to the end).
 *
 * @example
 * const card = useFormattedInput(formatCardNumber);
 * <input ref={card.ref} value={card.value} onChange={card.onChange} />
 */
export function useFormattedInput(format: (text: string) => string, onEdit?: () => void) {
  const [value, setValue] = useState('');
  const ref = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);

  useLayoutEffect(() => {
    if (caret.current === null) return;
    ref.current?.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  return {
    ref,
    value,
    onChange(event: ChangeEvent<HTMLInputElement>) {
      const input = event.target;
      const next = reformat(value, input.value, input.selectionStart ?? input.value.length, format);
      caret.current = next.caret;
      setValue(next.value);
      onEdit?.();
    },
  };
}
