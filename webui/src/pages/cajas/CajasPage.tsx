// APERTURA Y CIERRE DE CAJA (/admin/cajas; Super, Administrador, Responsable,
// Vendedor): the caller's box of today (open form, close form with the
// totals per method, or "Caja Cerrada" once closed, with the close report),
// a side panel with date, user and state and the date/employee filter (no
// employee choice for a Vendedor), and the movements table with PDF and Excel.
import { useMemo, useState } from 'react';
import { CAJA_EXCEL, cajaReportePath, cierrePdfPath, getCaja, type Caja, type MovimientoCaja } from '../../api/cajas';
import { openPdf } from '../../api/downloads';
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
import { ScrollRegion } from '../../components/ScrollRegion';

/** The text shown once today's box is closed (fixed by the spec). */
export const CAJA_CERRADA = 'Caja Cerrada - La caja para hoy ya está cerrada.';

/** The rule for money taken with no open box (docs/api-money.md "Cash box"). */
export const CAJA_REGLA =
  'Si registras una venta, un cobro o un gasto sin caja abierta, el sistema abre tu caja con monto inicial Bs 0,00 y el movimiento queda en ella.';

/** After a close: a wrong count is corrected by a new box, never by editing. */
export const CAJA_OTRO_TURNO = 'Puedes abrir otra caja hoy (nuevo turno o corrección de un cierre mal contado); la caja cerrada no se modifica.';

/** Said on a box that a movement opened. */
export const CAJA_AUTOMATICA = 'Esta caja se abrió automáticamente al registrar un movimiento de dinero sin caja abierta (monto inicial Bs 0,00).';

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

  const print = (id: number, formato: 'carta' | 'ticket') => {
    openPdf(cierrePdfPath(id, formato)).then(() => toast.success(MSG.pdfOk), () => toast.error(MSG.pdfError));
  };
  const movementsPdf = () =>
    openPdf(cajaReportePath(query)).then(
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
            {own && data.estado === 'No Abierta' && (
              <>
                <p className="muted">{CAJA_REGLA}</p>
                <AbrirCajaForm branchId={branchId} onDone={reload} />
              </>
            )}
            {closed && own && (
              <div className="alert alert-info" role="status">
                <Icon name="lock" /> {CAJA_CERRADA}
              </div>
            )}
            {caja?.automatica && (
              <div className="alert alert-warning" role="status">
                <Icon name="alert" /> {CAJA_AUTOMATICA}
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
                  <button type="button" className="btn btn-light" onClick={() => print(caja.id, 'carta')}>
                    <Icon name="printer" /> Cierre (carta)
                  </button>
                  <button type="button" className="btn btn-light" onClick={() => print(caja.id, 'ticket')}>
                    <Icon name="receipt" /> Cierre (80 mm)
                  </button>
                </div>
              </div>
            )}
            {closed && own && (
              <div className="caja-otro-turno">
                <h3>Abrir otra caja</h3>
                <p className="muted">{CAJA_OTRO_TURNO}</p>
                <AbrirCajaForm branchId={branchId} label="Abrir otra caja" onDone={reload} />
              </div>
            )}
            {data.cajas_anteriores.length > 0 && <CajasAnteriores cajas={data.cajas_anteriores} print={print} />}
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
                  <ExcelButton path={CAJA_EXCEL} query={{ ...query }} fileName={`caja_${data.fecha}.xlsx`} />
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

/** The boxes of the same day closed before the one shown, each with its close report. */
function CajasAnteriores({ cajas, print }: { cajas: Caja[]; print: (id: number, formato: 'carta' | 'ticket') => void }) {
  return (
    <div className="caja-anteriores">
      <h3>Cajas cerradas antes en el día</h3>
      <ScrollRegion label="Cajas cerradas antes en el día">
        <table className="table">
          <thead>
            <tr>
              <th>Apertura</th>
              <th>Cierre</th>
              <th className="num">Monto inicial</th>
              <th className="num">Monto final</th>
              <th className="num">Diferencia</th>
              <th>Reporte</th>
            </tr>
          </thead>
          <tbody>
            {cajas.map((c) => (
              <tr key={c.id}>
                <td>{formatDateTime(c.fecha_apertura)}</td>
                <td>{c.fecha_cierre ? formatDateTime(c.fecha_cierre) : ''}</td>
                <td className="num">{formatMoney(c.monto_inicial)}</td>
                <td className="num">{formatMoney(c.monto_final)}</td>
                <td className={`num ${diffClass(Number(c.diferencia))}`}>{diffText(Number(c.diferencia))}</td>
                <td>
                  <button type="button" className="btn btn-light btn-sm" onClick={() => print(c.id, 'carta')}>
                    <Icon name="printer" /> Cierre
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </div>
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
