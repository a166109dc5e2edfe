// The transfer carts: code, product, origin stock (red at 0, amber
// otherwise), quantity, the cost for Super, and in a direct transfer the
// origin's prices beside the editable destination prices; 10 lines per page.
import { CartLines, removeColumn } from '../../components/CartLines';
import { indexColumn, productColumn, QtyInput, type CartColumn } from '../../components/CartTable';
import { MoneyInput } from '../../components/MoneyInput';
import { StockBadge } from '../../components/ProductCells';
import { boxCents, bs } from '../../lib/cart';
import { formatAmount, formatMoney } from '../../lib/format';
import { CART_PAGE_SIZE } from './common';
import type { TransferLine } from './cart';

/** TraspasoCart props. */
export interface TraspasoCartProps {
  cart: TransferLine[];
  /** Show the origin and destination prices (direct transfer). */
  withPrices: boolean;
  /** Show the Costo column (Super only). */
  withCost: boolean;
  /** The destination's enabled price levels (0..5) to edit; all six when absent. */
  levels?: number[];
  /** A typed quantity; answers false when refused. */
  onQuantity: (key: string, raw: string) => boolean;
  onPrice?: (key: string, level: number, raw: string) => void;
  onRemove: (key: string) => void;
  lineErrors: Record<string, string[]>;
}

const LEVELS = [0, 1, 2, 3, 4, 5];

/** The cart table. */
export function TraspasoCart({ cart, withPrices, withCost, levels = LEVELS, onQuantity, onPrice, onRemove, lineErrors }: TraspasoCartProps) {
  const columns: CartColumn<TransferLine>[] = [
    indexColumn(),
    { header: 'Código', cell: (l) => l.codigo },
    productColumn((l) => l.producto, (l) => [l.unidad]),
    { header: 'Stock', className: 'center', cell: (l) => <StockBadge cantidad={l.disponible} /> },
    {
      header: 'Cantidad',
      className: 'center col-qty',
      cell: (l) => <QtyInput value={l.cantidad} label={`Cantidad de ${l.producto}`} onChange={(raw) => onQuantity(l.key, raw)} />,
    },
  ];
  if (withCost) columns.push({ header: 'Costo', className: 'num', cell: (l) => formatMoney(l.costo === undefined ? undefined : bs(l.costo)) });
  if (withPrices) {
    columns.push({
      header: 'Precios origen',
      cell: (l) => (
        <div className="price-chips">
          {l.origen.map((p, i) =>
            p > 0 ? (
              <span key={i} className="price-chip">
                <b>P{i + 1}</b> {formatAmount(bs(p))}
              </span>
            ) : null,
          )}
        </div>
      ),
    });
    for (const i of levels) {
      columns.push({
        header: `P${i + 1} destino`,
        className: 'col-money',
        cell: (l) => (
          <MoneyInput
            size="sm"
            value={boxCents(l.destino[i])}
            label={`Precio ${i + 1} destino de ${l.producto}`}
            onChange={(_c, _ok, raw) => onPrice?.(l.key, i, raw)}
          />
        ),
      });
    }
  }
  columns.push(removeColumn((l) => onRemove(l.key)));
  return (
    <CartLines
      className="transfer-cart"
      columns={columns}
      rows={cart}
      lineKey={(l) => l.key}
      pageSize={CART_PAGE_SIZE}
      lineErrors={lineErrors}
    />
  );
}
