// CUENTAS COBRADAS / PAGADAS (Super): the payments collected or made in the
// branch in a date range (1 January to today by default), with Ver links to
// the Cobro / Pago screen of their document.
import { useMemo, useState } from 'react';
import { listPagosHechos, type CuentaKind, type PagoHecho } from '../../api/cuentas';
import { useBranchId } from '../../components/BranchSelect';
import { ListCard, RangeBar, dateTimeColumn } from '../../components/DateRangeList';
import type { Column } from '../../components/DataTable';
import type { Range } from '../../components/DateRange';
import { PageHeader } from '../../components/PageHeader';
import { Money } from '../../components/ProductCells';
import { ActionButton, actionsColumn } from '../../components/RowActions';
import { StatCards } from '../../components/StatCards';
import { formatMoney, todayIso } from '../../lib/format';
import { useLoad } from '../../lib/useLoad';
import { KIND } from './common';

/** 1 January of this year to today (La Paz). */
export function yearToDate(now: Date = new Date()): Range {
  const hasta = todayIso(now);
  return { desde: `${hasta.slice(0, 4)}-01-01`, hasta };
}

/** Cuentas cobradas. */
export const CuentasCobradasPage = () => <PagosHechosPage kind="cobrar" />;
/** Cuentas pagadas. */
export const CuentasPagadasPage = () => <PagosHechosPage kind="pagar" />;

/** The paid accounts list of one kind. */
export function PagosHechosPage({ kind }: { kind: CuentaKind }) {
  const k = KIND[kind];
  const branchId = useBranchId();
  const [range, setRange] = useState<Range>(() => yearToDate());
  const { data, loading, error } = useLoad(
    () => listPagosHechos(kind, { sucursal_id: branchId, fecha_desde: range.desde, fecha_hasta: range.hasta }),
    [kind, branchId, range.desde, range.hasta],
  );
  const rows = data ?? [];
  const total = rows.reduce((s, r) => s + Math.round(Number(r.monto) * 100), 0) / 100;

  const columns = useMemo<Column<PagoHecho>[]>(
    () => [
      dateTimeColumn<PagoHecho>('fecha', (r) => r.fecha),
      { accessorKey: 'documento', header: k.doc, cell: ({ getValue }) => <strong>{getValue()}</strong> },
      { accessorKey: 'nombre', header: k.party },
      { accessorKey: 'metodo_pago', header: 'Método de pago' },
      { id: 'monto', header: 'Monto', accessorFn: (r) => Number(r.monto), cell: ({ getValue }) => <Money value={getValue()} /> },
      { accessorKey: 'empleado', header: 'Empleado' },
      actionsColumn((r) => <ActionButton icon="eye" title="Ver" variant="info" href={`${k.detail}/${r.doc_id}`} />),
    ],
    [k],
  );

  return (
    <>
      <PageHeader title={k.paidTitle} />
      <RangeBar withDates range={range} onRange={setRange} />
      <StatCards
        stats={[
          { label: kind === 'cobrar' ? 'Total cobrado' : 'Total pagado', value: formatMoney(total), icon: 'cash', tone: 'success' },
          { label: 'Pagos', value: String(rows.length), icon: 'list', tone: 'info' },
        ]}
      />
      <ListCard tableId={k.paidTable} columns={columns} rows={rows} waiting={loading && !data} error={error} />
    </>
  );
}
