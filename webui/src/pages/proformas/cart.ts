// The quotation cart of Registrar Proforma as pure functions (operations.md
// §4, §5): adding a product already in the cart adds one unit to its line, a
// new line starts at 1 unit and the first non-zero price level, quantities
// are whole (non-numbers and values under 1 read as 0), prices have two
// decimals (negative or non-numeric read as 0), and total = Σ precio × cantidad.
// Proformas never touch stock, so the stock shown is only informative.
import type { PickerProduct, PriceLevel } from '../../api/productos-picker';
import { parseQuantity, toCents } from '../../lib/amounts';
import { defaultQuotePrice, parseQuotePrice, quoteLevels, type PricedProduct } from '../../lib/quotePrice';

/** Texts of the cart. */
export const PROFORMA_CART_MSG = {
  added: 'Agregado al carrito',
  removed: 'Eliminado del carrito',
  empty: 'No hay productos en el carrito.',
} as const;

/** Lines per page of the cart (operations.md §9). */
export const PROFORMA_PAGE_SIZE = 10;

/** One line of the quotation cart. */
export interface ProformaLine {
  /** Product id. */
  id: number;
  producto: string;
  codigo: string;
  unidad: string;
  imagen: string | null;
  /** Stock of the branch when the product was added. */
  stock: number;
  /** The product's non-zero price levels, in order. */
  niveles: PriceLevel[];
  /** Price in centavos. */
  precio: number;
  cantidad: number;
}

/** The product fields the cart needs. */
export type ProformaProduct = Pick<PickerProduct, 'id' | 'producto'> &
  Partial<Pick<PickerProduct, 'codigo' | 'unidad' | 'imagen' | 'cantidad_disponible'>> &
  PricedProduct;

/** Adds a product: +1 on its line when it is already in the cart, else a new line of 1 at its default price. */
export function addProformaProduct(cart: ProformaLine[], p: ProformaProduct): ProformaLine[] {
  const i = cart.findIndex((l) => l.id === p.id);
  if (i >= 0) {
    const out = cart.slice();
    out[i] = { ...out[i], cantidad: out[i].cantidad + 1 };
    return out;
  }
  const niveles = quoteLevels(p);
  return [
    ...cart,
    {
      id: p.id,
      producto: p.producto,
      codigo: p.codigo ?? '',
      unidad: p.unidad ?? '',
      imagen: p.imagen ?? null,
      stock: Number(p.cantidad_disponible) || 0,
      niveles,
      precio: defaultQuotePrice(niveles),
      cantidad: 1,
    },
  ];
}

function edit(cart: ProformaLine[], id: number, change: (l: ProformaLine) => ProformaLine): ProformaLine[] {
  return cart.map((l) => (l.id === id ? change(l) : l));
}

/** Sets a quantity from typed text (non-numbers and values under 1 read as 0, kept while retyping). */
export function setProformaQuantity(cart: ProformaLine[], id: number, raw: string | number): ProformaLine[] {
  const cantidad = parseQuantity(raw);
  return edit(cart, id, (l) => ({ ...l, cantidad }));
}

/** Sets a price from typed text: two decimals; negative or non-numeric is 0. */
export function setProformaPrice(cart: ProformaLine[], id: number, raw: string): ProformaLine[] {
  const precio = parseQuotePrice(raw);
  return edit(cart, id, (l) => ({ ...l, precio }));
}

/** Sets a line's price to one of its levels; an unknown level changes nothing. */
export function chooseProformaLevel(cart: ProformaLine[], id: number, nivel: number): ProformaLine[] {
  return edit(cart, id, (l) => {
    const level = l.niveles.find((x) => x.nivel === nivel);
    return level ? { ...l, precio: toCents(level.precio) } : l;
  });
}

/** Removes a product's line. */
export function removeProformaLine(cart: ProformaLine[], id: number): ProformaLine[] {
  return cart.filter((l) => l.id !== id);
}

/** A line's amount in centavos. */
export function proformaLineCents(l: Pick<ProformaLine, 'precio' | 'cantidad'>): number {
  return l.precio * l.cantidad;
}

/** The cart total in centavos. */
export function proformaTotalCents(cart: ProformaLine[]): number {
  return cart.reduce((s, l) => s + proformaLineCents(l), 0);
}

/** The lines as POST /api/proformas takes them, in cart order (422 keys refer to it). */
export function proformaLinesPayload(cart: ProformaLine[]): { id: number; cantidad: number; precio: number }[] {
  return cart.map((l) => ({ id: l.id, cantidad: l.cantidad, precio: l.precio / 100 }));
}

/** Repairs a stored cart: keeps only well-formed lines. */
export function asProformaCart(v: unknown): ProformaLine[] {
  if (!Array.isArray(v)) return [];
  return v.filter(
    (l) => l && typeof l.id === 'number' && typeof l.producto === 'string' && Number.isInteger(l.precio) && Number.isInteger(l.cantidad) && Array.isArray(l.niveles),
  );
}
