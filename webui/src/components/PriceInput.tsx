// The price box of the quotation and catalogue carts: what is typed stays
// while it means the line's price (so "12." can become "12.5"), a third
// decimal is cut, and on leaving the box it shows the stored price — empty
// for 0 (operations.md §5).
import { useEffect, useState } from 'react';
import { clipDecimals, parseQuotePrice, quotePriceText } from '../lib/quotePrice';

/** PriceInput props; `cents` is the line's price, `onChange` gets the typed text. */
export interface PriceInputProps {
  cents: number;
  label: string;
  onChange: (raw: string) => void;
  className?: string;
}

/** An editable price in bolivianos with two decimals. */
export function PriceInput({ cents, label, onChange, className }: PriceInputProps) {
  const [text, setText] = useState(quotePriceText(cents));
  // A price set from outside (a level, Precio Global) shows at once.
  const shown = parseQuotePrice(text) === cents ? text : quotePriceText(cents);
  useEffect(() => {
    if (shown !== text) setText(shown);
  }, [shown]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <input
      className={`input input-sm input-money${className ? ` ${className}` : ''}`}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      placeholder="0.00"
      aria-label={label}
      value={shown}
      onInput={(e) => {
        const raw = clipDecimals(e.currentTarget.value);
        if (raw !== e.currentTarget.value) e.currentTarget.value = raw;
        setText(raw);
        onChange(raw);
      }}
      onBlur={() => setText(quotePriceText(cents))}
    />
  );
}
