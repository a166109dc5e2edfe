// APERTURA Y CIERRE DE CAJA (/admin/cajas; Super, Administrador, Responsable,
// Vendedor): the caller's box of today (open form, close form with the
// totals per method, or "Caja Cerrada" once closed, with the close report),
// a side panel with date, user and state and the date/employee filter (no
// employee choice for a Vendedor), and the movements table with PDF and Excel.
import { useMemo, useState } from 'react';
import { buildUrl } from '../../api/client';
import { cierrePdfPath, getCaja, type MovimientoCaja } from '../../api/cajas';
import { openPdf } from '../../api/reports';
import { useBranchId } from '../../components/BranchSelect';
import { DataTable, type Column } from '../../components/DataTable';
import { DateInput } from '../../components/DateInput';
import { ExcelButton } from '../../components/ExcelButton';
import { LoadError, Loading } from '../../components/Feedback';
import { Icon } from '../../components/Icon';
import { Modal } from '../../components/Modal';
import { Card, PageHeader } from '../../components/PageHeader';
import { Money } from '../../components/ProductCells';
import { useToast } from '../../components/Toast';
import { formatDate, formatDateTime, formatMoney, todayIso } from '../../lib/format';
import { MSG } from '../../lib/messages';
import { useLoad } from '../../lib/useLoad';
import { useSession } from '../../lib/useSession';
import { AbrirCajaForm, CerrarCajaForm } from './CajaForms';
import { CajaTabla, EstadoCajaBadge, diffClass, diffText } from './common';

/** The text shown once today's box is closed (fixed by the spec). */
export const CAJA_CERRADA = 'Caja Cerrada - La caja para hoy ya está cerrada.';

interface Filtro {
  fecha: string;
  empleado?: number;
}

/** The cash box screen. */
export function CajasPage() {
  const { session } = useSession();
  const toast = useToast();
  const branchId = useBranchId();
  const me = session?.user.id ?? 0;
  const vendedor = session?.user.rol?.[0] === 'Vendedor';
  const today = todayIso();
  const [filtro, setFiltro] = useState<Filtro>({ fecha: today });
  const [filtering, setFiltering] = useState(false);
  const query = { sucursal_id: branchId, fecha: filtro.fecha, empleado: filtro.empleado };
  const { data, loading, error, reload } = useLoad(() => getCaja(query), [branchId, filtro.fecha, filtro.empleado]);
  const own = (!filtro.empleado || filtro.empleado === me) && filtro.fecha === today;

  const columns = useMemo<Column<MovimientoCaja>[]>(
    () => [
      { accessorKey: 'movimiento', header: 'Movimiento', cell: ({ getValue }) => <strong>{getValue()}</strong> },
      { id: 'fecha', header: 'Fecha', accessorFn: (m) => m.fecha, cell: ({ row }) => formatDateTime(row.original.fecha) },
      { id: 'efectivo', header: 'Efectivo', accessorFn: (m) => Number(m.efectivo), cell: ({ getValue }) => <Money value={getValue()} blankZero /> },
      { id: 'transferencia', header: 'Transferencia', accessorFn: (m) => Number(m.transferencia), cell: ({ getValue }) => <Money value={getValue()} blankZero /> },
      { id: 'tarjeta', header: 'Tarjeta', accessorFn: (m) => Number(m.tarjeta), cell: ({ getValue }) => <Money value={getValue()} blankZero /> },
      { id: 'cheque', header: 'Cheque', accessorFn: (m) => Number(m.cheque), cell: ({ getValue }) => <Money value={getValue()} blankZero /> },
      { id: 'monto_total', header: 'Monto Total', accessorFn: (m) => Number(m.monto_total), cell: ({ getValue }) => <Money value={getValue()} /> },
      { accessorKey: 'descripcion', header: 'Descripción' },
      { accessorKey: 'usuario', header: 'Usuario' },
    ],
    [],
  );

  const print = (formato: 'carta' | 'ticket') => {
    if (data?.caja) openPdf(cierrePdfPath(data.caja.id, formato)).then(() => toast.success(MSG.pdfOk), () => toast.error(MSG.pdfError));
  };
  const movementsPdf = () =>
    openPdf(buildUrl('/api/cajas/reporte-pdf', query)).then(
      () => toast.success(MSG.pdfOk),
      () => toast.error(MSG.pdfError),
    );

  const caja = data?.caja;
  const closed = data?.estado === 'Cerrada';
  return (
    <>
      <PageHeader title="APERTURA Y CIERRE DE CAJA" />
      {loading && !data ? (
        <Loading />
      ) : error || !data ? (
        <LoadError />
      ) : (
        <div className="caja-grid">
          <Card title={own ? 'Mi caja de hoy' : `Caja del ${formatDate(data.fecha)}`}>
            {own && data.estado === 'No Abierta' && <AbrirCajaForm branchId={branchId} onDone={reload} />}
            {closed && own && (
              <div className="alert alert-info" role="status">
                <Icon name="lock" /> {CAJA_CERRADA}
              </div>
            )}
            {(data.estado !== 'No Abierta' || !own) && <CajaTabla registros={data.registros} totales={data.totales} />}
            {own && data.estado === 'Abierta' && <CerrarCajaForm branchId={branchId} efectivo={Number(data.totales.total_efectivo)} onDone={reload} />}
            {closed && caja && (
              <div className="caja-cierre">
                <div className="cobro-saldo">
                  <span className="muted">Monto final (contado)</span>
                  <strong>{formatMoney(caja.monto_final)}</strong>
                </div>
                <div className="cobro-saldo">
                  <span className="muted">Diferencia</span>
                  <strong className={diffClass(Number(caja.diferencia))} data-testid="diferencia">{diffText(Number(caja.diferencia))}</strong>
                </div>
                <div className="form-actions">
                  <button type="button" className="btn btn-light" onClick={() => print('carta')}>
                    <Icon name="printer" /> Cierre (carta)
                  </button>
                  <button type="button" className="btn btn-light" onClick={() => print('ticket')}>
                    <Icon name="receipt" /> Cierre (80 mm)
                  </button>
                </div>
              </div>
            )}
          </Card>
          <Card title="Caja" className="caja-panel">
            <dl className="doc-fields">
              <div className="doc-field">
                <dt>Fecha</dt>
                <dd>{formatDate(data.fecha)}</dd>
              </div>
              <div className="doc-field">
                <dt>Usuario</dt>
                <dd>{`${data.empleado.nombres} ${data.empleado.apellidos}`}</dd>
              </div>
              <div className="doc-field">
                <dt>Estado</dt>
                <dd><EstadoCajaBadge estado={data.estado} /></dd>
              </div>
              {caja && (
                <div className="doc-field">
                  <dt>Apertura</dt>
                  <dd>{`${formatDateTime(caja.fecha_apertura)} · ${formatMoney(caja.monto_inicial)}`}</dd>
                </div>
              )}
            </dl>
            <div className="form-actions">
              <button type="button" className="btn btn-light" onClick={() => setFiltering(true)}>
                <Icon name="search" /> Filtrar
              </button>
            </div>
          </Card>
          <Card title="Movimientos" className="caja-wide">
            <DataTable
              tableId="caja-movimientos"
              columns={columns}
              data={data.movimientos}
              actions={
                <>
                  <button type="button" className="btn btn-pdf" onClick={movementsPdf}>
                    <Icon name="file" /> PDF
                  </button>
                  <ExcelButton path="/api/cajas/excel" query={query} fileName={`caja_${data.fecha}.xlsx`} />
                </>
              }
            />
          </Card>
        </div>
      )}
      {filtering && (
        <FiltroModal
          value={filtro}
          empleados={vendedor ? undefined : data?.empleados}
          onClose={() => setFiltering(false)}
          onApply={(f) => {
            setFiltro(f);
            setFiltering(false);
          }}
        />
      )}
    </>
  );
}

/** The date/employee filter; no employee choice when `empleados` is absent (Vendedor). */
function FiltroModal({ value, empleados, onClose, onApply }: { value: Filtro; empleados?: { id: number; nombres: string; apellidos: string }[]; onClose: () => void; onApply: (f: Filtro) => void }) {
  const [fecha, setFecha] = useState(value.fecha);
  const [empleado, setEmpleado] = useState(value.empleado ?? 0);
  return (
    <Modal
      title="Filtrar caja"
      size="sm"
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn btn-light" onClick={onClose}>Cancelar</button>
          <button type="button" className="btn btn-primary" disabled={!fecha} onClick={() => onApply({ fecha, empleado: empleado || undefined })}>
            <Icon name="search" /> Filtrar
          </button>
        </>
      }
    >
      <div className="form-grid">
        <div className="field">
          <label htmlFor="f-fecha">Fecha</label>
          <DateInput id="f-fecha" value={fecha} max={todayIso()} onChange={(iso) => setFecha(iso ?? '')} />
        </div>
        {empleados && (
          <div className="field">
            <label htmlFor="f-empleado">Empleado</label>
            <select id="f-empleado" className="input" value={String(empleado)} onChange={(e) => setEmpleado(Number(e.currentTarget.value))}>
              <option value="0">Mi caja</option>
              {empleados.map((u) => (
                <option key={u.id} value={u.id}>{`${u.nombres} ${u.apellidos}`}</option>
              ))}
            </select>
          </div>
        )}
      </div>
    </Modal>
  );
}
