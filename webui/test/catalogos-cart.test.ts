import { describe, expect, it } from 'vitest';
import { cartTotal } from '../src/lib/cart';
import {
  addCatalogoProduct,
  addManyCatalogo,
  addPageCatalogo,
  applyGlobalPrice,
  bulkAddedMessage,
  CATALOGO_CART_MSG,
  catalogoLinesPayload,
  cartFromEdit,
  clearCatalogo,
  globalLevels,
  globalPriceMessage,
  noStockOnPageMessage,
  pageAddSource,
  removeCatalogoLine,
  setCatalogoPrice,
  setCatalogoQuantity,
  type CatalogoLine,
  type CatalogoProduct,
} from '../src/pages/catalogos/cart';

/** Stands in for the server's search answer: the products whose code or name contain `q` (case ignored). */
const matching = (all: CatalogoProduct[], q: string) => all.filter((p) => `${p.codigo} ${p.producto}`.toLowerCase().includes(q.toLowerCase()));

const prod = (id: number, stock: number, precios: number[], extra: Partial<CatalogoProduct> = {}): CatalogoProduct => ({
  id,
  producto: `Producto ${id}`,
  codigo: `P-${String(id).padStart(3, '0')}`,
  cantidad_disponible: stock,
  precio: precios[0] ?? 0,
  precio2: precios[1] ?? 0,
  precio3: precios[2] ?? 0,
  precio4: precios[3] ?? 0,
  precio5: precios[4] ?? 0,
  precio6: precios[5] ?? 0,
  ...extra,
});

const martillo = prod(1, 24, [85, 80, 78]);
const cemento = prod(2, 310, [0, 60, 58.5]);
const pintura = prod(3, 0, [145, 139]);

describe('catalogue cart: single adds and removal (operations.md §4)', () => {
  it('adds a new product as 1 unit at its first non-zero level with "Agregado al carrito"', () => {
    const r = addCatalogoProduct([], cemento);
    expect(r.message).toBe('Agregado al carrito');
    expect(r.cart).toEqual([
      { key: '2', id: 2, producto: 'Producto 2', codigo: 'P-002', imagen: null, niveles: [{ nivel: 2, precio: 60 }, { nivel: 3, precio: 58.5 }], precio: 6000, cantidad: 1 },
    ]);
  });

  it('uses the branch levels when the server sends them', () => {
    const r = addCatalogoProduct([], { ...martillo, niveles: [{ nivel: 3, precio: 78 }] });
    expect(r.cart[0].precio).toBe(7800);
    expect(r.cart[0].niveles).toEqual([{ nivel: 3, precio: 78 }]);
  });

  it('adds 1 and resets the price to the default for a product already there, with "Guardado Correctamente"', () => {
    let cart = addCatalogoProduct([], martillo).cart;
    cart = setCatalogoPrice(cart, '1', '70.5');
    expect(cart[0].precio).toBe(7050);
    const r = addCatalogoProduct(cart, martillo);
    expect(r.message).toBe('Guardado Correctamente');
    expect(r.cart).toHaveLength(1);
    expect(r.cart[0]).toMatchObject({ cantidad: 2, precio: 8500 });
  });

  it('removes a line with "Eliminado del Carrito" and empties with Vaciar Carrito', () => {
    const cart = addCatalogoProduct(addCatalogoProduct([], martillo).cart, cemento).cart;
    const r = removeCatalogoLine(cart, '1');
    expect(r.message).toBe('Eliminado del Carrito');
    expect(r.cart.map((l) => l.id)).toEqual([2]);
    expect(clearCatalogo().cart).toEqual([]);
  });

  it('adds a product without stock one at a time (only bulk adds need stock)', () => {
    const r = addCatalogoProduct([], pintura);
    expect(r.cart.map((l) => l.id)).toEqual([3]);
  });
});

describe('catalogue cart: price and quantity', () => {
  const base = () => addCatalogoProduct([], martillo).cart;

  it('keeps two decimals; negative or non-numeric prices become 0', () => {
    expect(setCatalogoPrice(base(), '1', '1.234,5')[0].precio).toBe(123450);
    expect(setCatalogoPrice(base(), '1', '12,5')[0].precio).toBe(1250);
    expect(setCatalogoPrice(base(), '1', '-4')[0].precio).toBe(0);
    expect(setCatalogoPrice(base(), '1', 'abc')[0].precio).toBe(0);
    expect(setCatalogoPrice(base(), '1', '')[0].precio).toBe(0);
  });

  it('changes only the line asked for', () => {
    const cart = addCatalogoProduct(base(), cemento).cart;
    const out = setCatalogoPrice(cart, '2', '59');
    expect(out.map((l) => l.precio)).toEqual([8500, 5900]);
  });

  it('sets whole quantities, and quantity zero (or a non-number) removes the line', () => {
    const cart = addCatalogoProduct(base(), cemento).cart;
    expect(setCatalogoQuantity(cart, '1', '3')[0].cantidad).toBe(3);
    expect(setCatalogoQuantity(cart, '1', '2.7')[0].cantidad).toBe(2);
    expect(setCatalogoQuantity(cart, '1', 0).map((l) => l.id)).toEqual([2]);
    expect(setCatalogoQuantity(cart, '1', '0').map((l) => l.id)).toEqual([2]);
    expect(setCatalogoQuantity(cart, '1', 'x').map((l) => l.id)).toEqual([2]);
    expect(setCatalogoQuantity(cart, '1', '-1').map((l) => l.id)).toEqual([2]);
  });

  it('totals Σ precio × cantidad in centavos and sends bolivianos', () => {
    let cart = addCatalogoProduct(base(), cemento).cart;
    cart = addCatalogoProduct(cart, martillo).cart; // martillo ×2
    cart = setCatalogoPrice(cart, '2', '0.10');
    expect(cartTotal(cart, (l) => l.precio)).toBe(2 * 8500 + 10);
    expect(catalogoLinesPayload(cart)).toEqual([
      { id: 1, cantidad: 2, precio: 85 },
      { id: 2, cantidad: 1, precio: 0.1 },
    ]);
  });
});

describe('catalogue cart: bulk add', () => {
  it('says "No hay productos para agregar" for an empty list', () => {
    const r = addManyCatalogo([], []);
    expect(r).toEqual({ cart: [], error: 'No hay productos para agregar' });
  });

  it('says "No hay productos con stock disponible" when none has stock', () => {
    const r = addManyCatalogo([], [pintura, prod(9, 0, [10])]);
    expect(r.error).toBe('No hay productos con stock disponible');
    expect(r.cart).toEqual([]);
  });

  it('says "Todos los productos con stock ya están en el carrito" when they are all there', () => {
    const cart = addCatalogoProduct(addCatalogoProduct([], martillo).cart, cemento).cart;
    const r = addManyCatalogo(cart, [martillo, cemento, pintura]);
    expect(r.error).toBe('Todos los productos con stock ya están en el carrito');
    expect(r.cart).toBe(cart);
  });

  it('adds only products with stock not yet in the cart, without touching the others', () => {
    let cart = addCatalogoProduct([], martillo).cart;
    cart = setCatalogoPrice(cart, '1', '70');
    const r = addManyCatalogo(cart, [martillo, cemento, pintura, prod(4, 5, [10]), prod(4, 5, [10])]);
    expect(r.message).toBe('2 productos agregados al carrito');
    expect(r.error).toBeUndefined();
    expect(r.cart.map((l) => [l.id, l.cantidad, l.precio])).toEqual([
      [1, 1, 7000],
      [2, 1, 6000],
      [4, 1, 1000],
    ]);
    expect(bulkAddedMessage(12)).toBe('12 productos agregados al carrito');
  });
});

describe('catalogue cart: "Agregar página actual con stock"', () => {
  const all = Array.from({ length: 25 }, (_, i) => prod(i + 1, i % 3 === 0 ? 0 : 5, [10 + i]));

  it('takes the first 10 rows without a search, and the page shown on later pages', () => {
    expect(pageAddSource({ all, filtered: all, filterActive: false, pageIndex: 0 }).map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageAddSource({ all, filtered: all, filterActive: false, pageIndex: 2 }).map((p) => p.id)).toEqual([21, 22, 23, 24, 25]);
    const r = addPageCatalogo([], { all, filtered: all, filterActive: false, pageIndex: 0 });
    // Ids 1, 4, 7 and 10 have no stock.
    expect(r.cart.map((l) => l.id)).toEqual([2, 3, 5, 6, 8, 9]);
    expect(r.message).toBe('6 productos agregados al carrito');
  });

  it('takes the whole filtered set while a search is active, whatever the page', () => {
    const filtered = matching(all, 'P-01');
    expect(filtered.map((p) => p.id)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    const r = addPageCatalogo([], { all, filtered, filterActive: true, pageIndex: 0 });
    expect(r.cart.map((l) => l.id)).toEqual([11, 12, 14, 15, 17, 18]);
    const few = matching(all, 'producto 2');
    expect(pageAddSource({ all, filtered: few, filterActive: true, pageIndex: 1 }).map((p) => p.id)).toEqual([2, 20, 21, 22, 23, 24, 25]);
  });

  it('says "No hay productos filtrados con stock disponible" for a search without stock', () => {
    const filtered = [all[0], all[3]];
    const r = addPageCatalogo([], { all, filtered, filterActive: true, pageIndex: 0 });
    expect(r.error).toBe('No hay productos filtrados con stock disponible');
    expect(r.cart).toEqual([]);
  });

  it('says "No hay productos con stock disponible en la página 1" for a first page without stock', () => {
    const none = all.map((p) => ({ ...p, cantidad_disponible: 0 }));
    const r = addPageCatalogo([], { all: none, filtered: none, filterActive: false, pageIndex: 0 });
    expect(r.error).toBe('No hay productos con stock disponible en la página 1');
    expect(noStockOnPageMessage(3)).toBe('No hay productos con stock disponible en la página 3');
  });

  it('says "No hay productos para agregar" when the search matches nothing', () => {
    const r = addPageCatalogo([], { all, filtered: [], filterActive: true, pageIndex: 0 });
    expect(r.error).toBe(CATALOGO_CART_MSG.nothingToAdd);
  });

  it('says "Todos los productos con stock ya están en el carrito" on a second press', () => {
    const first = addPageCatalogo([], { all, filtered: all, filterActive: false, pageIndex: 0 });
    const again = addPageCatalogo(first.cart, { all, filtered: all, filterActive: false, pageIndex: 0 });
    expect(again.error).toBe('Todos los productos con stock ya están en el carrito');
  });
});

describe('catalogue cart: Precio Global', () => {
  const withLevels = (cart: CatalogoLine[]) => cart.map((l) => [l.id, l.precio]);

  it('offers the non-zero levels of the first line', () => {
    const cart = addCatalogoProduct(addCatalogoProduct([], cemento).cart, martillo).cart;
    expect(globalLevels(cart).map((l) => l.nivel)).toEqual([2, 3]);
    expect(globalLevels([])).toEqual([]);
  });

  it('sets every line to the level and falls back to the current price when a line lacks it', () => {
    let cart = addCatalogoProduct([], martillo).cart; // P1 85, P2 80, P3 78
    cart = addCatalogoProduct(cart, prod(5, 3, [40])).cart; // P1 only
    cart = setCatalogoPrice(cart, '5', '39.90');
    const r = applyGlobalPrice(cart, 3);
    expect(withLevels(r.cart)).toEqual([
      [1, 7800],
      [5, 3990],
    ]);
    expect(r.message).toBe('Precio 3 aplicado a 2 productos');
    expect(globalPriceMessage(2, 7)).toBe('Precio 2 aplicado a 7 productos');
  });

  it('treats a level of 0 as missing', () => {
    const cart = addCatalogoProduct([], cemento).cart; // P1 = 0
    cart[0] = { ...cart[0], niveles: [{ nivel: 1, precio: 0 }, ...cart[0].niveles] };
    expect(applyGlobalPrice(cart, 1).cart[0].precio).toBe(6000);
  });
});

describe('catalogue cart: edit screen', () => {
  it('builds the cart from the loaded lines: pivot price, levels from precio1..precio6', () => {
    const cart = cartFromEdit([
      { id: 7, nombre: 'Taladro', codigo: 'HER-902', pivot: { precio: 655, cantidad: 2 }, precio1: 690, precio2: 670, precio3: 0, precio4: 0, precio5: 640, precio6: 0 },
      { id: 8, nombre: 'Guantes', codigo: 'SEG-045', pivot: { precio: 40 }, precio1: 42, precio2: 0, precio3: 0, precio4: 0, precio5: 0, precio6: 0 },
    ]);
    expect(cart).toEqual([
      { key: '7', id: 7, producto: 'Taladro', codigo: 'HER-902', imagen: null, niveles: [{ nivel: 1, precio: 690 }, { nivel: 2, precio: 670 }, { nivel: 5, precio: 640 }], precio: 65500, cantidad: 2 },
      { key: '8', id: 8, producto: 'Guantes', codigo: 'SEG-045', imagen: null, niveles: [{ nivel: 1, precio: 42 }], precio: 4000, cantidad: 1 },
    ]);
    expect(globalLevels(cart).map((l) => l.nivel)).toEqual([1, 2, 5]);
    expect(cartFromEdit(undefined)).toEqual([]);
  });
});
