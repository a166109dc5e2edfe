// The one list table of the back-office (foundation.md §2.5): search box,
// page size 10..50, "Filas" count, "Página x de y" with first/prev/next/last,
// sortable headers and the empty text, its view kept per table in localStorage.
// With `serverSearch` the search box asks a server index instead of filtering
// the loaded rows (see DataTableSearch.ts); every other list filters locally.
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import {
  columnFilteringFeature,
  createFilteredRowModel,
  createPaginatedRowModel,
  createSortedRowModel,
  globalFilteringFeature,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type FilterFn,
  type SortFn,
} from '@tanstack/react-table';
import { MSG } from '../lib/messages';
import { EmptyRow } from './Feedback';
import { Icon } from './Icon';
import { DataTablePager, PageSizeOptions } from './DataTablePager';
import { useServerSearch, type ServerSearch } from './DataTableSearch';
import { cellMatches, compareValues, fold, freshView, loadView, saveView, type TableView } from './tableState';
import { ScrollRegion } from './ScrollRegion';

const searchFn: FilterFn<any, any> = (row, columnId, search: string) => cellMatches(row.getValue(columnId), fold(search));
const esSort: SortFn<any, any> = (a, b, columnId) => compareValues(a.getValue(columnId), b.getValue(columnId));

/** The table features every list uses, registered once. */
export const tableFeatureSet = tableFeatures({
  columnFilteringFeature,
  globalFilteringFeature,
  rowSortingFeature,
  rowPaginationFeature,
  filteredRowModel: createFilteredRowModel(),
  sortedRowModel: createSortedRowModel(),
  paginatedRowModel: createPaginatedRowModel(),
  filterFns: { search: searchFn },
  sortFns: { es: esSort },
});

/**
 * Extra column settings: `align: 'right'` for amounts and quantities (header
 * and cells); `secondary` for a column a tablet hides so that the state and
 * the row actions stay on screen (what it shows is also in the row's detail).
 */
export interface ColumnMeta {
  align?: 'right';
  secondary?: boolean;
}

/** The classes of a column's header and cells besides its id. */
function columnClass(def: { meta?: unknown }): string {
  const meta = def.meta as ColumnMeta | undefined;
  return [meta?.align === 'right' ? 'num' : '', meta?.secondary ? 'col-secondary' : ''].filter(Boolean).join(' ');
}

/** A column of a list of T. */
export type Column<T extends object> = ColumnDef<typeof tableFeatureSet, T, any>;

// Start ascending on every column (numeric columns would otherwise start
// descending) and sort text the Spanish way.
const defaultColumn = { sortFn: 'es' as const, sortDescFirst: false, sortUndefined: 'last' as const };

/** DataTable props. */
export interface DataTableProps<T extends object> {
  /** Name of the localStorage slot of this table's view. */
  tableId: string;
  columns: Column<T>[];
  data: T[];
  /** Buttons shown beside the search box (add, PDF...). */
  actions?: ReactNode;
  /** Search through the server instead of the loaded rows; results keep the server's order. */
  serverSearch?: ServerSearch<T>;
  /** Page size the first time the table is seen (one of 10..50); 10 unless given. */
  defaultPageSize?: number;
  /** Placeholder of the search box; "Buscar..." unless given. */
  searchPlaceholder?: string;
  /** false: the view is not remembered (a table showing a different record each visit). */
  persist?: boolean;
  /** Tighter cells, for lists with many columns (prices P1..P6). */
  dense?: boolean;
}

/** A searchable, sortable, paged table. */
export function DataTable<T extends object>({ tableId, columns, data, actions, serverSearch, defaultPageSize, searchPlaceholder, persist = true, dense }: DataTableProps<T>) {
  const [view, setView] = useState<TableView>(() => (persist ? loadView(tableId, defaultPageSize) : freshView(defaultPageSize)));
  useEffect(() => {
    if (persist) saveView(tableId, view);
  }, [tableId, view, persist]);
  const remote = useServerSearch(serverSearch, view.search, data);
  // While the server decides the rows, they are neither filtered nor re-sorted here.
  const byServer = remote.active;

  const table = useTable({
    features: tableFeatureSet,
    columns,
    data: byServer ? remote.rows : data,
    defaultColumn,
    globalFilterFn: 'search',
    // Only accessor columns take part; actions and images opt out.
    getColumnCanGlobalFilter: (column: any) => !!column.accessorFn && column.columnDef.enableGlobalFilter !== false,
    autoResetPageIndex: false,
    enableSorting: !byServer,
    state: {
      globalFilter: serverSearch ? '' : view.search,
      sorting: byServer ? [] : view.sorting,
      pagination: { pageIndex: view.pageIndex, pageSize: view.pageSize },
    },
    onGlobalFilterChange: (u: any) => setView((v) => ({ ...v, search: typeof u === 'function' ? u(v.search) : u, pageIndex: 0 })),
    onSortingChange: (u: any) => setView((v) => ({ ...v, sorting: typeof u === 'function' ? u(v.sorting) : u })),
    onPaginationChange: (u: any) =>
      setView((v) => {
        const p = typeof u === 'function' ? u({ pageIndex: v.pageIndex, pageSize: v.pageSize }) : u;
        return { ...v, pageIndex: p.pageIndex, pageSize: p.pageSize };
      }),
  } as any);

  const rowCount = table.getFilteredRowModel().rows.length;
  const pageCount = Math.max(1, Math.ceil(rowCount / view.pageSize));
  // A remembered page beyond the data (rows were removed) falls back to the last one.
  useEffect(() => {
    if (view.pageIndex > pageCount - 1) setView((v) => ({ ...v, pageIndex: pageCount - 1 }));
  }, [pageCount, view.pageIndex]);

  const rows = table.getRowModel().rows;
  const headerGroups = table.getHeaderGroups();

  return (
    <div className="datatable">
      <div className="datatable-toolbar">
        <label className="page-size">
          <span>Mostrar</span>
          <select
            aria-label="Filas por página"
            value={String(view.pageSize)}
            onChange={(e) => setView((v) => ({ ...v, pageSize: Number(e.currentTarget.value), pageIndex: 0 }))}
          >
            <PageSizeOptions />
          </select>
        </label>
        <div className="datatable-actions">
          <div className={`search-box${remote.pending ? ' searching' : ''}`}>
            <Icon name="search" />
            <input
              type="search"
              placeholder={searchPlaceholder ?? MSG.search}
              value={view.search}
              onInput={(e) => table.setGlobalFilter(e.currentTarget.value)}
            />
            {remote.pending && <span className="spinner search-spinner" aria-label={MSG.loading} />}
          </div>
          {actions}
        </div>
      </div>
      <ScrollRegion>
        <table className={dense ? 'table table-dense' : 'table'}>
          <thead>
            {headerGroups.map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const col = header.column;
                  const sorted = col.getIsSorted();
                  const canSort = col.getCanSort();
                  return (
                    <th
                      key={header.id}
                      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                      className={[`col-${col.id}`, canSort ? 'sortable' : '', columnClass(col.columnDef)].filter(Boolean).join(' ')}
                      onClick={canSort ? col.getToggleSortingHandler() : undefined}
                    >
                      <span className="th-inner">
                        <table.FlexRender header={header} />
                        {canSort && <Icon name={sorted === 'asc' ? 'sortUp' : sorted === 'desc' ? 'sortDown' : 'sort'} className="sort-icon" />}
                      </span>
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <EmptyRow span={columns.length} text={byServer && remote.error ? MSG.loadError : byServer && remote.pending ? MSG.loading : MSG.emptyTable} />
            ) : (
              rows.map((row) => (
                <tr key={row.id}>
                  {row.getAllCells().map((cell) => (
                    // The column id as a class lets the stylesheet widen or wrap long-text columns.
                    <td key={cell.id} className={[`col-${cell.column.id}`, columnClass(cell.column.columnDef)].filter(Boolean).join(' ')}>
                      <table.FlexRender cell={cell} />
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </ScrollRegion>
      <DataTablePager
        rowCount={rowCount}
        pageIndex={Math.min(view.pageIndex, pageCount - 1)}
        pageCount={pageCount}
        onPage={(i) => setView((v) => ({ ...v, pageIndex: i }))}
      />
    </div>
  );
}
