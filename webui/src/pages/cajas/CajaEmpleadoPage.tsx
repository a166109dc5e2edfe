// CAJA POR EMPLEADO (/admin/cajaEmpleado; Super and Administrador): every
// employee's box of the branch on a date, with its totals per method, the
// counted amount and the difference in colour; PDF and Excel.
import { useMemo, useState } from 'react';
import { CAJAS_EMPLEADOS_EXCEL, cajasEmpleadosReportePath, listCajasEmpleados, type CajaEmpleadoFila } from '../../api/cajas';
import { openPdf } from '../../api/downloads';
import { useBranchId } from '../../components/BranchSelect';
import { ListCard } from '../../components/DateRangeList';
import type { Column } from '../../components/DataTable';
import { DateInput } from '../../components/DateInput';
import { ExcelButton } from '../../components/ExcelButton';
import { Icon } from '../../components/Icon';
import { PageHeader } from '../../components/PageHeader';
import { Money } from '../../components/ProductCells';
import { useToast } from '../../components/Toast';
import { todayIso } from '../../lib/format';
import { MSG } from '../../lib/messages';
import { useLoad } from '../../lib/useLoad';
import { EstadoCajaBadge, diffClass, diffText } from './common';

/** The per-employee cash screen. */
export function CajaEmpleadoPage() {
  const toast = useToast();
  const branchId = useBranchId();
  const [fecha, setFecha] = useState(todayIso());
  const query = { sucursal_id: branchId, fecha };
  const { data, loading, error } = useLoad(() => listCajasEmpleados(query), [branchId, fecha]);
  const columns = useMemo<Column<CajaEmpleadoFila>[]>(
    () => [
      { id: 'empleado', header: 'Empleado', accessorFn: (r) => `${r.empleado.nombres} ${r.empleado.apellidos}`, cell: ({ getValue }) => <strong>{getValue()}</strong> },
      { id: 'estado', header: 'Estado', accessorFn: (r) => r.estado, cell: ({ row }) => <EstadoCajaBadge estado={row.original.estado} /> },
      { id: 'inicial', header: 'Monto inicial', accessorFn: (r) => Number(r.monto_inicial), cell: ({ getValue }) => <Money value={getValue()} /> },
      { id: 'efectivo', header: 'Efectivo', accessorFn: (r) => Number(r.totales.total_efectivo), cell: ({ getValue }) => <Money value={getValue()} /> },
      { id: 'transferencia', header: 'Transferencia', accessorFn: (r) => Number(r.totales.total_transferencia), cell: ({ getValue }) => <Money value={getValue()} /> },
      { id: 'cheque', header: 'Cheque', accessorFn: (r) => Number(r.totales.total_cheque), cell: ({ getValue }) => <Money value={getValue()} /> },
      { id: 'tarjeta', header: 'Tarjeta', accessorFn: (r) => Number(r.totales.total_tarjeta), cell: ({ getValue }) => <Money value={getValue()} /> },
      { id: 'final', header: 'Monto final', accessorFn: (r) => r.monto_final, cell: ({ getValue }) => <Money value={getValue()} /> },
      {
        id: 'diferencia',
        header: 'Diferencia',
        accessorFn: (r) => r.diferencia,
        cell: ({ row }) => (row.original.diferencia === null ? '—' : <span className={diffClass(Number(row.original.diferencia))}>{diffText(Number(row.original.diferencia))}</span>),
      },
    ],
    [],
  );
  return (
    <>
      <PageHeader title="CAJA POR EMPLEADO" />
      <div className="toolbar-card">
        <div className="date-field">
          <span>Fecha</span>
          <DateInput label="Fecha" value={fecha} max={todayIso()} onChange={(iso) => iso && setFecha(iso)} />
        </div>
        <div className="toolbar-buttons">
          <button
            type="button"
            className="btn btn-pdf"
            onClick={() => openPdf(cajasEmpleadosReportePath(query)).then(() => toast.success(MSG.pdfOk), () => toast.error(MSG.pdfError))}
          >
            <Icon name="file" /> PDF
          </button>
          <ExcelButton path={CAJAS_EMPLEADOS_EXCEL} query={query} fileName={`caja_empleados_${fecha}.xlsx`} />
        </div>
      </div>
      <ListCard tableId="caja-empleados" columns={columns} rows={data ?? []} waiting={loading && !data} error={error} />
    </>
  );
}
