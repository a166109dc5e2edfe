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

/** The quick ranges of the reports, in the order they are offered. */
export const QUICK_RANGES = ['Hoy', 'Ayer', 'Esta semana', 'Este mes', 'Mes anterior'] as const;

/** One of QUICK_RANGES. */
export type QuickRange = (typeof QUICK_RANGES)[number];

/** yyyy-MM-dd of a calendar day given as UTC midnight. */
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The dates of a quick range on the La Paz calendar of `now`: weeks start on
 * Monday; "Esta semana" and "Este mes" end today.
 */
export function quickRange(name: QuickRange, now: Date = new Date()): Range {
  const today = todayIso(now);
  const [y, m, d] = today.split('-').map(Number);
  const day = (yy: number, mm: number, dd: number) => isoDay(new Date(Date.UTC(yy, mm - 1, dd)));
  switch (name) {
    case 'Hoy':
      return { desde: today, hasta: today };
    case 'Ayer': {
      const ayer = day(y, m, d - 1);
      return { desde: ayer, hasta: ayer };
    }
    case 'Esta semana': {
      const weekday = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7; // Monday 0
      return { desde: day(y, m, d - weekday), hasta: today };
    }
    case 'Este mes':
      return { desde: day(y, m, 1), hasta: today };
    case 'Mes anterior':
      return { desde: day(y, m - 1, 1), hasta: day(y, m, 0) };
  }
}

/** Buttons that set a quick range; the one matching the dates shows pressed. */
export function QuickRanges({ value, onChange }: { value: Range; onChange: (r: Range) => void }) {
  return (
    <div className="segmented quick-ranges" role="group" aria-label="Rango rápido">
      {QUICK_RANGES.map((name) => {
        const r = quickRange(name);
        const on = r.desde === value.desde && r.hasta === value.hasta;
        return (
          <button key={name} type="button" aria-pressed={on} className={on ? 'active' : undefined} onClick={() => onChange(r)}>
            {name}
          </button>
        );
      })}
    </div>
  );
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
