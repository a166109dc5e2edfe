// The footer of a list: the row count and page navigation; and the page
// sizes its rows-per-page select offers.
import { Icon } from './Icon';
import { PAGE_SIZES } from './tableState';

/** Pager props; pageIndex is zero-based. */
export interface PagerProps {
  rowCount: number;
  pageIndex: number;
  pageCount: number;
  onPage: (index: number) => void;
}

/** "Filas: n" and "Página x de y" with first, previous, next and last. */
export function DataTablePager({ rowCount, pageIndex, pageCount, onPage }: PagerProps) {
  const first = pageIndex <= 0;
  const last = pageIndex >= pageCount - 1;
  return (
    <div className="datatable-footer">
      <span className="row-count">
        Filas: <strong>{rowCount}</strong>
      </span>
      <div className="pager">
        <button type="button" className="pager-btn" aria-label="Primera página" disabled={first} onClick={() => onPage(0)}>
          <Icon name="chevronsLeft" />
        </button>
        <button type="button" className="pager-btn" aria-label="Página anterior" disabled={first} onClick={() => onPage(pageIndex - 1)}>
          <Icon name="chevronLeft" />
        </button>
        <span className="pager-label">
          Página <strong>{pageIndex + 1}</strong> de <strong>{pageCount}</strong>
        </span>
        <button type="button" className="pager-btn" aria-label="Página siguiente" disabled={last} onClick={() => onPage(pageIndex + 1)}>
          <Icon name="chevronRight" />
        </button>
        <button type="button" className="pager-btn" aria-label="Última página" disabled={last} onClick={() => onPage(pageCount - 1)}>
          <Icon name="chevronsRight" />
        </button>
      </div>
    </div>
  );
}

/** The options of a rows-per-page select: the page sizes every table offers. */
export function PageSizeOptions() {
  return (
    <>
      {PAGE_SIZES.map((n) => (
        <option key={n} value={String(n)}>
          {n}
        </option>
      ))}
    </>
  );
}
