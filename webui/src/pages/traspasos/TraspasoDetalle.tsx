// A transfer read-only: its header fields and its lines (paged, with a
// search by product name), and the removal of a line under the rules of §4:
// a reason once the stock moved, otherwise "¿Estás seguro?" with
// "Sí, eliminar producto". Used by the TRASPASOS detail modal and VER TRASPASO.
import { useState } from 'react';
import { eliminarProductoTraspaso, type TraspasoConDetalles, type TraspasoDetalle as Linea } from '../../api/traspasos';
import { CartTable, indexColumn, productColumn, type CartColumn } from '../../components/CartTable';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DocFields, type DocField } from '../../components/DocHead';
import { Icon } from '../../components/Icon';
import { MotivoDialog } from '../../components/MotivoDialog';
import { useToast } from '../../components/Toast';
import { useActionKeys } from '../../lib/documentKey';
import { formatDateTime, formatMoney, formatNumber } from '../../lib/format';
import { MSG } from '../../lib/messages';
import { useSession } from '../../lib/useSession';
import { canRemoveLine, EstadoSolicitud, EstadoTraspaso, failureText, lineNeedsReason, TRASPASO_MSG } from './common';

/** TraspasoDetalle props. */
export interface TraspasoDetalleProps {
  data: TraspasoConDetalles;
  /** Rows per page (5 in the modal). */
  pageSize?: number;
  /** Called after a line was removed. */
  onChanged: () => void;
}

/** Rows whose product name or code contains `term` (case and accents ignored). */
export function filterLines<T extends { producto: string; codigo?: string }>(lines: T[], term: string): T[] {
  const norm = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const t = norm(term.trim());
  return t ? lines.filter((l) => norm(l.producto).includes(t) || norm(l.codigo ?? '').includes(t)) : lines;
}

/** The transfer's fields and lines. */
export function TraspasoDetalle({ data, pageSize, onChanged }: TraspasoDetalleProps) {
  const { session } = useSession();
  const toast = useToast();
  const [term, setTerm] = useState('');
  const [removing, setRemoving] = useState<Linea | null>(null);
  const t = data.traspaso;
  const valid = data.detalles.filter((d) => Number(d.estado) === 1).length;
  const withCost = data.detalles.some((d) => d.costo !== undefined);

  const removeKeys = useActionKeys();
  const remove = async (motivo: string) => {
    if (!removing) return false;
    try {
      const res = await removeKeys.run(removing.producto_id, (key) => eliminarProductoTraspaso(t.id, removing.producto_id, motivo, key));
      toast.success(res?.message || TRASPASO_MSG.lineRemoved);
      onChanged();
      return true;
    } catch (e) {
      toast.error(failureText(TRASPASO_MSG.lineError, e));
      return false;
    }
  };

  const columns: CartColumn<Linea>[] = [
    indexColumn(),
    productColumn((d) => d.producto, (d) => [d.codigo]),
    { header: 'Unidad', cell: (d) => d.unidad },
    { header: 'Cantidad', className: 'num', cell: (d) => formatNumber(d.cantidad) },
    ...(withCost ? [{ header: 'Costo', className: 'num', cell: (d: Linea) => formatMoney(d.costo) }] : []),
    {
      header: 'Estado',
      className: 'center',
      cell: (d) => (
        <span className="date-cell">
          <EstadoTraspaso estado={Number(d.estado) === 1} />
          {d.motivo && <small>{d.motivo}</small>}
        </span>
      ),
    },
    {
      header: 'Acciones',
      className: 'center',
      cell: (d) =>
        canRemoveLine(session?.user, t, valid, Number(d.estado) === 1) ? (
          <button type="button" className="action-btn action-danger" title="Eliminar producto" aria-label={`Eliminar ${d.producto}`} onClick={() => setRemoving(d)}>
            <Icon name="minusCircle" />
          </button>
        ) : (
          <span className="muted">—</span>
        ),
    },
  ];

  const fields: DocField[] = [
    ['Fecha de solicitud', formatDateTime(t.fecha_solicitud)],
    ['Fecha de traspaso', t.fecha_traspaso ? formatDateTime(t.fecha_traspaso) : '—'],
    ['Sucursal origen', t.sucursal_origen],
    ['Sucursal destino', t.sucursal_destino],
    ['Tipo', <EstadoSolicitud estado={t.solicitud_estado} />],
    ['Estado', <EstadoTraspaso estado={t.estado} />],
    ['Usuario', t.usuario || t.empleado],
    ['Respondido por', t.respondido_por || '—'],
    ['Motivo', t.motivo],
  ];
  if (t.descripcion) fields.push(['Descripción', t.descripcion]);
  if (!t.estado && t.motivo_anulacion) fields.push(['Motivo de anulación', t.motivo_anulacion]);

  return (
    <div className="transfer-detail">
      <DocFields fields={fields} />
      <div className="detail-search">
        <Icon name="search" />
        <input className="input" placeholder="Buscar producto..." aria-label="Buscar producto" value={term} onInput={(e) => setTerm(e.currentTarget.value)} />
      </div>
      <CartTable
        columns={columns}
        rows={filterLines(data.detalles, term)}
        rowKey={(d) => d.producto_id}
        pageSize={pageSize}
        empty={MSG.emptyTable}
        rowClass={(d) => (Number(d.estado) === 1 ? undefined : 'row-void')}
      />
      {removing &&
        (lineNeedsReason(t) ? (
          <MotivoDialog
            text={`Se eliminará ${removing.producto} del traspaso y sus unidades volverán a ${t.sucursal_origen}.`}
            confirmLabel={TRASPASO_MSG.lineConfirm}
            onConfirm={remove}
            onClose={() => setRemoving(null)}
          />
        ) : (
          <ConfirmDialog
            text={`Se eliminará ${removing.producto} de la solicitud.`}
            confirmLabel={TRASPASO_MSG.lineConfirm}
            onConfirm={async () => void (await remove(''))}
            onClose={() => setRemoving(null)}
          />
        ))}
    </div>
  );
}
