// The right card of the catalogue screens, 'Carrito de Catálogos': Vaciar
// Carrito, the Precio Global selector with Aplicar, the lines (#, Producto,
// editable Precio, remove) at 10 per page, the total and the submit button,
// shown only while the cart has lines.
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { CartLines, removeColumn } from '../../components/CartLines';
import { indexColumn, productColumn, type CartColumn } from '../../components/CartTable';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Icon } from '../../components/Icon';
import { Card } from '../../components/PageHeader';
import { priceColumn } from '../../components/PriceCell';
import { bs, cartTotal } from '../../lib/cart';
import { formatMoney } from '../../lib/format';
import {
  applyGlobalPrice,
  CATALOGO_CART_MSG,
  CATALOGO_PAGE_SIZE,
  clearCatalogo,
  globalLevels,
  removeCatalogoLine,
  setCatalogoPrice,
  type CatalogoLine,
  type CatalogoResult,
} from './cart';

/** CatalogoCart props: `apply` stores an operation's cart and shows its message. */
export interface CatalogoCartProps {
  cart: CatalogoLine[];
  setCart: (c: CatalogoLine[]) => void;
  apply: (r: CatalogoResult) => void;
  lineErrors: Record<string, string[]>;
  submitLabel: string;
  busy: boolean;
  onSubmit: () => void;
  /** Errors of the cart as a whole (productos, total). */
  errors?: ReactNode;
}

/** The cart card. */
export function CatalogoCart({ cart, setCart, apply, lineErrors, submitLabel, busy, onSubmit, errors }: CatalogoCartProps) {
  const levels = globalLevels(cart);
  const levelKey = levels.map((l) => l.nivel).join(',');
  const [nivel, setNivel] = useState('');
  const [confirmClear, setConfirmClear] = useState(false);
  // A level the first line does not have is dropped from the selector.
  useEffect(() => {
    if (nivel && !levelKey.split(',').includes(nivel)) setNivel('');
  }, [levelKey, nivel]);

  const columns: CartColumn<CatalogoLine>[] = [
    indexColumn(),
    productColumn((l) => l.producto, (l) => [l.codigo, l.cantidad > 1 && `${l.cantidad} unidades`], true),
    priceColumn((l, text) => setCart(setCatalogoPrice(cart, l.key, text))),
    removeColumn((l) => apply(removeCatalogoLine(cart, l.key)), <span className="visually-hidden">Quitar</span>),
  ];

  return (
    <Card
      title="Carrito de Catálogos"
      className="op-cart catalog-cart"
      actions={
        <div className="card-actions">
          <span className="badge badge-info">
            {cart.length} {cart.length === 1 ? 'producto' : 'productos'}
          </span>
          <button type="button" className="btn btn-light btn-sm btn-danger-text" disabled={cart.length === 0} onClick={() => setConfirmClear(true)}>
            <Icon name="trash" /> Vaciar Carrito
          </button>
        </div>
      }
    >
      <div className="global-price">
        <label htmlFor="f-precio-global">Precio Global</label>
        <select id="f-precio-global" className="input" value={nivel} disabled={levels.length === 0} onChange={(e) => setNivel(e.currentTarget.value)}>
          <option value="">{levels.length ? 'Seleccione un precio' : 'Sin precios disponibles'}</option>
          {levels.map((l) => (
            <option key={l.nivel} value={String(l.nivel)}>
              Precio {l.nivel} — {formatMoney(l.precio)}
            </option>
          ))}
        </select>
        <button type="button" className="btn btn-primary" disabled={!nivel || cart.length === 0} onClick={() => apply(applyGlobalPrice(cart, Number(nivel)))}>
          <Icon name="check" /> Aplicar
        </button>
      </div>
      <CartLines
        className="catalog-cart-table"
        columns={columns}
        rows={cart}
        lineKey={(l) => l.key}
        pageSize={CATALOGO_PAGE_SIZE}
        emptyText={CATALOGO_CART_MSG.empty}
        lineErrors={lineErrors}
      />
      <dl className="cart-totals">
        <dt className="grand">Total</dt>
        <dd className="grand">{formatMoney(bs(cartTotal(cart, (l) => l.precio)))}</dd>
      </dl>
      {errors}
      {cart.length > 0 && (
        <div className="cart-submit">
          <button type="button" className="btn btn-primary btn-lg btn-block" onClick={onSubmit} disabled={busy}>
            <Icon name="check" /> {busy ? 'Guardando...' : submitLabel}
          </button>
        </div>
      )}
      {confirmClear && (
        <ConfirmDialog
          text={cart.length === 1 ? 'Se quitará el producto del carrito.' : `Se quitarán los ${cart.length} productos del carrito.`}
          confirmLabel="Sí, vaciar carrito"
          onConfirm={() => apply(clearCatalogo())}
          onClose={() => setConfirmClear(false)}
        />
      )}
    </Card>
  );
}
