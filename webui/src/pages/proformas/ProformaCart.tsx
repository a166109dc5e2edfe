// The lines of the quotation cart: product, the price-level select over an
// editable price (two decimals, empty at 0), the quantity, the line total and
// the remove button; 10 lines per page, a line's errors under it.
import { CartLines, removeColumn } from '../../components/CartLines';
import { QtyInput, type CartColumn } from '../../components/CartTable';
import { MoneyInput } from '../../components/MoneyInput';
import { formatMoney } from '../../lib/format';
import { levelOfPrice } from '../../lib/quotePrice';
import {
  chooseProformaLevel,
  PROFORMA_CART_MSG,
  PROFORMA_PAGE_SIZE,
  proformaLineCents,
  removeProformaLine,
  setProformaPrice,
  setProformaQuantity,
  type ProformaLine,
} from './cart';

/** ProformaCart props. */
export interface ProformaCartProps {
  cart: ProformaLine[];
  setCart: (c: ProformaLine[]) => void;
  onRemoved: () => void;
  lineErrors: Record<number, string[]>;
}

/** The cart table. */
export function ProformaCart({ cart, setCart, onRemoved, lineErrors }: ProformaCartProps) {
  const columns: CartColumn<ProformaLine>[] = [
    {
      header: 'Producto',
      className: 'col-product',
      cell: (l) => (
        <div className="cart-product">
          <strong className="clamp-2" title={l.producto}>
            {l.producto}
          </strong>
          <small>
            {[l.codigo, l.unidad].filter(Boolean).join(' · ')}
            {` · Stock ${l.stock}`}
          </small>
        </div>
      ),
    },
    {
      header: 'Precio',
      className: 'col-price',
      cell: (l) => {
        const level = levelOfPrice(l.niveles, l.precio);
        return (
          <div className="price-edit">
            <select
              className="input input-sm"
              aria-label={`Nivel de precio de ${l.producto}`}
              value={level === null ? '' : String(level)}
              onChange={(e) => e.currentTarget.value && setCart(chooseProformaLevel(cart, l.id, Number(e.currentTarget.value)))}
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
            placeholder=""
            value={l.precio > 0 ? l.precio : null}
            label={`Precio de ${l.producto}`}
            onChange={(_c, _ok, raw) => setCart(setProformaPrice(cart, l.id, raw))}
          />
          </div>
        );
      },
    },
    {
      header: 'Cant.',
      className: 'col-qty center',
      cell: (l) => (
        <QtyInput
          value={l.cantidad}
          label={`Cantidad de ${l.producto}`}
          onChange={(raw) => {
            setCart(setProformaQuantity(cart, l.id, raw));
            return true;
          }}
        />
      ),
    },
    { header: 'Total', className: 'num col-subtotal', cell: (l) => <strong>{formatMoney(proformaLineCents(l) / 100)}</strong> },
    removeColumn(
      (l) => {
        setCart(removeProformaLine(cart, l.id));
        onRemoved();
      },
      <span className="visually-hidden">Quitar</span>,
    ),
  ];
  return (
    <CartLines
      className="sale-cart"
      columns={columns}
      rows={cart}
      lineKey={(l) => l.id}
      pageSize={PROFORMA_PAGE_SIZE}
      emptyText={PROFORMA_CART_MSG.empty}
      lineErrors={lineErrors}
    />
  );
}
