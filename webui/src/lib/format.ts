// Display formatting for Bolivia. The locale and time zone are hard-coded on
// purpose: the browser's own settings (or a CI machine in UTC) must never change
// what a user reads. Formatters are built once because Intl constructors are
// slow and lists format thousands of cells.

/** Locale of every formatted value. */
export const LOCALE = 'es-BO';
/** Time zone of every displayed instant. */
export const TIME_ZONE = 'America/La_Paz';

const moneyFormat = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: 'BOB',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

const numberFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 });

const amountFormat = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const shortFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 });

const dateFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

const timeFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

// A plain calendar date (yyyy-MM-dd) names a La Paz day, not an instant; it is
// formatted without any time-zone arithmetic so it cannot shift by a day.
const plainDate = /^(\d{4})-(\d{2})-(\d{2})$/;

function toNumber(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

function toDate(value: unknown): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const d = value instanceof Date ? value : new Date(value as string | number);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** Formats an amount as `Bs 1.234,56` (no-break space, so a cell never splits it); empty for no value. */
export function formatMoney(value: unknown): string {
  const n = toNumber(value);
  return n === null ? '' : moneyFormat.format(n);
}

/**
 * Formats an amount in few characters for a chart's axis: `Bs 850 mil`,
 * `Bs 1,2 mill.`, `Bs 500` (the legend and the tables give the exact figure).
 */
export function formatMoneyShort(value: unknown): string {
  const n = toNumber(value);
  if (n === null) return '';
  const abs = Math.abs(n);
  if (abs >= 1e6) return `Bs\u00a0${shortFormat.format(n / 1e6)}\u00a0mill.`;
  if (abs >= 1e3) return `Bs\u00a0${shortFormat.format(n / 1e3)}\u00a0mil`;
  return `Bs\u00a0${shortFormat.format(n)}`;
}

/** Formats an amount without the currency (`1.234,50`), for dense columns already headed in Bs. */
export function formatAmount(value: unknown): string {
  const n = toNumber(value);
  return n === null ? '' : amountFormat.format(n);
}

/** Formats a plain number with Bolivian separators (`1.234,5`). */
export function formatNumber(value: unknown): string {
  const n = toNumber(value);
  return n === null ? '' : numberFormat.format(n);
}

/** A count with its noun agreeing: countOf(1, 'unidad', 'unidades') → "1 unidad", 4 → "4 unidades". */
export function countOf(n: number, one: string, many: string): string {
  return `${formatNumber(n)} ${Math.abs(n) === 1 ? one : many}`;
}

/** Formats an instant or a yyyy-MM-dd date as dd/MM/yyyy in La Paz. */
export function formatDate(value: unknown): string {
  if (typeof value === 'string') {
    const m = plainDate.exec(value);
    if (m) return `${m[3]}/${m[2]}/${m[1]}`;
  }
  const d = toDate(value);
  return d ? dateFormat.format(d) : '';
}

/** Formats the La Paz wall-clock time of an instant as HH:mm (24 h). */
export function formatTime(value: unknown): string {
  const d = toDate(value);
  return d ? timeFormat.format(d) : '';
}

/** Formats an instant as `dd/MM/yyyy HH:mm` in La Paz. */
export function formatDateTime(value: unknown): string {
  const d = toDate(value);
  return d ? `${dateFormat.format(d)} ${timeFormat.format(d)}` : '';
}

/** Returns today's La Paz calendar date as yyyy-MM-dd, the format filters send. */
export function todayIso(now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}
