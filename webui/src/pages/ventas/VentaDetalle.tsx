// The sale detail: the header of the note and its lines (5 per page in the
// modal of the list), with an Acciones column for Super and Administrador to
// void one line — only while the sale is valid and has more than one valid
// line, for a valid line whose quantity is not zero.
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { eliminarProductoVenta, getVenta, type Venta, type VentaDetalle } from '../../api/ventas';
import { CartTable, indexColumn, productColumn, type CartColumn } from '../../components/CartTable';
import { LoadError, Loading } from '../../components/Feedback';
import { Icon } from '../../components/Icon';
import { Modal } from '../../components/Modal';
import { MotivoDialog } from '../../components/MotivoDialog';
import { useToast } from '../../components/Toast';
import { useActionKeys } from '../../lib/documentKey';
import { formatDate, formatDateTime, formatMoney, formatNumber } from '../../lib/format';
import { MSG } from '../../lib/messages';
import { useLoad } from '../../lib/useLoad';
import { ACCION_MSG, EstadoVenta, failureText, printVenta, validLines } from './common';

/** The header fields of a sale as a definition grid. */
export function VentaCabecera({ venta }: { venta: Venta }) {
  const cliente = venta.razon_social || venta.cliente;
  const items: [string, ReactNode][] = [
    ['N° de nota', <strong>{venta.numero_comprobante}</strong>],
    ['Fecha', formatDateTime(venta.fecha_venta)],
    ['Sucursal', venta.sucursal],
    ['Cliente / Razón social', cliente],
    ['NIT / CI', venta.nit],
    ['Tipo de pago', venta.tipo_pago],
    ['Método de pago', venta.metodo_pago],
    ['N° documento', venta.numero_documento || '—'],
    ['Usuario', venta.empleado || venta.usuario],
    ['Estado', <EstadoVenta estado={venta.estado} />],
  ];
  if (venta.tipo_pago === 'Cuotas' && venta.fecha_limite) items.push(['Fecha límite', formatDate(venta.fecha_limite)]);
  const motivo = venta.motivo_anulacion || venta.motivo;
  if (venta.estado !== 1 && motivo) items.push(['Motivo de anulación', motivo]);
  return (
    <div className="doc-head">
      <dl className="doc-fields">
        {items.map(([k, v]) => (
          <div key={k} className="doc-field">
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
        {venta.descripcion && (
          <div className="doc-field doc-field-wide">
            <dt>Descripción</dt>
            <dd>{venta.descripcion}</dd>
          </div>
        )}
      </dl>
      <dl className="doc-amounts">
        <dt>Descuento</dt>
        <dd>{formatMoney(venta.descuento)}</dd>
        <dt>Saldo</dt>
        <dd>{formatMoney(venta.saldo)}</dd>
        <dt className="grand">Total</dt>
        <dd className="grand">{formatMoney(venta.total)}</dd>
      </dl>
    </div>
  );
}

/** What a voided line's subtotal says. */
export const VOID_LINE_NOTE = 'Anulado: fuera del total';

/** The lines table; `onVoid` adds the Acciones column. */
export function VentaLineas({
  venta,
  detalles,
  pageSize,
  onVoid,
}: {
  venta: Venta;
  detalles: VentaDetalle[];
  pageSize?: number;
  onVoid?: (d: VentaDetalle) => void;
}) {
  const several = validLines(detalles) > 1;
  const canVoid = (d: VentaDetalle) => venta.estado === 1 && several && d.estado === 1 && Number(d.cantidad) !== 0;
  const columns: CartColumn<VentaDetalle>[] = [
    indexColumn(),
    productColumn((d) => d.producto, (d) => [d.codigo, d.unidad, `Serie ${d.serie || 'N/A'}`]),
    { header: 'Vendida', className: 'num', cell: (d) => formatNumber(d.cantidad_vendida) },
    { header: 'Devuelta', className: 'num', cell: (d) => formatNumber(d.cantidad_devuelta) || '0' },
    { header: 'Cantidad', className: 'num', cell: (d) => <strong>{formatNumber(d.cantidad) || '0'}</strong> },
    { header: 'Precio', className: 'num', cell: (d) => formatMoney(d.precio) },
    {
      header: 'Subtotal',
      className: 'num',
      // A voided line no longer counts: its amount is struck out and said to be out of the total.
      cell: (d) => {
        const amount = formatMoney(d.subtotal ?? Number(d.precio) * Number(d.cantidad_vendida));
        return d.estado === 1 ? (
          amount
        ) : (
          <span className="void-amount" title={VOID_LINE_NOTE}>
            <s>{amount}</s>
            <small>{VOID_LINE_NOTE}</small>
          </span>
        );
      },
    },
    { header: 'Estado', className: 'center', cell: (d) => <EstadoVenta estado={d.estado} /> },
  ];
  if (onVoid) {
    columns.push({
      header: 'Acciones',
      className: 'center',
      cell: (d) =>
        canVoid(d) ? (
          <button type="button" className="action-btn action-danger" title="Anular producto" aria-label={`Anular ${d.producto}`} onClick={() => onVoid(d)}>
            <Icon name="minusCircle" />
          </button>
        ) : (
          <span className="muted">—</span>
        ),
    });
  }
  return (
    <CartTable
      columns={columns}
      rows={detalles}
      rowKey={(d) => d.detalleAgrupadoId}
      pageSize={pageSize}
      empty={MSG.emptyTable}
      rowClass={(d) => (d.estado === 1 ? undefined : 'row-void')}
    />
  );
}

/** The detail modal of the sales list. */
export function VentaDetalleModal({ id, admin, onClose, onChanged }: { id: number; admin: boolean; onClose: () => void; onChanged: () => void }) {
  const toast = useToast();
  const { data, loading, error, reload } = useLoad(() => getVenta(id), [id]);
  const [voiding, setVoiding] = useState<VentaDetalle | null>(null);
  const voidKeys = useActionKeys();

  const voidLine = async (motivo: string) => {
    if (!voiding) return false;
    try {
      const res = await voidKeys.run(voiding.detalleAgrupadoId, (key) => eliminarProductoVenta(id, voiding.detalleAgrupadoId, motivo, key));
      toast.success(res?.message || ACCION_MSG.lineRemoved);
      await reload();
      onChanged();
      return true;
    } catch (e) {
      toast.error(failureText(ACCION_MSG.lineError, e));
      return false;
    }
  };

  return (
    <Modal
      title={data ? `Detalle de la venta N° ${data.venta.numero_comprobante}` : 'Detalle de la venta'}
      size="lg"
      onClose={onClose}
      footer={
        <>
          <Link href={`/admin/show-venta/${id}`} className="btn btn-light">
            <Icon name="eye" /> Ver nota de venta
          </Link>
          <button type="button" className="btn btn-light" onClick={() => printVenta(id, 'nota', toast)}>
            <Icon name="file" /> Nota
          </button>
          <button type="button" className="btn btn-light" onClick={() => printVenta(id, 'ticket', toast)}>
            <Icon name="receipt" /> Ticket
          </button>
          <button type="button" className="btn btn-primary" onClick={onClose}>
            Cerrar
          </button>
        </>
      }
    >
      {loading && !data ? (
        <Loading />
      ) : error || !data ? (
        <LoadError error={error} />
      ) : (
        <div className="doc-detail">
          <VentaCabecera venta={data.venta} />
          <VentaLineas venta={data.venta} detalles={data.detalles ?? []} pageSize={5} onVoid={admin ? setVoiding : undefined} />
        </div>
      )}
      {voiding && (
        <MotivoDialog
          text={`Se anulará ${voiding.producto} de la venta y su stock volverá a la sucursal.`}
          confirmLabel="Sí, eliminar producto"
          onConfirm={voidLine}
          onClose={() => setVoiding(null)}
        />
      )}
    </Modal>
  );
}
