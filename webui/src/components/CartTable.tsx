// A small paged table for carts, detail modals and detail pages: columns
// render what they like (inputs, badges), rows are paged at a fixed size
// (10 in the carts, 5 in the detail modals) with the list's pager, and the
// page follows the rows (a removed last line goes back a page).
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { parseQuantity } from '../lib/amounts';
import { useTypedText } from '../lib/useTypedText';
import { DataTablePager } from './DataTablePager';
import { EmptyRow } from './Feedback';

/** A column of a CartTable. */
export interface CartColumn<T> {
  header: ReactNode;
  /** The cell; `index` is the row's position in the whole list. */
  cell: (row: T, index: number) => ReactNode;
  /** Class of the header and cells (`num` right-aligns, `center` centres). */
  className?: string;
}

/** CartTable props. */
export interface CartTableProps<T> {
  columns: CartColumn<T>[];
  rows: T[];
  rowKey: (row: T, index: number) => string | number;
  /** Rows per page; all rows when absent. */
  pageSize?: number;
  /** Text of an empty table. */
  empty: ReactNode;
  /** Extra class per row (e.g. `row-void`). */
  rowClass?: (row: T) => string | undefined;
  /** A row under a data row (line errors), spanning the table. */
  below?: (row: T, index: number) => ReactNode;
  /** Rows of the table foot (totals). */
  foot?: ReactNode;
  /** Start on the page of the last row (carts show what was just added). */
  followLast?: boolean;
  className?: string;
}

/** The # column: the row's place in the whole list, from 1. */
export function indexColumn<T>(): CartColumn<T> {
  return { header: '#', className: 'col-index', cell: (_row, i) => i + 1 };
}

/**
 * The Producto column: the name, and under it the code and whatever else
 * the table tells of the line (unit, units, reason), joined with " · ".
 * With clamp a long name stops at two lines and shows whole as its tooltip
 * (the quotation and catalogue carts, whose column is narrow).
 */
export function productColumn<T>(name: (row: T) => string, details: (row: T) => (string | false | null | undefined)[], clamp = false): CartColumn<T> {
  return {
    header: 'Producto',
    className: 'col-product',
    cell: (row) => {
      const sub = details(row).filter(Boolean).join(' · ');
      return (
        <div className="cart-product">
          <strong className={clamp ? 'clamp-2' : undefined} title={clamp ? name(row) : undefined}>
            {name(row)}
          </strong>
          {sub && <small>{sub}</small>}
        </div>
      );
    },
  };
}

/** The page index that keeps `index` in view. */
export function pageOf(index: number, pageSize: number): number {
  return Math.max(0, Math.floor(index / pageSize));
}

/** A compact table with an optional pager. */
export function CartTable<T>({ columns, rows, rowKey, pageSize, empty, rowClass, below, foot, followLast, className }: CartTableProps<T>) {
  const size = pageSize ?? Math.max(rows.length, 1);
  const pageCount = Math.max(1, Math.ceil(rows.length / size));
  const [page, setPage] = useState(() => (followLast ? pageOf(rows.length - 1, size) : 0));
  // A new last row shows its page; fewer rows never leave an empty page.
  const seen = useRef(rows.length);
  useEffect(() => {
    if (followLast && rows.length > seen.current) setPage(pageOf(rows.length - 1, size));
    seen.current = rows.length;
  }, [rows.length]); // eslint-disable-line react-hooks/exhaustive-deps
  const current = Math.min(page, pageCount - 1);
  const start = current * size;
  const slice = rows.slice(start, start + size);
  return (
    <div className={`cart-table${className ? ` ${className}` : ''}`}>
      <div className="table-wrap">
        <table className="table table-compact">
          <thead>
            <tr>
              {columns.map((c, i) => (
                <th key={i} className={c.className}>
                  {/* A column of buttons has no title on screen, but a screen reader names every header. */}
                  {c.header === '' ? <span className="visually-hidden">Acciones</span> : c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {slice.length === 0 ? (
              <EmptyRow span={columns.length} text={empty} />
            ) : (
              slice.map((row, i) => {
                const index = start + i;
                const extra = below?.(row, index);
                return [
                  <tr key={rowKey(row, index)} className={rowClass?.(row)}>
                    {columns.map((c, j) => (
                      <td key={j} className={c.className}>
                        {c.cell(row, index)}
                      </td>
                    ))}
                  </tr>,
                  extra ? (
                    <tr key={`${rowKey(row, index)}-below`} className="row-below">
                      <td colSpan={columns.length}>{extra}</td>
                    </tr>
                  ) : null,
                ];
              })
            )}
          </tbody>
          {foot && <tfoot>{foot}</tfoot>}
        </table>
      </div>
      {pageSize !== undefined && rows.length > 0 && (
        <DataTablePager rowCount={rows.length} pageIndex={current} pageCount={pageCount} onPage={setPage} />
      )}
    </div>
  );
}

/**
 * A quantity box. While focused it shows exactly what is typed and reports
 * each keystroke; the cart decides whether the quantity is acceptable and
 * says so through `error`, shown on the field, so the box, the line's
 * subtotal and what would be submitted always agree. A quantity changed by
 * the cart itself (a second add of the product) shows at once.
 */
export function QtyInput({
  value,
  onChange,
  onCommit,
  label,
  error,
}: {
  value: number;
  onChange: (raw: string) => void;
  /** Called when typing is over: on blur and on Enter. */
  onCommit?: () => void;
  label: string;
  error?: string | null;
}) {
  const [focused, setFocused] = useState(false);
  const { text, setText, typed } = useTypedText(value, String);
  return (
    <span className="money-input money-input-sm">
      <input
        className={`input input-sm input-qty${error ? ' input-invalid' : ''}`}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        aria-label={label}
        aria-invalid={error ? true : undefined}
        value={focused ? text : String(value)}
        onFocus={() => setFocused(true)}
        onInput={(e) => {
          const raw = e.currentTarget.value;
          typed(raw, parseQuantity(raw));
          onChange(raw);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') onCommit?.();
        }}
        onBlur={() => {
          setFocused(false);
          setText(String(value));
          onCommit?.();
        }}
      />
      {error && (
        <span className="field-error" role="alert">
          {error}
        </span>
      )}
    </span>
  );
}
