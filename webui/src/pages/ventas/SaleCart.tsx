// The lines of the sale cart: product with its serie, the price level select
// over an editable price (MoneyInput), the quantity, the line amount and the
// remove button; 10 lines per page, errors of a line under it.
import { CartLines, removeColumn } from '../../components/CartLines';
import { QtyInput, type CartColumn } from '../../components/CartTable';
import { MoneyInput } from '../../components/MoneyInput';
import { typedCents } from '../../lib/amounts';
import { formatMoney } from '../../lib/format';
import {
  CART_MSG,
  CART_PAGE_SIZE,
  choosePriceLevel,
  levelOf,
  lineCents,
  quantityError,
  removeLine,
  setPrice,
  setQuantity,
  setSerie,
  type CartResult,
  type SaleLine,
} from './cart';

/**
 * SaleCart props: `apply` stores an operation's cart or shows its error;
 * `commitQuantity` runs when a quantity has been typed (blur or Enter).
 */
export interface SaleCartProps {
  cart: SaleLine[];
  lineErrors: Record<string, string[]>;
  apply: (r: CartResult, ok?: string) => boolean;
  commitQuantity: (idCarrito: string) => void;
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
              onInput={(e) => apply(setSerie(cart, l.idCarrito, e.currentTarget.value))}
            />
          </label>
        </div>
      ),
    },
    {
      header: 'Precio',
      className: 'col-price',
      cell: (l) => {
        const level = levelOf(l);
        return (
          <div className="price-edit">
            <select
              className="input input-sm"
              aria-label={`Nivel de precio de ${l.producto}`}
              value={level === null ? '' : String(level)}
              onChange={(e) => e.currentTarget.value && apply(choosePriceLevel(cart, l.idCarrito, Number(e.currentTarget.value)))}
            >
              {level === null && <option value="">Otro precio</option>}
              {l.niveles.map((n) => (
                <option key={n.nivel} value={String(n.nivel)}>
                  P{n.nivel} · {formatMoney(n.precio)}
                </option>
              ))}
            </select>
            <MoneyInput
              size="sm"
              label={`Precio de ${l.producto}`}
              value={typedCents(l.precio)}
              onChange={(_c, _ok, text) => apply(setPrice(cart, l.idCarrito, text))}
            />
          </div>
        );
      },
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
            onChange={(raw) => apply(setQuantity(cart, l.idCarrito, raw))}
            onCommit={() => commitQuantity(l.idCarrito)}
          />
          <small>de {l.stock}</small>
        </div>
      ),
    },
    { header: 'Subtotal', className: 'num col-subtotal', cell: (l) => <strong>{formatMoney(lineCents(cart, l) / 100)}</strong> },
    removeColumn((l) => apply(removeLine(cart, l.idCarrito), CART_MSG.removed)),
  ];
  return (
    <CartLines
      className="sale-cart"
      columns={columns}
      rows={cart}
      lineKey={(l) => l.idCarrito}
      pageSize={CART_PAGE_SIZE}
      emptyText={CART_MSG.empty}
      lineErrors={lineErrors}
    />
  );
}
