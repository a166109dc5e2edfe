// The lines of the purchase cart: quantity, cost (step 0.01) and the six
// prices that the purchase sets at branch 1, the line amount and remove;
// 10 lines per page.
import { CartLines, removeColumn } from '../../components/CartLines';
import { indexColumn, productColumn, QtyInput, type CartColumn } from '../../components/CartTable';
import { MoneyInput } from '../../components/MoneyInput';
import { boxCents, bs, cartTotal, removeLine, setLineQuantity } from '../../lib/cart';
import { formatMoney } from '../../lib/format';
import {
  CART_PAGE_SIZE,
  setPurchaseCosto,
  setPurchasePrecio,
  type PurchaseLine,
} from './cart';

/** PurchaseCart props. */
export interface PurchaseCartProps {
  cart: PurchaseLine[];
  onChange: (cart: PurchaseLine[]) => void;
  onRemove: (cart: PurchaseLine[]) => void;
  lineErrors: Record<string, string[]>;
}

/** Indexes of the six price levels. */
const LEVELS = [0, 1, 2, 3, 4, 5];

/** The cart table. */
export function PurchaseCart({ cart, onChange, onRemove, lineErrors }: PurchaseCartProps) {
  const columns: CartColumn<PurchaseLine>[] = [
    indexColumn(),
    productColumn((l) => l.producto, (l) => [l.codigo, l.unidad]),
    {
      header: 'Cantidad',
      className: 'center col-qty',
      cell: (l) => (
        <QtyInput
          value={l.cantidad}
          label={`Cantidad de ${l.producto}`}
          error={l.cantidad < 1 ? 'La cantidad debe ser mayor a 0.' : null}
          onChange={(raw) => onChange(setLineQuantity(cart, l.key, raw))}
        />
      ),
    },
    {
      header: 'Costo',
      className: 'col-money',
      cell: (l) => (
        <MoneyInput size="sm" value={boxCents(l.costo)} label={`Costo de ${l.producto}`} onChange={(_c, _ok, raw) => onChange(setPurchaseCosto(cart, l.key, raw))} />
      ),
    },
    ...LEVELS.map(
      (i): CartColumn<PurchaseLine> => ({
        header: `P${i + 1}`,
        className: 'col-money',
        cell: (l) => (
          <MoneyInput
            size="sm"
            value={boxCents(l.precios[i])}
            label={`Precio ${i + 1} de ${l.producto}`}
            onChange={(_c, _ok, raw) => onChange(setPurchasePrecio(cart, l.key, i, raw))}
          />
        ),
      }),
    ),
    { header: 'Subtotal', className: 'num col-subtotal', cell: (l) => <strong>{formatMoney(bs(cartTotal([l], (x) => x.costo)))}</strong> },
    removeColumn((l) => onRemove(removeLine(cart, l.key))),
  ];
  return (
    <CartLines
      className="purchase-cart"
      columns={columns}
      rows={cart}
      lineKey={(l) => l.key}
      pageSize={CART_PAGE_SIZE}
      lineErrors={lineErrors}
    />
  );
}
