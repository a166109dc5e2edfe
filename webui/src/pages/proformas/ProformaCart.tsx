// The lines of the quotation cart: product, the price-level select over an
// editable price (two decimals, empty at 0), the quantity, the line total and
// the remove button; 10 lines per page, a line's errors under it.
import { CartLines, removeColumn } from '../../components/CartLines';
import { productColumn, QtyInput, type CartColumn } from '../../components/CartTable';
import { priceColumn } from '../../components/PriceCell';
import { formatMoney } from '../../lib/format';
import { bs, removeLine, setLineQuantity } from '../../lib/cart';
import {
  chooseProformaLevel,
  PROFORMA_CART_MSG,
  PROFORMA_PAGE_SIZE,
  setProformaPrice,
  type ProformaLine,
} from './cart';

/** ProformaCart props. */
export interface ProformaCartProps {
  cart: ProformaLine[];
  setCart: (c: ProformaLine[]) => void;
  onRemoved: () => void;
  lineErrors: Record<string, string[]>;
}

/** The cart table. */
export function ProformaCart({ cart, setCart, onRemoved, lineErrors }: ProformaCartProps) {
  const columns: CartColumn<ProformaLine>[] = [
    productColumn((l) => l.producto, (l) => [l.codigo, l.unidad, `Stock ${l.stock}`], true),
    priceColumn(
      (l, text) => setCart(setProformaPrice(cart, l.key, text)),
      (l, nivel) => setCart(chooseProformaLevel(cart, l.key, nivel)),
    ),
    {
      header: 'Cant.',
      className: 'col-qty center',
      cell: (l) => (
        <QtyInput
          value={l.cantidad}
          label={`Cantidad de ${l.producto}`}
          onChange={(raw) => {
            setCart(setLineQuantity(cart, l.key, raw));
            return true;
          }}
        />
      ),
    },
    { header: 'Total', className: 'num col-subtotal', cell: (l) => <strong>{formatMoney(bs(l.precio * l.cantidad))}</strong> },
    removeColumn(
      (l) => {
        setCart(removeLine(cart, l.key));
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
      lineKey={(l) => l.key}
      pageSize={PROFORMA_PAGE_SIZE}
      emptyText={PROFORMA_CART_MSG.empty}
      lineErrors={lineErrors}
    />
  );
}
