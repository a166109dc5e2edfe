// Devoluciones (/admin/devoluciones, Super and Administrador): the returns of
// the branch in a date range (today by default), their total and a link to
// each one's detail.
import { useMemo, useState } from 'react';
import { listDevoluciones, type Devolucion } from '../../api/devoluciones';
import { dateTimeColumn } from '../../components/DateRangeList';
import { useBranchId } from '../../components/BranchSelect';
import { DataTable, type Column } from '../../components/DataTable';
import { DateRange, todayRange, type Range } from '../../components/DateRange';
import { Loaded } from '../../components/Feedback';
import { Card, PageHeader } from '../../components/PageHeader';
import { Money } from '../../components/ProductCells';
import { ActionButton, actionsColumn } from '../../components/RowActions';
import { StatCards } from '../../components/StatCards';
import { formatMoney } from '../../lib/format';
import { LIST_POLL_MS, useLive } from '../../lib/live';
import { useLoad } from '../../lib/useLoad';
import { useSession } from '../../lib/useSession';

/** Válido (1) or Anulado. */
export function EstadoDevolucion({ estado }: { estado: number }) {
  return Number(estado) === 1 ? <span className="badge badge-success">Válido</span> : <span className="badge badge-danger">Anulado</span>;
}

/** The returns list screen. */
export function DevolucionesPage() {
  const { session } = useSession();
  const branchId = useBranchId();
  const [range, setRange] = useState<Range>(todayRange);
  const { data, loading, error, reload } = useLoad(
    () => listDevoluciones({ sucursal_id: branchId, fecha_desde: range.desde, fecha_hasta: range.hasta }),
    [branchId, range.desde, range.hasta],
  );
  // A return puts stock back: one registered elsewhere shows at once.
  useLive('stock', () => void reload(), LIST_POLL_MS);
  const rows = data ?? [];
  const total = rows.filter((d) => Number(d.estado) === 1).reduce((s, d) => s + Math.round(Number(d.total) * 100), 0) / 100;

  const columns = useMemo<Column<Devolucion>[]>(
    () => [
      { accessorKey: 'id', header: 'N°', cell: ({ getValue }) => <strong>{getValue()}</strong> },
      dateTimeColumn('fecha', (d) => d.fecha),
      { id: 'venta', header: 'Venta N°', accessorFn: (d) => d.numero_venta ?? d.venta_id },
      { accessorKey: 'cliente', header: 'Cliente', cell: ({ getValue }) => <strong>{getValue()}</strong> },
      { id: 'total', header: 'Total', accessorFn: (d) => Number(d.total), cell: ({ getValue }) => <Money value={getValue()} /> },
      {
        id: 'motivo',
        header: 'Motivo',
        accessorFn: (d) => `${d.motivo} ${d.descripcion ?? ''}`,
        cell: ({ row }) => (
          <span className="date-cell">
            {row.original.motivo}
            {row.original.descripcion && <small>{row.original.descripcion}</small>}
          </span>
        ),
      },
      { id: 'usuario', header: 'Usuario', accessorFn: (d) => d.usuario || d.empleado },
      { id: 'estado', header: 'Estado', accessorFn: (d) => (Number(d.estado) === 1 ? 'Válido' : 'Anulado'), cell: ({ row }) => <EstadoDevolucion estado={row.original.estado} /> },
      actionsColumn((r) => (
        <>
          <ActionButton icon="eye" title="Ver devolución" variant="info" href={`/admin/show-devolucion/${r.id}`} />
          <ActionButton icon="file" title="Ver venta" href={`/admin/show-venta/${r.venta_id}`} />
        </>
      )),
    ],
    [],
  );

  return (
    <>
      <PageHeader title="DEVOLUCIONES" subtitle={`Devoluciones de ventas de la sucursal ${session?.branch?.sucursal ?? session?.user.sucursal ?? ''}.`} />
      <div className="toolbar-card">
        <DateRange value={range} onChange={setRange} />
      </div>
      <StatCards
        stats={[
          { label: 'Total Devoluciones', value: formatMoney(total), icon: 'undo', tone: 'warning' },
          { label: 'Cantidad', value: String(rows.filter((d) => Number(d.estado) === 1).length), icon: 'list', tone: 'info' },
        ]}
      />
      <Card>
        <Loaded waiting={loading && !data} error={error}>
          <DataTable tableId="devoluciones" columns={columns} data={rows} />
        </Loaded>
      </Card>
    </>
  );
}
