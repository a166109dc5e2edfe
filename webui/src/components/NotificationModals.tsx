// The two detail modals of the notification banner (foundation.md §2.6):
// the products of the unread transfers (10 per page) with the destination's
// prices, each marked read on its own, and the unread cancellations, returns
// and write-offs (5 per page).
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { anulacionesNotificadas, marcarLeida, traspasosNotificados, type AnulacionNotificada, type TraspasoNotificado } from '../api/notificaciones';
import { formatAmount, formatDate, formatNumber, formatTime } from '../lib/format';
import { MSG } from '../lib/messages';
import { DateTimeCell } from './DateTimeCell';
import { CartTable, type CartColumn } from './CartTable';
import { LoadError, Loading } from './Feedback';
import { Icon } from './Icon';
import { CloseFooter, Modal } from './Modal';
import { useToast } from './Toast';

/** Texts of the notifications (foundation.md §8). */
export const NOTIF_MSG = {
  readError: 'No se pudo marcar como leído',
  read: 'Notificación marcada como leída',
  transferRead: 'El traspaso ha sido marcado como leído',
  detailError: 'Error al obtener los detalles.',
  empty: 'No hay detalles disponibles.',
} as const;

/** Rows per page of the transfer modal. */
export const TRANSFER_NOTICE_PAGE = 10;
/** Rows per page of the cancellation modal. */
export const CANCEL_NOTICE_PAGE = 5;

/** Loads a detail list; `reload` after marking read. */
function useDetails<T>(load: () => Promise<T[]>) {
  const [rows, setRows] = useState<T[] | null>(null);
  const [failed, setFailed] = useState(false);
  const reload = useCallback(() => {
    load()
      .then((d) => {
        setRows(d);
        setFailed(false);
      })
      .catch(() => setFailed(true));
  }, [load]);
  useEffect(reload, [reload]);
  return { rows, failed, reload };
}

function ModalBody<T>({ rows, failed, children }: { rows: T[] | null; failed: boolean; children: (rows: T[]) => ReactNode }) {
  if (failed) return <LoadError text={NOTIF_MSG.detailError} />;
  if (rows === null) return <Loading text={MSG.loading} />;
  return children(rows);
}

/** The unread transfers, product by product. */
export function TransferNoticesModal({ onClose, onChanged }: { onClose: () => void; onChanged: () => void }) {
  const toast = useToast();
  const { rows, failed, reload } = useDetails(traspasosNotificados);
  const read = async (id: number) => {
    try {
      const res = await marcarLeida(id);
      toast.success(res?.message || NOTIF_MSG.read);
      reload();
      onChanged();
    } catch {
      toast.error(NOTIF_MSG.readError);
    }
  };
  const columns: CartColumn<TraspasoNotificado>[] = [
    {
      header: 'Traspaso',
      cell: (d) => (
        <span className="date-cell">
          <strong>N° {d.traspaso_id}</strong>
          <small>
            {formatDate(d.fecha_traspaso)} {formatTime(d.fecha_traspaso)}
          </small>
        </span>
      ),
    },
    {
      header: 'Origen → Destino',
      cell: (d) => (
        <span className="date-cell">
          {d.sucursal_origen} → {d.sucursal_destino}
          <small>{d.usuario}</small>
        </span>
      ),
    },
    { header: 'Producto', className: 'col-product', cell: (d) => <strong>{d.producto}</strong> },
    { header: 'Cantidad', className: 'num', cell: (d) => formatNumber(d.cantidad) },
    {
      header: 'Precios (Bs)',
      cell: (d) => (
        <div className="price-chips">
          {[d.precio1, d.precio2, d.precio3, d.precio4, d.precio5, d.precio6].map((p, i) =>
            Number(p) > 0 ? (
              <span key={i} className="price-chip">
                <b>P{i + 1}</b> {formatAmount(p)}
              </span>
            ) : null,
          )}
        </div>
      ),
    },
    {
      header: '',
      className: 'center',
      cell: (d) => (
        <button type="button" className="action-btn action-success" title="Marcar como leído" aria-label={`Marcar como leído el traspaso ${d.traspaso_id}`} onClick={() => void read(d.notificacion_id)}>
          <Icon name="check" />
        </button>
      ),
    },
  ];
  return (
    <Modal title="Traspasos recibidos" size="lg" onClose={onClose} footer={<CloseFooter onClose={onClose} />}>
      <ModalBody rows={rows} failed={failed}>
        {(r) => (
          <CartTable
            className="notice-table"
            columns={columns}
            rows={r}
            rowKey={(d, i) => `${d.notificacion_id}-${d.producto_id}-${i}`}
            pageSize={TRANSFER_NOTICE_PAGE}
            empty={NOTIF_MSG.empty}
          />
        )}
      </ModalBody>
    </Modal>
  );
}

/** The unread voids, returns and write-offs. */
export function CancellationNoticesModal({ onClose }: { onClose: () => void }) {
  const { rows, failed } = useDetails(anulacionesNotificadas);
  const columns: CartColumn<AnulacionNotificada>[] = [
    { header: 'Fecha', cell: (d) => <DateTimeCell value={d.fecha} /> },
    {
      header: 'Movimiento',
      cell: (d) => (
        <span className="date-cell">
          <strong>{d.tipo_movimiento}</strong>
          <small>{d.documento}</small>
        </span>
      ),
    },
    { header: 'Producto', className: 'col-product', cell: (d) => d.producto },
    { header: 'Cantidad', className: 'num', cell: (d) => formatNumber(d.cantidad) },
    { header: 'Motivo', cell: (d) => d.motivo },
    { header: 'Sucursal', cell: (d) => d.sucursal },
    { header: 'Usuario', cell: (d) => d.usuario },
  ];
  return (
    <Modal title="Anulaciones, devoluciones y bajas" size="lg" onClose={onClose} footer={<CloseFooter onClose={onClose} />}>
      <ModalBody rows={rows} failed={failed}>
        {(r) => (
          <CartTable className="notice-table" columns={columns} rows={r} rowKey={(d, i) => `${d.notificacion_id}-${i}`} pageSize={CANCEL_NOTICE_PAGE} empty={NOTIF_MSG.empty} />
        )}
      </ModalBody>
    </Modal>
  );
}
