// The text of a box that edits a typed value (money, a date): what the user
// types stays exactly as typed, and a value set from outside (a price level,
// a reset after saving) replaces it. Shared by MoneyInput and DateInput so
// both behave the same.
import { useEffect, useRef, useState } from 'react';

/**
 * Returns the current text and `typed(raw, parsed)`, to call on each
 * keystroke with the raw text and the value it reports to the parent.
 * A new `value` that differs from the last reported one was set from
 * outside and replaces the text; a parent that keeps its old value after an
 * invalid keystroke does not.
 */
export function useTypedText<T>(value: T, format: (v: T) => string) {
  const [text, setText] = useState(() => format(value));
  const reported = useRef<T>(value);
  const seen = useRef<T>(value);
  let current = text;
  if (value !== seen.current) {
    seen.current = value;
    if (value !== reported.current) {
      reported.current = value;
      current = format(value);
    }
  }
  useEffect(() => {
    if (current !== text) setText(current);
  }, [current, text]);
  const typed = (raw: string, parsed: T) => {
    reported.current = parsed;
    setText(raw);
  };
  return { text: current, setText, typed };
}
