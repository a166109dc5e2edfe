// The quotation cart of Registrar Proforma as pure functions (operations.md
// §4, §5): adding a product already in the cart adds one unit to its line, a
// new line starts at 1 unit and the first non-zero price level, quantities
// are whole (non-numbers and values under 1 read as 0), prices have two
// decimals (negative or non-numeric read as 0), and total = Σ precio × cantidad.
// Proformas never touch stock, so the stock shown is only informative.
import type { PickerProduct, PriceLevel } from '../../api/productos-picker';
import { toCents } from '../../lib/amounts';
import { addLine, bs, editLine, linesPayload, pickedLine, productKey, type CartLine } from '../../lib/cart';
import { defaultPrice, parseLinePrice, priceLevels, type PricedProduct } from '../../lib/priceLevels';

/** Texts of the cart. */
export const PROFORMA_CART_MSG = {
  added: 'Agregado al carrito',
  removed: 'Eliminado del carrito',
  empty: 'No hay productos en el carrito.',
} as const;

/** Lines per page of the cart (operations.md §9). */
export const PROFORMA_PAGE_SIZE = 10;

/** One line of the quotation cart, keyed by its product. */
export interface ProformaLine extends CartLine {
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
}

/** The product fields the cart needs. */
export type ProformaProduct = Pick<PickerProduct, 'id' | 'producto'> &
  Partial<Pick<PickerProduct, 'codigo' | 'unidad' | 'imagen' | 'cantidad_disponible'>> &
  PricedProduct;

/** Adds a product: +1 on its line when it is already in the cart, else a new line of 1 at its default price. */
export function addProformaProduct(cart: ProformaLine[], p: ProformaProduct): ProformaLine[] {
  return addLine(cart, productKey(p.id), () => {
    const niveles = priceLevels(p);
    return {
      ...pickedLine(p),
      stock: Number(p.cantidad_disponible) || 0,
      niveles,
      precio: defaultPrice(niveles),
      cantidad: 1,
    };
  });
}

/** Sets a price from typed text: two decimals; negative or non-numeric is 0. */
export function setProformaPrice(cart: ProformaLine[], key: string, raw: string): ProformaLine[] {
  const precio = parseLinePrice(raw);
  return editLine(cart, key, (l) => ({ ...l, precio })).cart;
}

/** Sets a line's price to one of its levels; an unknown level changes nothing. */
export function chooseProformaLevel(cart: ProformaLine[], key: string, nivel: number): ProformaLine[] {
  return editLine(cart, key, (l) => {
    const level = l.niveles.find((x) => x.nivel === nivel);
    return level ? { ...l, precio: toCents(level.precio) } : l;
  }).cart;
}

/** The lines as POST /api/proformas takes them, in cart order (422 keys refer to it). */
export function proformaLinesPayload(cart: ProformaLine[]) {
  return linesPayload(cart, (l) => ({ precio: bs(l.precio) }));
}

/** Repairs a stored cart: keeps only well-formed lines (a cart stored before lines had a key gets one). */
export function asProformaCart(v: unknown): ProformaLine[] {
  if (!Array.isArray(v)) return [];
  return v
    .filter((l) => l && typeof l.id === 'number' && typeof l.producto === 'string' && Number.isInteger(l.precio) && Number.isInteger(l.cantidad) && Array.isArray(l.niveles))
    .map((l) => ({ ...l, key: productKey(l.id) }));
}
