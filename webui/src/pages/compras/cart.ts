// The purchase cart of Registrar Compra (operations.md §4), on the cart core:
// adding a product already in the cart adds one unit to its line; each line
// carries its cost and the six prices that the purchase sets at branch 1,
// kept as typed amounts (centavos, null blank, NaN not an amount);
// total = Σ costo × cantidad.
import { PRICE_KEYS, type PickerProduct } from '../../api/productos-picker';
import { toCents } from '../../lib/amounts';
import { addLine, bs, centsOrZero, editLine, isAmount, linesPayload, pickedLine, productKey, typedAmount, type CartLine } from '../../lib/cart';

/** Lines per page of the cart. */
export const CART_PAGE_SIZE = 10;

/** Six typed prices, precio..precio6. */
type Prices = [number | null, number | null, number | null, number | null, number | null, number | null];

/** One line of the purchase cart, keyed by its product; amounts as typed (see typedAmount). */
export interface PurchaseLine extends CartLine {
  producto: string;
  codigo: string;
  unidad: string;
  imagen: string | null;
  costo: number | null;
  /** precio..precio6. */
  precios: Prices;
}

/** The product fields the cart needs. */
export type PurchaseProduct = Pick<PickerProduct, 'id' | 'producto'> &
  Partial<Pick<PickerProduct, 'codigo' | 'unidad' | 'imagen' | 'costo' | (typeof PRICE_KEYS)[number]>>;

/** Adds a product: a new line of 1 unit at its cost and prices, or +1 on its line. */
export function addPurchaseProduct(cart: PurchaseLine[], p: PurchaseProduct): PurchaseLine[] {
  return addLine(cart, productKey(p.id), () => ({
    ...pickedLine(p),
    cantidad: 1,
    costo: toCents(p.costo ?? 0),
    precios: PRICE_KEYS.map((k) => toCents(p[k] ?? 0)) as Prices,
  }));
}

/** Sets the cost from the text typed in its MoneyInput. */
export function setPurchaseCosto(cart: PurchaseLine[], key: string, raw: string): PurchaseLine[] {
  const costo = typedAmount(raw);
  return editLine(cart, key, (l) => ({ ...l, costo })).cart;
}

/** Sets price level `index` (0..5) from the text typed in its MoneyInput. */
export function setPurchasePrecio(cart: PurchaseLine[], key: string, index: number, raw: string): PurchaseLine[] {
  if (index < 0 || index > 5) return cart;
  return editLine(cart, key, (l) => ({ ...l, precios: l.precios.map((p, i) => (i === index ? typedAmount(raw) : p)) as Prices })).cart;
}

/** True when a cost or price is text that is not an amount (MoneyInput says Valor inválido.). */
export function hasInvalidAmount(cart: PurchaseLine[]): boolean {
  return cart.some((l) => !isAmount(l.costo) || l.precios.some((p) => !isAmount(p)));
}

/** The lines of the purchase payload, in cart order: a blank amount is sent as 0. */
export function purchaseLinesPayload(cart: PurchaseLine[]) {
  return linesPayload(cart, (l) => {
    const out: Record<(typeof PRICE_KEYS)[number] | 'costo', number> = { costo: bs(centsOrZero(l.costo)), precio: 0, precio2: 0, precio3: 0, precio4: 0, precio5: 0, precio6: 0 };
    PRICE_KEYS.forEach((k, i) => (out[k] = bs(centsOrZero(l.precios[i]))));
    return out;
  });
}

/** Repairs a stored cart: keeps well-formed lines; one stored before amounts were centavos has its typed text read again. */
export function asPurchaseCart(v: unknown): PurchaseLine[] {
  if (!Array.isArray(v)) return [];
  const amount = (x: unknown) => (typeof x === 'string' ? typedAmount(x) : typeof x === 'number' ? x : null);
  return v
    .filter((l) => l && typeof l.id === 'number' && Array.isArray(l.precios))
    .map((l) => ({ ...l, key: productKey(l.id), costo: amount(l.costo), precios: l.precios.map(amount) as Prices }));
}
