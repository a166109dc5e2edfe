// The pieces the document lists of a branch (VENTAS, COMPRAS, COTIZACIONES,
// CATALOGOS) share: the branch and date-range query (dates only for the roles
// that may choose them; the others get today from the server), the filter
// bar, the table card with its loading and error states, and the date/time
// and client columns. Each list keeps its own columns, cards and actions.
import { useMemo, useState, type ReactNode } from 'react';
import type { StoredSession } from '../lib/session';
import { DateTimeCell } from './DateTimeCell';
import { useBranchId } from './BranchSelect';
import { DataTable, type Column } from './DataTable';
import { DateRange, todayRange, type Range } from './DateRange';
import { LoadError, Loading } from './Feedback';
import { Card } from './PageHeader';

/** The query of a branch's list: with the chosen dates when `withDates`. */
export type RangeQuery = { sucursal_id: number; fecha_desde?: string; fecha_hasta?: string };

/** What useRangeQuery gives: the branch, the range shown in the filter and the query for the list call. */
export interface RangeState<Q extends RangeQuery> {
  branchId: number;
  range: Range;
  setRange: (r: Range) => void;
  filtro: Q;
}

/** With `true` the query always carries the dates. */
export function useRangeQuery(withDates: true): RangeState<Required<RangeQuery>>;
export function useRangeQuery(withDates: boolean): RangeState<RangeQuery>;
export function useRangeQuery(withDates: boolean): RangeState<RangeQuery> {
  const branchId = useBranchId();
  const [range, setRange] = useState<Range>(todayRange);
  const filtro = useMemo<RangeQuery>(
    () => (withDates ? { sucursal_id: branchId, fecha_desde: range.desde, fecha_hasta: range.hasta } : { sucursal_id: branchId }),
    [withDates, branchId, range.desde, range.hasta],
  );
  return { branchId, range, setRange, filtro };
}

/** The branch's name for the subtitles. */
export function branchName(session: StoredSession | null | undefined): string {
  return session?.branch?.sucursal ?? session?.user.sucursal ?? '';
}

/** RangeBar props. */
export interface RangeBarProps {
  /** Show the date range; otherwise `todayNote`. */
  withDates: boolean;
  range: Range;
  onRange: (r: Range) => void;
  /** The note shown instead of the range, e.g. 'Ventas de hoy'. */
  todayNote?: string;
  /** Report buttons at the right. */
  buttons?: ReactNode;
}

/** The filter bar above the cards: the date range (or today's note) and the report buttons. */
export function RangeBar({ withDates, range, onRange, todayNote, buttons }: RangeBarProps) {
  return (
    <div className="toolbar-card">
      {withDates ? <DateRange value={range} onChange={onRange} /> : <span className="filter-note">{todayNote}</span>}
      {buttons && <div className="toolbar-buttons">{buttons}</div>}
    </div>
  );
}

/** ListCard props. */
export interface ListCardProps<T extends object> {
  tableId: string;
  columns: Column<T>[];
  rows: T[];
  /** True before the first answer. */
  waiting: boolean;
  error: unknown;
}

/** The table card: loading, the load error (a 403 shows the server's text) or the table. */
export function ListCard<T extends object>({ tableId, columns, rows, waiting, error }: ListCardProps<T>) {
  return (
    <Card>
      {waiting ? (
        <Loading />
      ) : error ? (
        <LoadError error={error} />
      ) : (
        <DataTable tableId={tableId} columns={columns} data={rows} />
      )}
    </Card>
  );
}

/** A 'Fecha' column: the date with the time under it. */
export function dateTimeColumn<T extends object>(id: string, at: (row: T) => string): Column<T> {
  return {
    id,
    header: 'Fecha',
    accessorFn: at,
    cell: ({ row }) => <DateTimeCell value={at(row.original)} />,
  };
}

/** The 'Cliente' column: the name (by default the razon social) over its NIT/CI; sorted by razon social. */
export function clientColumn<T extends { razon_social: string; nit: string }>(shown: (row: T) => string = (r) => r.razon_social): Column<T> {
  return {
    id: 'cliente',
    header: 'Cliente',
    accessorFn: (r) => `${shown(r)} ${r.nit}`,
    sortFn: (a, b) => (a.original.razon_social || '').localeCompare(b.original.razon_social || '', 'es'),
    cell: ({ row }) => (
      <span className="date-cell">
        <strong>{shown(row.original)}</strong>
        <small>NIT/CI {row.original.nit || '0'}</small>
      </span>
    ),
  };
}
