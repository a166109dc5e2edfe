// Reading a date typed as dd/MM/yyyy. Bolivia writes the day first whatever
// language the browser is set to, so the reading never asks the browser.
import { formatDate } from './format';

/**
 * Reads "23/11/2026", "23-11-2026", "23.11.2026", "2/3/2026" or "23112026"
 * into yyyy-MM-dd; null when the text is not a real calendar date.
 */
export function parseDayFirst(text: string): string | null {
  const t = text.trim();
  let m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(t);
  if (!m) {
    const digits = /^(\d{2})(\d{2})(\d{4})$/.exec(t);
    if (!digits) return null;
    m = digits;
  }
  const day = Number(m[1]);
  const month = Number(m[2]);
  const year = Number(m[3]);
  if (year < 1900 || month < 1 || month > 12 || day < 1) return null;
  // Day 0 of the next month is the last day of this one.
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > last) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** A yyyy-MM-dd date as dd/MM/yyyy; empty for none. */
export function dayFirstText(iso: string | null | undefined): string {
  return iso ? formatDate(iso) : '';
}
