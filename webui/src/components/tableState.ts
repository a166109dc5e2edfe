// Persistence of a list's view (search, page size, page, sort) in
// localStorage, one key per table, so returning to a list finds it as it was.

/** Page sizes offered by every list. */
export const PAGE_SIZES = [10, 20, 30, 40, 50] as const;
/** Page size of a list seen for the first time. */
export const DEFAULT_PAGE_SIZE = 10;

/** One column's sort. */
export interface SortEntry {
  id: string;
  desc: boolean;
}

/** The remembered view of a list. */
export interface TableView {
  search: string;
  pageSize: number;
  pageIndex: number;
  sorting: SortEntry[];
}

/** The localStorage key of a table. */
export function viewKey(tableId: string): string {
  return `sgc.table.${tableId}`;
}

/** The view of a table seen for the first time. */
export function freshView(pageSize: number = DEFAULT_PAGE_SIZE): TableView {
  return { search: '', pageSize, pageIndex: 0, sorting: [] };
}

/** Reads a table's view, repairing anything missing or out of range; `pageSize` is the first-time page size. */
export function loadView(tableId: string, pageSize: number = DEFAULT_PAGE_SIZE): TableView {
  const view = freshView(pageSize);
  let raw: any = null;
  try {
    raw = JSON.parse(localStorage.getItem(viewKey(tableId)) ?? 'null');
  } catch {
    raw = null;
  }
  if (!raw || typeof raw !== 'object') return view;
  if (typeof raw.search === 'string') view.search = raw.search;
  if ((PAGE_SIZES as readonly number[]).includes(raw.pageSize)) view.pageSize = raw.pageSize;
  if (Number.isInteger(raw.pageIndex) && raw.pageIndex >= 0) view.pageIndex = raw.pageIndex;
  if (Array.isArray(raw.sorting)) {
    view.sorting = raw.sorting
      .filter((s: any) => s && typeof s.id === 'string')
      .map((s: any) => ({ id: s.id, desc: !!s.desc }));
  }
  return view;
}

/** Stores a table's view. */
export function saveView(tableId: string, view: TableView): void {
  localStorage.setItem(viewKey(tableId), JSON.stringify(view));
}

// Search and sort ignore case and accents: "Jose" finds "José".
const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

/** Lower-cases and strips diacritics for matching. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}

/** True when a cell value contains the (already folded) search text. */
export function cellMatches(value: unknown, foldedSearch: string): boolean {
  if (value === null || value === undefined) return false;
  return fold(String(value)).includes(foldedSearch);
}

/** Ascending comparison of two cell values; empty values sort last. */
export function compareValues(a: unknown, b: unknown): number {
  const emptyA = a === null || a === undefined || a === '';
  const emptyB = b === null || b === undefined || b === '';
  if (emptyA || emptyB) return emptyA === emptyB ? 0 : emptyA ? 1 : -1;
  if (typeof a === 'boolean' || typeof b === 'boolean') return Number(a) - Number(b);
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}
