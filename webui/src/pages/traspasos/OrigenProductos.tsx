// The products of the origin branch a transfer can take: a search by code or
// name, a short paged table with the origin's stock and, for a direct
// transfer, the origin's and the destination's prices, and an add button
// (disabled without stock).
import { useState } from 'react';
import type { PrecioSucursal } from '../../api/traspasos';
import { CartTable, productColumn, type CartColumn } from '../../components/CartTable';
import { LoadError, Loading } from '../../components/Feedback';
import { Icon } from '../../components/Icon';
import { StockBadge } from '../../components/ProductCells';
import { PICKER_PLACEHOLDER } from '../../components/ProductPicker';
import { formatAmount } from '../../lib/format';
import { MSG } from '../../lib/messages';
import { filterLines } from './TraspasoDetalle';

const PAGE_SIZE = 5;
const ORIGEN = ['precio_origen', 'precio2_origen', 'precio3_origen', 'precio4_origen', 'precio5_origen', 'precio6_origen'] as const;
const DESTINO = ['precio_destino', 'precio2_destino', 'precio3_destino', 'precio4_destino', 'precio5_destino', 'precio6_destino'] as const;

function Chips({ p, keys }: { p: PrecioSucursal; keys: readonly (keyof PrecioSucursal)[] }) {
  return (
    <div className="price-chips">
      {keys.map((k, i) =>
        Number(p[k] ?? 0) > 0 ? (
          <span key={k} className="price-chip">
            <b>P{i + 1}</b> {formatAmount(p[k])}
          </span>
        ) : null,
      )}
    </div>
  );
}

/** OrigenProductos props. */
export interface OrigenProductosProps {
  rows: PrecioSucursal[] | undefined;
  loading: boolean;
  failed: boolean;
  /** Show both branches' prices (direct transfer). */
  withPrices: boolean;
  /** Text when no origin or destination is chosen yet. */
  idle?: string;
  onAdd: (p: PrecioSucursal) => void;
}

/** The searchable product table. */
export function OrigenProductos({ rows, loading, failed, withPrices, idle, onAdd }: OrigenProductosProps) {
  const [term, setTerm] = useState('');
  if (idle) return <p className="muted">{idle}</p>;
  if (failed) return <LoadError />;
  if (loading && !rows) return <Loading />;
  const shown = filterLines(rows ?? [], term);
  const columns: CartColumn<PrecioSucursal>[] = [
    productColumn((p) => p.producto, (p) => [p.codigo, p.unidad]),
    { header: 'Stock', className: 'center', cell: (p) => <StockBadge cantidad={p.cantidad_disponible_origen} /> },
  ];
  if (withPrices) {
    columns.push({ header: 'Precios origen', cell: (p) => <Chips p={p} keys={ORIGEN} /> });
    columns.push({ header: 'Precios destino', cell: (p) => <Chips p={p} keys={DESTINO} /> });
  }
  columns.push({
    header: '',
    className: 'center',
    cell: (p) => (
      <button
        type="button"
        className="btn btn-sm btn-primary"
        aria-label={`Agregar ${p.producto}`}
        disabled={Number(p.cantidad_disponible_origen) <= 0}
        onClick={() => onAdd(p)}
      >
        <Icon name="plus" />
      </button>
    ),
  });
  return (
    <div className="picker">
      <div className="detail-search">
        <Icon name="search" />
        <input className="input" placeholder={PICKER_PLACEHOLDER} aria-label="Buscar producto" value={term} onInput={(e) => setTerm(e.currentTarget.value)} />
      </div>
      <CartTable columns={columns} rows={shown} rowKey={(p) => p.id} pageSize={PAGE_SIZE} empty={MSG.emptyTable} />
    </div>
  );
}
