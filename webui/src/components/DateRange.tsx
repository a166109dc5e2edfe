// The Del/Al date filter of the document lists (sales, purchases, returns):
// yyyy-MM-dd values shown as dd/MM/yyyy, today by default, never after today, and "Al" never
// before "Del".
import { todayIso } from '../lib/format';
import { DateInput } from './DateInput';

/** A date range in yyyy-MM-dd. */
export interface Range {
  desde: string;
  hasta: string;
}

/** Today to today, the default of every list. */
export function todayRange(now: Date = new Date()): Range {
  const t = todayIso(now);
  return { desde: t, hasta: t };
}

/** Applies a change of one end, keeping desde ≤ hasta. */
export function changeRange(r: Range, end: 'desde' | 'hasta', value: string): Range {
  if (!value) return r;
  const next = { ...r, [end]: value };
  if (next.desde > next.hasta) {
    if (end === 'desde') next.hasta = value;
    else next.desde = value;
  }
  return next;
}

/** Two dd/MM/yyyy date boxes labelled Del and Al, never after today. */
export function DateRange({ value, onChange }: { value: Range; onChange: (r: Range) => void }) {
  const max = todayIso();
  return (
    <div className="date-range">
      <div className="date-field">
        <span>Del</span>
        <DateInput label="Del" value={value.desde} max={max} onChange={(iso) => onChange(changeRange(value, 'desde', iso ?? ''))} />
      </div>
      <div className="date-field">
        <span>Al</span>
        <DateInput label="Al" value={value.hasta} max={max} onChange={(iso) => onChange(changeRange(value, 'hasta', iso ?? ''))} />
      </div>
    </div>
  );
}
