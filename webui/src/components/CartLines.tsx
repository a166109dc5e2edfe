// The editable carts of the document screens (sale, purchase, quotation,
// catalogue) are the same CartTable underneath: paged, following the last
// line added, the cart icon with the empty text, a line with server errors
// marked and its messages under it, and a trash button per line. Only the
// columns and what a removal does differ, so those are what a cart passes.
import type { ReactNode } from 'react';
import { CartTable, type CartColumn } from './CartTable';
import { Icon } from './Icon';

/** CartLines props. */
export interface CartLinesProps<T> {
  columns: CartColumn<T>[];
  rows: T[];
  /** The line's key, also the key of its errors in `lineErrors`. */
  lineKey: (row: T) => string | number;
  pageSize: number;
  /** Text of the empty cart; 'No hay productos en el carrito.' by default. */
  emptyText?: ReactNode;
  /** Messages of the server per line (422 answers), by line key. */
  lineErrors: Record<string | number, string[] | undefined>;
  className?: string;
}

/** A cart's table of lines with their errors. */
export function CartLines<T>({ columns, rows, lineKey, pageSize, emptyText = 'No hay productos en el carrito.', lineErrors, className }: CartLinesProps<T>) {
  const errorsOf = (l: T) => lineErrors[lineKey(l)];
  return (
    <CartTable
      className={className}
      columns={columns}
      rows={rows}
      rowKey={(l) => lineKey(l)}
      pageSize={pageSize}
      followLast
      empty={
        <span className="cart-empty">
          <Icon name="cart" size={28} />
          {emptyText}
        </span>
      }
      rowClass={(l) => (errorsOf(l)?.length ? 'row-error' : undefined)}
      below={(l) => {
        const errs = errorsOf(l);
        return errs?.length ? (
          <div className="line-errors" role="alert">
            {errs.map((m, i) => (
              <div key={i}>{m}</div>
            ))}
          </div>
        ) : null;
      }}
    />
  );
}

/** The last column of a cart: the trash button that removes the line. */
export function removeColumn<T extends { producto: string }>(onRemove: (row: T) => void, header: ReactNode = ''): CartColumn<T> {
  return {
    header,
    className: 'center col-remove',
    cell: (l) => (
      <button type="button" className="action-btn action-danger" title="Quitar del carrito" aria-label={`Quitar ${l.producto}`} onClick={() => onRemove(l)}>
        <Icon name="trash" />
      </button>
    ),
  };
}
