// Regrouping an amount as it is typed rewrites the input's text ("1,500" → "15,000"): this keeps
// the caret after the same digit instead of letting it jump to the end.
import { useLayoutEffect, useRef, type ChangeEvent } from 'react';
import { amountCharsBefore, caretAfter } from './groupedAmount.ts';

export function useAmountCaret() {
  const caret = useRef<number | null>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);
  /** Call on every change, before the text is regrouped. */
  const rememberCaret = (event: ChangeEvent<HTMLInputElement>) => {
    const target = event.target;
    caret.current = target.selectionStart === null ? null : amountCharsBefore(target.value, target.selectionStart);
  };
  useLayoutEffect(() => {
    const element = inputRef.current;
    if (caret.current === null || !element || element !== document.activeElement) return;
    const position = caretAfter(element.value, caret.current);
    element.setSelectionRange(position, position);
    caret.current = null;
  });
  return { inputRef, rememberCaret };
}
