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
import { addLine, bs, editLine, linesPayload, productKey, removeLine, type CartLine, type CartResult } from '../../lib/cart';
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

/** One line of the catalogue cart, keyed by its product. */
export interface CatalogoLine extends CartLine {
  producto: string;
  codigo: string;
  imagen: string | null;
  /** The product's non-zero price levels, in order. */
  niveles: PriceLevel[];
  /** Price in centavos. */
  precio: number;
}

/** The product fields the cart needs. */
export type CatalogoProduct = { id: number; producto: string; codigo?: string; imagen?: string | null; cantidad_disponible?: number } & PricedProduct;

/** What an operation gives back: `message` tells what was done, `error` why nothing was (shown as information). */
export type CatalogoResult = CartResult<CatalogoLine>;

function newLine(p: CatalogoProduct): CatalogoLine {
  const niveles = priceLevels(p);
  return { key: productKey(p.id), id: p.id, producto: p.producto, codigo: p.codigo ?? '', imagen: p.imagen ?? null, niveles, precio: defaultPrice(niveles), cantidad: 1 };
}

/** Adds one product: a new line ('Agregado al carrito') or +1 with the default price again ('Guardado Correctamente'). */
export function addCatalogoProduct(cart: CatalogoLine[], p: CatalogoProduct): CatalogoResult {
  const key = productKey(p.id);
  const known = cart.some((l) => l.key === key);
  const out = addLine(cart, key, () => newLine(p), (l) => ({ ...l, cantidad: l.cantidad + 1, precio: defaultPrice(l.niveles) }));
  return { cart: out, message: known ? CATALOGO_CART_MSG.updated : CATALOGO_CART_MSG.added };
}

/** True when the product has stock in the branch. */
export function hasStock(p: Pick<CatalogoProduct, 'cantidad_disponible'>): boolean {
  return Number(p.cantidad_disponible ?? 0) > 0;
}

/** Adds the products with stock that are not in the cart yet, each as a new line. */
export function addManyCatalogo(cart: CatalogoLine[], products: CatalogoProduct[]): CatalogoResult {
  if (products.length === 0) return { cart, error: CATALOGO_CART_MSG.nothingToAdd };
  const stocked = products.filter(hasStock);
  if (stocked.length === 0) return { cart, error: CATALOGO_CART_MSG.noStock };
  const inCart = new Set(cart.map((l) => l.key));
  const fresh: CatalogoLine[] = [];
  for (const p of stocked) {
    if (inCart.has(productKey(p.id))) continue;
    inCart.add(productKey(p.id));
    fresh.push(newLine(p));
  }
  if (fresh.length === 0) return { cart, error: CATALOGO_CART_MSG.allInCart };
  return { cart: [...cart, ...fresh], message: bulkAddedMessage(fresh.length) };
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
  if (source.length === 0) return { cart, error: CATALOGO_CART_MSG.nothingToAdd };
  if (!source.some(hasStock)) {
    return { cart, error: v.filterActive ? CATALOGO_CART_MSG.noFilteredStock : noStockOnPageMessage(v.pageIndex + 1) };
  }
  return addManyCatalogo(cart, source);
}

/** Removes a product's line ('Eliminado del Carrito'). */
export function removeCatalogoLine(cart: CatalogoLine[], key: string): CatalogoResult {
  return { cart: removeLine(cart, key), message: CATALOGO_CART_MSG.removed };
}

/** Vaciar Carrito (no message: the empty cart says it). */
export function clearCatalogo(): CatalogoResult {
  return { cart: [] };
}

/** Sets a line's price from typed text: two decimals; negative or non-numeric is 0. */
export function setCatalogoPrice(cart: CatalogoLine[], key: string, raw: string): CatalogoLine[] {
  const precio = parseLinePrice(raw);
  return editLine(cart, key, (l) => ({ ...l, precio })).cart;
}

/** Sets a line's quantity (whole units); 0, a non-number or less removes the line. */
export function setCatalogoQuantity(cart: CatalogoLine[], key: string, raw: string | number): CatalogoLine[] {
  const cantidad = parseQuantity(raw);
  if (cantidad === 0) return removeLine(cart, key);
  return editLine(cart, key, (l) => ({ ...l, cantidad })).cart;
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
  return { cart: out, message: globalPriceMessage(nivel, cart.length) };
}

/** The lines as the create and update calls take them, in cart order. */
export function catalogoLinesPayload(cart: CatalogoLine[]) {
  return linesPayload(cart, (l) => ({ precio: bs(l.precio) }));
}

/** A valid line as the edit screen loads it (GET /api/catalogos/{id}, data.productos). */
export type CatalogoEditLine = { id: number; nombre: string; codigo?: string; pivot?: { precio: number; cantidad?: number } } & PricedProduct;

/** The cart of the edit screen from the loaded lines (price from pivot, levels from precio1..precio6). */
export function cartFromEdit(productos: CatalogoEditLine[] | null | undefined): CatalogoLine[] {
  return (productos ?? []).map((p) => {
    const niveles = priceLevels(p);
    const cantidad = parseQuantity(p.pivot?.cantidad ?? 1) || 1;
    return { key: productKey(p.id), id: p.id, producto: p.nombre, codigo: p.codigo ?? '', imagen: null, niveles, precio: toCents(p.pivot?.precio ?? 0), cantidad };
  });
}
