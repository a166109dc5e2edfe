// The catalogue cart of Registrar/Editar Catálogo as pure functions
// (operations.md §4): each operation gives the new cart and the message the
// screen shows, word for word from the specification.
//
// - a product not in the cart becomes a line of 1 unit at its default price
//   ('Agregado al carrito'); one already there gets +1 and its price goes back
//   to the default ('Guardado Correctamente');
// - removing gives 'Eliminado del Carrito'; quantity 0 removes the line;
// - bulk add takes only products with stock that are not in the cart yet;
// - "Agregar página actual con stock" takes the filtered set while a search is
//   active, else the rows of the page shown (the first 10 on page 1);
// - Precio Global offers the non-zero levels of the first line; Aplicar sets
//   every line to that level, keeping its current price when it lacks it.
import type { PriceLevel } from '../../api/productos-picker';
import { countOf } from '../../lib/format';
import { parseQuantity, toCents } from '../../lib/amounts';
import { defaultPrice, parseLinePrice, priceLevels, type PricedProduct } from '../../lib/priceLevels';

/** Texts of the cart and the picker (operations.md §4, §8). */
export const CATALOGO_CART_MSG = {
  added: 'Agregado al carrito',
  updated: 'Guardado Correctamente',
  removed: 'Eliminado del Carrito',
  empty: 'No hay productos en el carrito.',
  nothingToAdd: 'No hay productos para agregar',
  noStock: 'No hay productos con stock disponible',
  allInCart: 'Todos los productos con stock ya están en el carrito',
  noFilteredStock: 'No hay productos filtrados con stock disponible',
} as const;

/** '{n} productos agregados al carrito', agreeing with n. */
export const bulkAddedMessage = (n: number) => `${countOf(n, 'producto agregado', 'productos agregados')} al carrito`;
/** 'No hay productos con stock disponible en la página {n}' (page 1 is the spec's wording). */
export const noStockOnPageMessage = (page: number) => `No hay productos con stock disponible en la página ${page}`;
/** 'Precio {x} aplicado a {n} productos', agreeing with n. */
export const globalPriceMessage = (nivel: number, n: number) => `Precio ${nivel} aplicado a ${countOf(n, 'producto', 'productos')}`;

/** Lines per page of the cart and rows per page of the picker (operations.md §9). */
export const CATALOGO_PAGE_SIZE = 10;

/** One line of the catalogue cart. */
export interface CatalogoLine {
  /** Product id. */
  id: number;
  producto: string;
  codigo: string;
  imagen: string | null;
  /** The product's non-zero price levels, in order. */
  niveles: PriceLevel[];
  /** Price in centavos. */
  precio: number;
  cantidad: number;
}

/** The product fields the cart needs. */
export type CatalogoProduct = { id: number; producto: string; codigo?: string; imagen?: string | null; cantidad_disponible?: number } & PricedProduct;

/** What an operation gives back; `tone` says how the message is shown. */
export interface CatalogoResult {
  cart: CatalogoLine[];
  message: string;
  tone: 'success' | 'info';
}

function newLine(p: CatalogoProduct): CatalogoLine {
  const niveles = priceLevels(p);
  return { id: p.id, producto: p.producto, codigo: p.codigo ?? '', imagen: p.imagen ?? null, niveles, precio: defaultPrice(niveles), cantidad: 1 };
}

/** Adds one product: a new line ('Agregado al carrito') or +1 with the default price again ('Guardado Correctamente'). */
export function addCatalogoProduct(cart: CatalogoLine[], p: CatalogoProduct): CatalogoResult {
  const i = cart.findIndex((l) => l.id === p.id);
  if (i < 0) return { cart: [...cart, newLine(p)], message: CATALOGO_CART_MSG.added, tone: 'success' };
  const out = cart.slice();
  out[i] = { ...out[i], cantidad: out[i].cantidad + 1, precio: defaultPrice(out[i].niveles) };
  return { cart: out, message: CATALOGO_CART_MSG.updated, tone: 'success' };
}

/** True when the product has stock in the branch. */
export function hasStock(p: Pick<CatalogoProduct, 'cantidad_disponible'>): boolean {
  return Number(p.cantidad_disponible ?? 0) > 0;
}

/** Adds the products with stock that are not in the cart yet, each as a new line. */
export function addManyCatalogo(cart: CatalogoLine[], products: CatalogoProduct[]): CatalogoResult {
  if (products.length === 0) return { cart, message: CATALOGO_CART_MSG.nothingToAdd, tone: 'info' };
  const stocked = products.filter(hasStock);
  if (stocked.length === 0) return { cart, message: CATALOGO_CART_MSG.noStock, tone: 'info' };
  const inCart = new Set(cart.map((l) => l.id));
  const fresh: CatalogoLine[] = [];
  for (const p of stocked) {
    if (inCart.has(p.id)) continue;
    inCart.add(p.id);
    fresh.push(newLine(p));
  }
  if (fresh.length === 0) return { cart, message: CATALOGO_CART_MSG.allInCart, tone: 'info' };
  return { cart: [...cart, ...fresh], message: bulkAddedMessage(fresh.length), tone: 'success' };
}

/** What the picker shows when its page is added. */
export interface PickerView<P> {
  /** Every product of the branch. */
  all: P[];
  /** The products matching the search (all of them when none is typed). */
  filtered: P[];
  /** A search is typed. */
  filterActive: boolean;
  /** Zero-based page of the picker. */
  pageIndex: number;
  pageSize?: number;
}

/** The products "Agregar página actual con stock" takes: the filtered set while searching, else the page shown. */
export function pageAddSource<P>(v: PickerView<P>): P[] {
  if (v.filterActive) return v.filtered;
  const size = v.pageSize ?? CATALOGO_PAGE_SIZE;
  return v.all.slice(v.pageIndex * size, v.pageIndex * size + size);
}

/** "Agregar página actual con stock": the picker's own messages first, then the bulk add. */
export function addPageCatalogo<P extends CatalogoProduct>(cart: CatalogoLine[], v: PickerView<P>): CatalogoResult {
  const source = pageAddSource(v);
  if (source.length === 0) return { cart, message: CATALOGO_CART_MSG.nothingToAdd, tone: 'info' };
  if (!source.some(hasStock)) {
    return { cart, message: v.filterActive ? CATALOGO_CART_MSG.noFilteredStock : noStockOnPageMessage(v.pageIndex + 1), tone: 'info' };
  }
  return addManyCatalogo(cart, source);
}

/** Removes a product's line ('Eliminado del Carrito'). */
export function removeCatalogoLine(cart: CatalogoLine[], id: number): CatalogoResult {
  return { cart: cart.filter((l) => l.id !== id), message: CATALOGO_CART_MSG.removed, tone: 'success' };
}

/** Vaciar Carrito (no message: the empty cart says it). */
export function clearCatalogo(): CatalogoResult {
  return { cart: [], message: '', tone: 'info' };
}

/** Sets a line's price from typed text: two decimals; negative or non-numeric is 0. */
export function setCatalogoPrice(cart: CatalogoLine[], id: number, raw: string): CatalogoLine[] {
  const precio = parseLinePrice(raw);
  return cart.map((l) => (l.id === id ? { ...l, precio } : l));
}

/** Sets a line's quantity (whole units); 0, a non-number or less removes the line. */
export function setCatalogoQuantity(cart: CatalogoLine[], id: number, raw: string | number): CatalogoLine[] {
  const cantidad = parseQuantity(raw);
  if (cantidad === 0) return cart.filter((l) => l.id !== id);
  return cart.map((l) => (l.id === id ? { ...l, cantidad } : l));
}

/** The levels the Precio Global selector offers: the non-zero ones of the first line. */
export function globalLevels(cart: CatalogoLine[]): PriceLevel[] {
  return cart[0]?.niveles.filter((l) => toCents(l.precio) > 0) ?? [];
}

/** Aplicar: every line to level `nivel`, or its current price when it has no such level. */
export function applyGlobalPrice(cart: CatalogoLine[], nivel: number): CatalogoResult {
  const out = cart.map((l) => {
    const level = l.niveles.find((x) => x.nivel === nivel && toCents(x.precio) > 0);
    return level ? { ...l, precio: toCents(level.precio) } : l;
  });
  return { cart: out, message: globalPriceMessage(nivel, cart.length), tone: 'success' };
}

/** The catalogue total in centavos: Σ precio × cantidad. */
export function catalogoTotalCents(cart: CatalogoLine[]): number {
  return cart.reduce((s, l) => s + l.precio * l.cantidad, 0);
}

/** The lines as the create and update calls take them, in cart order. */
export function catalogoLinesPayload(cart: CatalogoLine[]): { id: number; cantidad: number; precio: number }[] {
  return cart.map((l) => ({ id: l.id, cantidad: l.cantidad, precio: l.precio / 100 }));
}

/** A valid line as the edit screen loads it (GET /api/catalogos/{id}, data.productos). */
export type CatalogoEditLine = { id: number; nombre: string; codigo?: string; pivot?: { precio: number; cantidad?: number } } & PricedProduct;

/** The cart of the edit screen from the loaded lines (price from pivot, levels from precio1..precio6). */
export function cartFromEdit(productos: CatalogoEditLine[] | null | undefined): CatalogoLine[] {
  return (productos ?? []).map((p) => {
    const niveles = priceLevels(p);
    const cantidad = parseQuantity(p.pivot?.cantidad ?? 1) || 1;
    return { id: p.id, producto: p.nombre, codigo: p.codigo ?? '', imagen: null, niveles, precio: toCents(p.pivot?.precio ?? 0), cantidad };
  });
}
