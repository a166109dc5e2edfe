// The one date box: shows and accepts dd/MM/yyyy whatever the browser's
// language (a native <input type=date> shows 11/23/2026 to an English
// browser), and talks to its parent in yyyy-MM-dd, the format the API uses.
//
// Props:
// - value: yyyy-MM-dd, or '' for none.
// - onChange(iso, valid): called on every keystroke; iso is the yyyy-MM-dd
//   date read from the text, or null when blank, not a date, or after max;
//   valid is false for text that is not an acceptable date.
// - max: yyyy-MM-dd; a later date is refused ("no date after today").
// - min: yyyy-MM-dd; an earlier date is refused.
// - label: the accessible name when no visible <label> points at `id`.
// - id, name, disabled, className: as on <input>.
// - error: a message from the parent (the server's 422) shown under the box.
//
// While focused it shows what was typed; on leaving it shows the date as
// dd/MM/yyyy. "Fecha no válida." (or the max/min rule) appears once the text
// is complete or the box is left, never for a date still being typed. The
// calendar button opens the browser's own picker, whose choice is shown as
// dd/MM/yyyy like anything typed.
import { useState } from 'react';
import { dayFirstText, parseDayFirst } from '../lib/dates';
import { formatDate } from '../lib/format';
import { MSG } from '../lib/messages';
import { useTypedText } from '../lib/useTypedText';
import { Icon } from './Icon';

/** DateInput props (see the file header). */
export interface DateInputProps {
  value: string;
  onChange: (iso: string | null, valid: boolean) => void;
  max?: string;
  min?: string;
  label?: string;
  id?: string;
  name?: string;
  disabled?: boolean;
  className?: string;
  error?: string | null;
}

/** The rule a typed text breaks, or null when it is blank or an acceptable date. */
export function dateProblem(text: string, min?: string, max?: string): string | null {
  if (text.trim() === '') return null;
  const iso = parseDayFirst(text);
  if (!iso) return MSG.invalidDate;
  if (max && iso > max) return `La fecha no puede ser posterior al ${formatDate(max)}.`;
  if (min && iso < min) return `La fecha no puede ser anterior al ${formatDate(min)}.`;
  return null;
}

/** A dd/MM/yyyy date box with a calendar button. */
export function DateInput({ value, onChange, max, min, label, id, name, disabled, className, error }: DateInputProps) {
  const [focused, setFocused] = useState(false);
  const { text, setText, typed } = useTypedText<string | null>(value || null, dayFirstText);
  const problem = dateProblem(text, min, max);
  // A date still being typed ("23/11/20") is not wrong yet.
  const complete = /\d{4}$/.test(text.trim());
  const message = (problem && (!focused || complete) ? problem : null) || error || null;
  const shown = focused || problem ? text : dayFirstText(value);

  const report = (raw: string) => {
    const p = dateProblem(raw, min, max);
    const iso = p ? null : parseDayFirst(raw);
    typed(raw, iso);
    onChange(iso, !p);
  };

  return (
    <span className="date-input">
      <span className="date-input-row">
        <input
          id={id}
          name={name}
          className={`input${message ? ' input-invalid' : ''}${className ? ` ${className}` : ''}`}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder="dd/mm/aaaa"
          maxLength={10}
          aria-label={label}
          aria-invalid={message ? true : undefined}
          disabled={disabled}
          value={shown}
          onFocus={() => setFocused(true)}
          onInput={(e) => report(e.currentTarget.value)}
          onBlur={() => {
            setFocused(false);
            if (!dateProblem(text, min, max)) setText(dayFirstText(value || null));
          }}
        />
        <span className="date-input-pick">
          <span className="btn btn-light" aria-hidden="true">
            <Icon name="calendar" />
          </span>
          <input
            type="date"
            tabIndex={-1}
            aria-hidden="true"
            disabled={disabled}
            value={value}
            max={max}
            min={min}
            onClick={(e) => e.currentTarget.showPicker?.()}
            onChange={(e) => {
              const iso = e.currentTarget.value;
              if (iso) report(dayFirstText(iso));
            }}
          />
        </span>
      </span>
      {message && (
        <span className="field-error" role="alert">
          {message}
        </span>
      )}
    </span>
  );
}
