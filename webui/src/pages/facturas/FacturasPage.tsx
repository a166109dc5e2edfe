// FACTURAS (/admin/facturas, Super and Administrador): the invoices of a date
// range by state and emission, the SIN's messages on each, a retry for what
// waits in the outbox, the annulment with a motivo of the SIN's catalogue,
// the printed invoice and its XML, its e-mail to the buyer, and the month's
// Libro de Ventas.
import { useMemo, useState } from 'react';
import {
  anularFactura,
  CAT,
  facturaPdfPath,
  facturaXmlPath,
  getSiatCatalogos,
  libroVentasPath,
  listFacturas,
  reintentarFactura,
  revertirAnulacion,
  type Factura,
} from '../../api/facturacion';
import { downloadFile, openPdf } from '../../api/downloads';
import { DataTable, type Column } from '../../components/DataTable';
import { DateRange, todayRange } from '../../components/DateRange';
import { LoadError, Loading } from '../../components/Feedback';
import { Modal } from '../../components/Modal';
import { Card, PageHeader } from '../../components/PageHeader';
import { ActionButton, actionsColumn } from '../../components/RowActions';
import { useToast } from '../../components/Toast';
import { useDialogAction } from '../../lib/dialogAction';
import { errorMessage } from '../../lib/errors';
import { formatDate, formatMoney, formatTime } from '../../lib/format';
import { MSG } from '../../lib/messages';
import { useLoad } from '../../lib/useLoad';
import { CorreoDialog, correoText } from './CorreoDialog';

const ESTADOS = ['PENDIENTE', 'VALIDADA', 'OBSERVADA', 'RECHAZADA', 'ANULADA'];

const MONTH_NAME = new Intl.DateTimeFormat('es-BO', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The thirteen months up to this one (`current`, YYYY-MM), newest first, named in Spanish (a month input would speak the browser's language). */
function lastMonths(current: string): { value: string; label: string }[] {
  const [y, m] = current.split('-').map(Number);
  return Array.from({ length: 13 }, (_, i) => {
    const d = new Date(Date.UTC(y, m - 1 - i, 1));
    return { value: d.toISOString().slice(0, 7), label: MONTH_NAME.format(d) };
  });
}

/** The colour of each state: done, waiting on the SIN, refused, annulled. */
const ESTADO_BADGE: Record<string, string> = {
  VALIDADA: 'badge-success',
  PENDIENTE: 'badge-warning',
  OBSERVADA: 'badge-warning',
  RECHAZADA: 'badge-danger',
  ANULADA: 'badge-muted',
};

/** The invoices screen. */
export function FacturasPage() {
  const toast = useToast();
  const [range, setRange] = useState(todayRange);
  const [estado, setEstado] = useState('');
  const [tipo, setTipo] = useState('');
  const [thisMonth] = useState(() => todayRange().desde.slice(0, 7));
  const [mes, setMes] = useState(thisMonth);
  const [anular, setAnular] = useState<Factura | null>(null);
  const [correo, setCorreo] = useState<Factura | null>(null);
  const [tick, setTick] = useState(0);
  const list = useLoad(
    () => listFacturas({ fecha_desde: range.desde, fecha_hasta: range.hasta, estado, tipo_emision: tipo }),
    [range.desde, range.hasta, estado, tipo, tick],
  );

  const run = async (what: () => Promise<unknown>, ok: string) => {
    try {
      await what();
      toast.success(ok);
      setTick((n) => n + 1);
    } catch (e) {
      toast.error(errorMessage(e));
    }
  };

  const columns = useMemo<Column<Factura>[]>(
    () => [
      { accessorKey: 'numero_factura', header: 'N°' },
      {
        accessorKey: 'fecha_emision',
        header: 'Fecha',
        cell: ({ getValue }) => (
          <span className="date-cell">
            {formatDate(getValue())}
            <small>{formatTime(getValue())}</small>
          </span>
        ),
      },
      { accessorKey: 'razon_social', header: 'Cliente' },
      { accessorKey: 'numero_documento', header: 'NIT/CI' },
      { accessorKey: 'total', header: 'Total', meta: { align: 'right' }, cell: ({ getValue }) => <span className="num">{formatMoney(getValue())}</span> },
      { accessorKey: 'tipo_emision', header: 'Emisión', cell: ({ getValue }) => (getValue() === 2 ? 'Fuera de línea' : 'En línea') },
      {
        accessorKey: 'estado',
        header: 'Estado',
        cell: ({ row }) => (
          <span className={`badge ${ESTADO_BADGE[row.original.estado] ?? 'badge-info'}`}>
            {row.original.estado}
            {row.original.codigo_motivo && row.original.estado !== 'ANULADA' ? ' (anulación en curso)' : ''}
          </span>
        ),
      },
      {
        id: 'mensajes',
        header: 'Mensajes del SIN',
        cell: ({ row }) => {
          const f = row.original;
          const msgs = (f.mensajes ?? []).map((m) => `${m.codigo} ${m.descripcion}`);
          if (f.error) msgs.unshift(f.error);
          return msgs.length ? <small>{msgs.join(' · ')}</small> : <span className="muted">—</span>;
        },
      },
      {
        id: 'correo',
        header: 'Correo',
        cell: ({ row }) => {
          const text = correoText(row.original);
          return text ? <small>{text}</small> : <span className="muted">—</span>;
        },
      },
      actionsColumn((f) => (
        <>
          <ActionButton icon="file" title="PDF (carta)" onClick={() => openPdf(facturaPdfPath(f.id, 'carta')).catch(() => toast.error(MSG.pdfError))} />
          <ActionButton icon="receipt" title="PDF (rollo)" onClick={() => openPdf(facturaPdfPath(f.id, 'rollo')).catch(() => toast.error(MSG.pdfError))} />
          <ActionButton icon="download" title="Descargar XML" onClick={() => downloadFile(facturaXmlPath(f.id), `factura-${f.numero_factura}.xml`)} />
          {f.estado !== 'RECHAZADA' && <ActionButton icon="mail" title="Enviar por correo" variant="info" onClick={() => setCorreo(f)} />}
          {f.pendiente && <ActionButton icon="refresh" title="Reintentar el envío al SIN" variant="primary" onClick={() => run(() => reintentarFactura(f.id), 'Se reintentará el envío al SIN')} />}
          {f.estado === 'ANULADA' && !f.revertida && !f.pendiente && (
            <ActionButton icon="undo" title="Revertir anulación" variant="primary" onClick={() => run(() => revertirAnulacion(f.id), 'Reversión de la anulación solicitada al SIN')} />
          )}
          {(f.estado === 'VALIDADA' || f.estado === 'OBSERVADA' || f.estado === 'PENDIENTE') && !f.codigo_motivo && !f.revertida && (
            <ActionButton icon="ban" title="Anular factura" variant="danger" onClick={() => setAnular(f)} />
          )}
        </>
      )),
    ],
    [toast],
  );

  return (
    <>
      <PageHeader title="FACTURAS" subtitle="Facturas emitidas, su estado en el SIN y sus mensajes." />
      <Card>
        <div className="filter-bar">
          <DateRange value={range} onChange={setRange} />
          <label className="filter">
            <span>Estado</span>
            <select className="input" aria-label="Estado" value={estado} onChange={(e) => setEstado(e.currentTarget.value)}>
              <option value="">Todos</option>
              {ESTADOS.map((s) => (
                <option key={s} value={s}>{s}</option>
              ))}
            </select>
          </label>
          <label className="filter">
            <span>Emisión</span>
            <select className="input" aria-label="Emisión" value={tipo} onChange={(e) => setTipo(e.currentTarget.value)}>
              <option value="">Todas</option>
              <option value="1">En línea</option>
              <option value="2">Fuera de línea</option>
            </select>
          </label>
          <label className="filter">
            <span>Libro de Ventas</span>
            <select className="input" aria-label="Mes del Libro de Ventas" value={mes} onChange={(e) => setMes(e.currentTarget.value)}>
              {lastMonths(thisMonth).map((m) => (
                <option key={m.value} value={m.value}>{m.label}</option>
              ))}
            </select>
          </label>
          <button type="button" className="btn btn-excel" onClick={() => downloadFile(libroVentasPath(mes), `libro_ventas_${mes}.xlsx`).catch((e) => toast.error(errorMessage(e)))}>
            Libro de Ventas
          </button>
        </div>
        {list.loading && !list.data ? <Loading /> : list.error ? <LoadError /> : <DataTable dense tableId="facturas" columns={columns} data={list.data?.data ?? []} />}
      </Card>
      {anular && <AnularDialog factura={anular} onClose={() => setAnular(null)} onDone={() => setTick((n) => n + 1)} />}
      {correo && <CorreoDialog factura={correo} onClose={() => setCorreo(null)} onDone={() => setTick((n) => n + 1)} />}
    </>
  );
}

function AnularDialog({ factura, onClose, onDone }: { factura: Factura; onClose: () => void; onDone: () => void }) {
  const toast = useToast();
  const cats = useLoad(getSiatCatalogos);
  const motivos = cats.data?.parametricas?.[CAT.motivos] ?? [];
  const [motivo, setMotivo] = useState(0);
  const { busy, error, act: confirm } = useDialogAction(
    () => anularFactura(factura.id, motivo),
    () => {
      toast.success('Anulación solicitada al SIN');
      onDone();
      onClose();
    },
  );
  return (
    <Modal
      title={`Anular la factura N° ${factura.numero_factura}`}
      size="sm"
      onClose={onClose}
      busy={busy}
      footer={
        <>
          <button type="button" className="btn" onClick={onClose} disabled={busy}>Cancelar</button>
          <button type="button" className="btn btn-danger" onClick={confirm} disabled={busy || !motivo}>Anular</button>
        </>
      }
    >
      <label className="field">
        <span>Motivo (catálogo del SIN)</span>
        <select className="input" aria-label="Motivo de anulación" value={String(motivo)} onChange={(e) => setMotivo(Number(e.currentTarget.value))}>
          <option value="0">Elija un motivo</option>
          {motivos.map((m) => (
            <option key={m.codigo} value={String(m.codigo)}>{`${m.codigo} — ${m.descripcion}`}</option>
          ))}
        </select>
      </label>
      {error && <p className="alert alert-error" role="alert">{error}</p>}
    </Modal>
  );
}
