// The one input for an amount of money, used by every form and editable cell.
//
// Props:
// - value: the amount in centavos, or null for an empty box.
// - onChange(cents, valid, text): called on every keystroke with the amount
//   read from the text (centavos, or null when blank or not a number), whether
//   the text is a valid amount, and the text itself; an invalid text reaches
//   the parent as (null, false, text) so a form can refuse to submit it.
// - label: the accessible name (aria-label) when no visible <label> points
//   at `id`.
// - id, name, placeholder, disabled, className: as on <input>.
// - size: 'sm' for table cells.
// - error: a message from the parent (a rule such as "discount above the
//   subtotal", or the server's 422) shown under the box; "Valor inválido."
//   for text that is not a number takes precedence.
// - invalid: marks the box as wrong (red, aria-invalid) when the reason is
//   shown elsewhere (a cart's line-error row, the cell's title).
// - onBlur(e): called after the box is left (e.relatedTarget says where to).
// - onKeyDown, title: as on <input> (Enter saves a table row, Escape reverts).
//
// Entering the box (Tab or a click) selects its amount, so that typing 100
// over a prefilled 420,00 gives 100, not 100.420,00; a second click places the
// caret. While the box has focus it shows exactly what was typed and never rewrites
// it; when focus leaves, it shows the value as es-BO text (`1.234,50`). It
// accepts "10,50", "10.50", "1.234,50" and "1234.5" (see lib/money.ts). A value
// changed from outside (a price level, a global price) shows at once, even
// while focused, because it is not what the user typed.
import { useEffect, useRef, useState } from 'react';
import { MSG } from '../lib/messages';
import { moneyText, parseMoney } from '../lib/money';
import { useTypedText } from '../lib/useTypedText';

/** MoneyInput props (see the file header). */
export interface MoneyInputProps {
  value: number | null;
  onChange: (cents: number | null, valid: boolean, text: string) => void;
  label?: string;
  id?: string;
  name?: string;
  placeholder?: string;
  disabled?: boolean;
  className?: string;
  size?: 'sm';
  error?: string | null;
  invalid?: boolean;
  onBlur?: (e: FocusEvent) => void;
  onKeyDown?: (e: KeyboardEvent) => void;
  title?: string;
}

/** An editable amount in bolivianos read as centavos. */
export function MoneyInput(props: MoneyInputProps) {
  const { value, onChange, label, id, name, placeholder = '0,00', disabled, className, size, error, invalid: marked, onBlur, onKeyDown, title } = props;
  const [focused, setFocused] = useState(false);
  const { text: current, setText, typed } = useTypedText(value, moneyText);
  const box = useRef<HTMLInputElement>(null);
  // Set on focus: the select waits for the re-render that shows the editable text
  // (setting an input's value moves the caret to its end), and the click's
  // mouseup that would place the caret is skipped once.
  const selectPending = useRef(false);
  const clickPending = useRef(false);
  useEffect(() => {
    if (focused && selectPending.current) {
      selectPending.current = false;
      box.current?.select();
    }
  });
  const invalid = !parseMoney(current).valid;
  const shown = focused || invalid ? current : moneyText(value);
  const message = invalid ? MSG.invalidNumber : error || null;
  const wrong = !!message || !!marked;
  const cls = ['input', size === 'sm' ? 'input-sm' : '', 'input-money', wrong ? 'input-invalid' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  // The wrapper is always there so that an error appearing under the box
  // never remounts the input and takes the caret away.
  return (
    <span className={`money-input${size === 'sm' ? ' money-input-sm' : ''}`}>
      <input
        ref={box}
        id={id}
        name={name}
        className={cls}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        placeholder={placeholder}
        aria-label={label}
        aria-invalid={wrong ? true : undefined}
        disabled={disabled}
        value={shown}
        onFocus={(e) => {
          setFocused(true);
          selectPending.current = clickPending.current = true;
          // Editing starts from what is shown, which reads back as the same amount.
          if (parseMoney(current).valid) setText(moneyText(value));
          e.currentTarget.select();
        }}
        onMouseUp={(e) => {
          if (clickPending.current) e.preventDefault();
          clickPending.current = false;
        }}
        onInput={(e) => {
          // A key typed before the render that selects has already replaced
          // the selection: selecting now would let the next key erase it.
          selectPending.current = false;
          const raw = e.currentTarget.value;
          const p = parseMoney(raw);
          typed(raw, p.cents);
          onChange(p.cents, p.valid, raw);
        }}
        onKeyDown={onKeyDown}
        title={title}
        onBlur={(e) => {
          setFocused(false);
          selectPending.current = clickPending.current = false;
          if (parseMoney(current).valid) setText(moneyText(value));
          onBlur?.(e as unknown as FocusEvent);
        }}
      />
      {message && (
        <span className="field-error" role="alert">
          {message}
        </span>
      )}
    </span>
  );
}
