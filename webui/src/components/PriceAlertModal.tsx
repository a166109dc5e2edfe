// The list behind VER PRODUCTOS of the price-change alert: the products of
// the branch whose prices changed since the user's last dismissal, newest
// first, each with its previous and current P1..P6; 5 per page.
import { useEffect, useState } from 'react';
import { PRICE_LEVELS, productosPreciosActualizados, type PrecioActualizado } from '../api/precios';
import { formatAmount } from '../lib/format';
import { MSG } from '../lib/messages';
import { DateTimeCell } from './DateTimeCell';
import { CartTable, indexColumn, productColumn, type CartColumn } from './CartTable';
import { LoadError, Loading } from './Feedback';
import { Icon } from './Icon';
import { CloseFooter, Modal } from './Modal';

/** Lines per page of the modal (foundation.md §2.6). */
export const PRICE_ALERT_PAGE_SIZE = 5;
/** Texts of the modal. */
export const PRICE_ALERT_MODAL = {
  title: 'Productos con precios actualizados',
  loadError: 'Error al obtener los detalles.',
  empty: 'No hay detalles disponibles.',
} as const;

/** The levels to show for a product: those with a price before or now. */
function levels(d: PrecioActualizado): { label: string; before: number; now: number }[] {
  return PRICE_LEVELS.map((k, i) => ({ label: `P${i + 1}`, before: Number(d.anterior?.[k] ?? 0), now: Number(d[k] ?? 0) })).filter(
    (l) => l.before !== 0 || l.now !== 0,
  );
}

/** "antes → ahora" of one level; unchanged levels show one amount. */
function PriceChange({ label, before, now }: { label: string; before: number; now: number }) {
  const changed = before !== now;
  return (
    <span className={`price-chip price-change${changed ? (now > before ? ' price-up' : ' price-down') : ' price-same'}`}>
      <b>{label}</b>
      {changed && (
        <>
          <s>{formatAmount(before)}</s>
          <Icon name="chevronRight" size={11} />
        </>
      )}
      <strong>{formatAmount(now)}</strong>
    </span>
  );
}

/** PriceAlertModal props. */
export interface PriceAlertModalProps {
  sucursalId: number;
  onClose: () => void;
}

/** The modal of changed products. */
export function PriceAlertModal({ sucursalId, onClose }: PriceAlertModalProps) {
  const [rows, setRows] = useState<PrecioActualizado[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    productosPreciosActualizados(sucursalId)
      .then((d) => live && setRows(d))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [sucursalId]);

  const columns: CartColumn<PrecioActualizado>[] = [
    indexColumn(),
    productColumn((d) => d.producto, (d) => [d.codigo]),
    {
      header: 'Fecha',
      cell: (d) => <DateTimeCell value={d.fecha} />,
    },
    {
      header: 'Precios (Bs): anterior → nuevo',
      className: 'col-changes',
      cell: (d) => (
        <div className="price-chips price-changes">
          {levels(d).map((l) => (
            <PriceChange key={l.label} {...l} />
          ))}
        </div>
      ),
    },
  ];

  return (
    <Modal
      title={PRICE_ALERT_MODAL.title}
      size="lg"
      onClose={onClose}
      footer={<CloseFooter onClose={onClose} />}
    >
      {failed ? (
        <LoadError text={PRICE_ALERT_MODAL.loadError} />
      ) : rows === null ? (
        <Loading text={MSG.loading} />
      ) : (
        <CartTable
          className="price-alert-table"
          columns={columns}
          rows={rows}
          rowKey={(d, i) => `${d.producto_id}-${d.fecha}-${i}`}
          pageSize={PRICE_ALERT_PAGE_SIZE}
          empty={PRICE_ALERT_MODAL.empty}
        />
      )}
    </Modal>
  );
}
