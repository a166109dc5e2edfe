// The purchase cart of Registrar Compra as pure functions (operations.md §4):
// adding a product already in the cart adds one unit to its line; each line
// carries its cost and the six prices that the purchase sets at branch 1;
// total = Σ costo × cantidad.
import { PRICE_KEYS, type PickerProduct } from '../../api/productos-picker';
import { fixed2, parseQuantity, toCents } from '../../lib/amounts';

/** Lines per page of the cart. */
export const CART_PAGE_SIZE = 10;

/** One line of the purchase cart; amounts as typed. */
export interface PurchaseLine {
  id: number;
  producto: string;
  codigo: string;
  unidad: string;
  imagen: string | null;
  cantidad: number;
  costo: string;
  /** precio..precio6 as typed. */
  precios: [string, string, string, string, string, string];
}

/** The product fields the cart needs. */
export type PurchaseProduct = Pick<PickerProduct, 'id' | 'producto'> &
  Partial<Pick<PickerProduct, 'codigo' | 'unidad' | 'imagen' | 'costo' | (typeof PRICE_KEYS)[number]>>;

/** Adds a product: a new line of 1 unit at its cost and prices, or +1 on its line. */
export function addPurchaseProduct(cart: PurchaseLine[], p: PurchaseProduct): PurchaseLine[] {
  const i = cart.findIndex((l) => l.id === p.id);
  if (i >= 0) {
    const out = cart.slice();
    out[i] = { ...out[i], cantidad: out[i].cantidad + 1 };
    return out;
  }
  const precios = PRICE_KEYS.map((k) => fixed2(p[k] ?? 0)) as PurchaseLine['precios'];
  return [
    ...cart,
    {
      id: p.id,
      producto: p.producto,
      codigo: p.codigo ?? '',
      unidad: p.unidad ?? '',
      imagen: p.imagen ?? null,
      cantidad: 1,
      costo: fixed2(p.costo ?? 0),
      precios,
    },
  ];
}

function edit(cart: PurchaseLine[], id: number, change: (l: PurchaseLine) => PurchaseLine): PurchaseLine[] {
  return cart.map((l) => (l.id === id ? change(l) : l));
}

/** Sets a quantity from typed text (non-numbers and values under 1 read as 0). */
export function setPurchaseQuantity(cart: PurchaseLine[], id: number, raw: string | number): PurchaseLine[] {
  const qty = parseQuantity(raw);
  return edit(cart, id, (l) => ({ ...l, cantidad: qty }));
}

/** Sets the cost from the text typed in its MoneyInput (kept as typed). */
export function setPurchaseCosto(cart: PurchaseLine[], id: number, raw: string): PurchaseLine[] {
  return edit(cart, id, (l) => ({ ...l, costo: raw }));
}

/** Sets price level `index` (0..5) from the text typed in its MoneyInput. */
export function setPurchasePrecio(cart: PurchaseLine[], id: number, index: number, raw: string): PurchaseLine[] {
  if (index < 0 || index > 5) return cart;
  return edit(cart, id, (l) => {
    const precios = l.precios.slice() as PurchaseLine['precios'];
    precios[index] = raw;
    return { ...l, precios };
  });
}

/** Removes a product's line. */
export function removePurchaseLine(cart: PurchaseLine[], id: number): PurchaseLine[] {
  return cart.filter((l) => l.id !== id);
}

/** A line's amount in centavos. */
export function purchaseLineCents(l: Pick<PurchaseLine, 'costo' | 'cantidad'>): number {
  return toCents(l.costo) * l.cantidad;
}

/** Σ costo × cantidad in centavos. */
export function purchaseTotal(cart: PurchaseLine[]): number {
  return cart.reduce((s, l) => s + purchaseLineCents(l), 0);
}

/** A cart line as POST /api/compras takes it. */
export interface PurchaseLinePayload {
  id: number;
  cantidad: number;
  costo: number;
  precio: number;
  precio2: number;
  precio3: number;
  precio4: number;
  precio5: number;
  precio6: number;
}

/** The lines of the purchase payload, in cart order. */
export function purchaseLinesPayload(cart: PurchaseLine[]): PurchaseLinePayload[] {
  return cart.map((l) => {
    const out: Record<string, number> = { id: l.id, cantidad: l.cantidad, costo: toCents(l.costo) / 100 };
    PRICE_KEYS.forEach((k, i) => (out[k] = toCents(l.precios[i]) / 100));
    return out as unknown as PurchaseLinePayload;
  });
}
