// INGRESOS and GASTOS (the five staff roles; Super and Administrador choose
// the branch): the branch's entries in a date range (today by default) with
// the total card, the add/edit modal, activate/deactivate, PDF and Excel. A
// correction moves cash on the day it is made (the server does it).
import { useMemo, useState } from 'react';
import { libroExcelPath, libroReportePath, listMovimientos, toggleMovimiento, type Libro, type Movimiento } from '../../api/dinero';
import { openPdf } from '../../api/downloads';
import { ListCard, RangeBar, branchName, dateTimeColumn, useRangeQuery } from '../../components/DateRangeList';
import type { Column } from '../../components/DataTable';
import { ExcelButton } from '../../components/ExcelButton';
import { Icon } from '../../components/Icon';
import { PageHeader } from '../../components/PageHeader';
import { Money } from '../../components/ProductCells';
import { ActionButton, actionsColumn, ToggleButton } from '../../components/RowActions';
import { StatCards } from '../../components/StatCards';
import { useToast } from '../../components/Toast';
import { estadoColumn, useEstadoToggle } from '../../components/useEstadoToggle';
import { useActionKeys } from '../../lib/documentKey';
import { formatMoney } from '../../lib/format';
import { MSG } from '../../lib/messages';
import { useLoad } from '../../lib/useLoad';
import { useSession } from '../../lib/useSession';
import { MovimientoModal } from './MovimientoModal';

/** INGRESOS. */
export const IngresosPage = () => <MovimientosPage libro="ingresos" />;
/** GASTOS. */
export const GastosPage = () => <MovimientosPage libro="gastos" />;

/** The Ingresos or Gastos screen. */
export function MovimientosPage({ libro }: { libro: Libro }) {
  const { session } = useSession();
  const toast = useToast();
  const { branchId, range, setRange, filtro } = useRangeQuery(true);
  const { data, loading, error, reload } = useLoad(() => listMovimientos(libro, filtro), [libro, filtro]);
  const [editing, setEditing] = useState<Movimiento | 'new' | null>(null);
  const estadoKeys = useActionKeys();
  const estado = useEstadoToggle<Movimiento>((id) => estadoKeys.run(id, (key) => toggleMovimiento(libro, id, key)), reload);
  const title = libro === 'ingresos' ? 'INGRESOS' : 'GASTOS';
  const noun = libro === 'ingresos' ? 'Ingreso' : 'Gasto';
  const rows = data?.data ?? [];

  const columns = useMemo<Column<Movimiento>[]>(
    () => [
      { accessorKey: 'id', header: 'N°', cell: ({ getValue }) => <strong>{getValue()}</strong> },
      dateTimeColumn<Movimiento>('fecha', (r) => r.fecha),
      {
        id: 'concepto',
        header: 'Concepto',
        accessorFn: (r) => `${r.concepto} ${r.numero_comprobante} ${r.descripcion}`,
        cell: ({ row }) => (
          <span className="date-cell">
            <strong>{row.original.concepto}</strong>
            {row.original.numero_comprobante && <small>Comprobante {row.original.numero_comprobante}</small>}
            {row.original.descripcion && <small>{row.original.descripcion}</small>}
          </span>
        ),
      },
      { accessorKey: 'categoria', header: 'Categoría' },
      { id: 'metodo', header: 'Método de pago', accessorFn: (r) => `${r.metodo_pago} ${r.numero_documento}`, cell: ({ row }) => row.original.metodo_pago + (row.original.numero_documento ? ` · ${row.original.numero_documento}` : '') },
      { id: 'total', header: 'Total', accessorFn: (r) => Number(r.total), cell: ({ getValue }) => <Money value={getValue()} /> },
      { accessorKey: 'empleado', header: 'Empleado' },
      estadoColumn(),
      actionsColumn((r) => (
        <>
          {r.estado && <ActionButton icon="edit" title="Editar" variant="primary" onClick={() => setEditing(r)} />}
          <ToggleButton active={r.estado} onClick={() => estado.ask(r)} />
        </>
      )),
    ],
    [estado.ask],
  );

  const pdf = () =>
    openPdf(libroReportePath(libro, { ...filtro })).then(
      () => toast.success(MSG.pdfOk),
      () => toast.error(MSG.pdfError),
    );
  return (
    <>
      <PageHeader
        title={title}
        subtitle={`${title === 'INGRESOS' ? 'Ingresos' : 'Gastos'} de la sucursal ${branchName(session)}.`}
        actions={
          <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>
            <Icon name="plus" /> Nuevo {noun}
          </button>
        }
      />
      <RangeBar
        withDates
        range={range}
        onRange={setRange}
        buttons={
          <>
            <button type="button" className="btn btn-pdf" onClick={pdf}>
              <Icon name="file" /> PDF
            </button>
            <ExcelButton path={libroExcelPath(libro)} query={{ ...filtro }} fileName={`${libro}_${range.desde}_${range.hasta}.xlsx`} />
          </>
        }
      />
      <StatCards
        stats={[
          { label: `Total ${title === 'INGRESOS' ? 'Ingresos' : 'Gastos'}`, value: formatMoney(data?.total ?? 0), icon: 'cash', tone: libro === 'ingresos' ? 'success' : 'danger' },
          { label: 'Registros activos', value: String(rows.filter((r) => r.estado).length), icon: 'list', tone: 'info' },
        ]}
      />
      <ListCard tableId={libro} columns={columns} rows={rows} waiting={loading && !data} error={error} />
      {editing && (
        <MovimientoModal
          libro={libro}
          branchId={branchId}
          row={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void reload();
          }}
        />
      )}
      {estado.dialog}
    </>
  );
}
