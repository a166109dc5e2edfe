// The lines of the sale cart: product with its serie, the price level select
// over an editable price (MoneyInput), the quantity, the line amount and the
// remove button; 10 lines per page, errors of a line under it.
import { CartLines, removeColumn } from '../../components/CartLines';
import { QtyInput, type CartColumn } from '../../components/CartTable';
import { PriceCell } from '../../components/PriceCell';
import { boxCents, bs, removeLine, type CartResult } from '../../lib/cart';
import { formatMoney } from '../../lib/format';
import {
  CART_MSG,
  CART_PAGE_SIZE,
  choosePriceLevel,
  lineCents,
  quantityError,
  setPrice,
  setQuantity,
  setSerie,
  type SaleLine,
} from './cart';

/**
 * SaleCart props: `apply` stores an operation's cart or shows its error;
 * `commitQuantity` runs when a quantity has been typed (blur or Enter).
 */
export interface SaleCartProps {
  cart: SaleLine[];
  lineErrors: Record<string, string[]>;
  apply: (r: CartResult<SaleLine>, ok?: string) => boolean;
  commitQuantity: (key: string) => void;
}

/** The cart table. */
export function SaleCart({ cart, lineErrors, apply, commitQuantity }: SaleCartProps) {
  const columns: CartColumn<SaleLine>[] = [
    {
      header: 'Producto',
      className: 'col-product',
      cell: (l) => (
        <div className="cart-product">
          <strong className="clamp-2" title={l.producto}>
            {l.producto}
          </strong>
          <label className="serie">
            <small>{l.codigo}</small>
            <span>Serie</span>
            <input
              className="input input-sm"
              aria-label={`Serie de ${l.producto}`}
              value={l.serie}
              maxLength={100}
              onInput={(e) => apply(setSerie(cart, l.key, e.currentTarget.value))}
            />
          </label>
        </div>
      ),
    },
    {
      header: 'Precio',
      className: 'col-price',
      cell: (l) => (
        <PriceCell
          producto={l.producto}
          niveles={l.niveles}
          cents={boxCents(l.precio)}
          onLevel={(nivel) => apply(choosePriceLevel(cart, l.key, nivel))}
          onChange={(_c, _ok, text) => apply(setPrice(cart, l.key, text))}
        />
      ),
    },
    {
      header: 'Cant.',
      className: 'col-qty center',
      cell: (l) => (
        <div className="qty-cell">
          <QtyInput
            value={l.cantidad}
            label={`Cantidad de ${l.producto}`}
            error={quantityError(cart, l)}
            onChange={(raw) => apply(setQuantity(cart, l.key, raw))}
            onCommit={() => commitQuantity(l.key)}
          />
          <small>de {l.stock}</small>
        </div>
      ),
    },
    { header: 'Subtotal', className: 'num col-subtotal', cell: (l) => <strong>{formatMoney(bs(lineCents(cart, l)))}</strong> },
    removeColumn((l) => apply({ cart: removeLine(cart, l.key) }, CART_MSG.removed)),
  ];
  return (
    <CartLines
      className="sale-cart"
      columns={columns}
      rows={cart}
      lineKey={(l) => l.key}
      pageSize={CART_PAGE_SIZE}
      emptyText={CART_MSG.empty}
      lineErrors={lineErrors}
    />
  );
}
