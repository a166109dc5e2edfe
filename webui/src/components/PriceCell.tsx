// The price cell of the sale, proforma and catálogo carts: the line's price
// levels (a select, "Otro precio" while the price matches none, or the levels
// as a hint under the box) over the editable price in a MoneyInput.
import type { PriceLevel } from '../api/productos-picker';
import { formatAmount, formatMoney } from '../lib/format';
import { levelOfPrice } from '../lib/priceLevels';
import type { CartColumn } from './CartTable';
import { MoneyInput } from './MoneyInput';

/** PriceCell props. */
export interface PriceCellProps {
  /** The product's name, for the accessible names. */
  producto: string;
  niveles: PriceLevel[];
  /** The price in centavos; null (blank or not an amount) shows an empty box. */
  cents: number | null;
  onChange: (cents: number | null, valid: boolean, text: string) => void;
  /** Picks a level; without it the levels are only a hint under the box. */
  onLevel?: (nivel: number) => void;
  /** The box's placeholder ('' where a price of 0 shows as empty). */
  placeholder?: string;
}

/** One cart line's price. */
export function PriceCell({ producto, niveles, cents, onChange, onLevel, placeholder }: PriceCellProps) {
  const box = <MoneyInput size="sm" placeholder={placeholder} value={cents} label={`Precio de ${producto}`} onChange={onChange} />;
  if (!onLevel) {
    return (
      <div className="quote-price">
        {box}
        {niveles.length > 0 && <small className="price-levels-hint">{niveles.map((n) => `P${n.nivel}\u00a0${formatAmount(n.precio)}`).join(' · ')}</small>}
      </div>
    );
  }
  const level = cents === null ? null : levelOfPrice(niveles, cents);
  return (
    <div className="price-edit">
      <select
        className="input input-sm"
        aria-label={`Nivel de precio de ${producto}`}
        value={level === null ? '' : String(level)}
        onChange={(e) => e.currentTarget.value && onLevel(Number(e.currentTarget.value))}
      >
        {level === null && <option value="">Otro precio</option>}
        {niveles.map((n) => (
          <option key={n.nivel} value={String(n.nivel)}>
            P{n.nivel} · {formatMoney(n.precio)}
          </option>
        ))}
      </select>
      {box}
    </div>
  );
}

/**
 * The Precio column of the quotation and catalogue carts: the line's price,
 * empty at 0, handed on as typed; with onLevel, the level select over it.
 */
export function priceColumn<T extends { producto: string; niveles: PriceLevel[]; precio: number }>(
  onPrice: (line: T, text: string) => void,
  onLevel?: (line: T, nivel: number) => void,
): CartColumn<T> {
  return {
    header: 'Precio',
    className: 'col-price',
    cell: (l) => (
      <PriceCell
        producto={l.producto}
        niveles={l.niveles}
        placeholder=""
        cents={l.precio > 0 ? l.precio : null}
        onLevel={onLevel && ((nivel) => onLevel(l, nivel))}
        onChange={(_c, _ok, text) => onPrice(l, text)}
      />
    ),
  };
}
