import { describe, expect, it } from 'vitest';
import {
  addToCart,
  asSaleCart,
  CART_MSG,
  choosePriceLevel,
  clampQuantity,
  countedQuantity,
  discountError,
  lineCents,
  lineProblem,
  quantityError,
  priceFloorError,
  priceFloorMessage,
  quantityInCart,
  salePayload,
  saleTotals,
  setPrice,
  setQuantity,
  setSerie,
  type CartProduct,
  type SaleLine,
} from '../src/pages/ventas/cart';
import { removeLine } from '../src/lib/cart';
import { defaultPrice, levelOfPrice, minPriceCents, priceLevels } from '../src/lib/priceLevels';

const levelOf = (l: SaleLine) => (l.precio === null ? null : levelOfPrice(l.niveles, l.precio));

const martillo: CartProduct = {
  id: 7,
  codigo: 'MAR-01',
  producto: 'Martillo de uña 16 oz',
  unidad: 'Pieza',
  imagen: null,
  cantidad_disponible: 5,
  precio: 0,
  precio2: 45.5,
  precio3: 40,
  precio4: 0,
  precio5: 38.9,
  precio6: 0,
};

let n = 0;
const id = () => `line-${++n}`;

/** A cart of one line per add: each line gets a serial, so that adds of one product stay apart. */
function cartWith(...adds: [CartProduct, number?][]): SaleLine[] {
  let cart: SaleLine[] = [];
  for (const [p, qty] of adds) {
    const r = addToCart(cart, p, id());
    expect(r.error).toBeUndefined();
    cart = setSerie(r.cart, r.cart[r.cart.length - 1].key, `S-${n}`).cart;
    if (qty !== undefined) cart = setQuantity(cart, cart[cart.length - 1].key, String(qty)).cart;
  }
  return cart;
}

describe('sale cart: price levels', () => {
  it('offers the non-zero levels in order and defaults to the first one', () => {
    expect(priceLevels(martillo)).toEqual([
      { nivel: 2, precio: 45.5 },
      { nivel: 3, precio: 40 },
      { nivel: 5, precio: 38.9 },
    ]);
    expect(defaultPrice(priceLevels(martillo))).toBe(4550);
  });

  it('prefers the branch levels the server sends (disabled levels left out)', () => {
    const p = { ...martillo, niveles: [{ nivel: 3, precio: 40 }, { nivel: 4, precio: 0 }] };
    expect(priceLevels(p)).toEqual([{ nivel: 3, precio: 40 }]);
    expect(defaultPrice(priceLevels(p))).toBe(4000);
  });

  it('gives 0 when no level has a price', () => {
    const p = { ...martillo, precio2: 0, precio3: 0, precio5: 0 };
    expect(defaultPrice(priceLevels(p))).toBe(0);
    expect(minPriceCents(priceLevels(p))).toBe(0);
  });

  it('starts a line at the default price and can switch level', () => {
    const cart = cartWith([martillo]);
    expect(cart[0].precio).toBe(4550);
    expect(levelOf(cart[0])).toBe(2);
    const r = choosePriceLevel(cart, cart[0].key, 5);
    expect(r.cart[0].precio).toBe(3890);
    expect(levelOf(r.cart[0])).toBe(5);
  });
});

describe('sale cart: lines and quantities', () => {
  it('adds a second unit of a plain product to its line (two scans, one line of 2)', () => {
    let cart = addToCart([], martillo, id()).cart;
    cart = addToCart(cart, martillo, id()).cart;
    expect(cart).toHaveLength(1);
    expect(cart.map((l) => [l.cantidad, l.serie])).toEqual([[2, 'N/A']]);
    expect(quantityInCart(cart, 7)).toBe(2);
  });

  it('keeps a line with a serial apart: the next add is a new line with its own key', () => {
    let cart = addToCart([], martillo, id()).cart;
    cart = setSerie(cart, cart[0].key, 'SN-001').cart;
    cart = addToCart(cart, martillo, id()).cart;
    expect(cart).toHaveLength(2);
    expect(cart[0].key).not.toBe(cart[1].key);
    expect(cart.map((l) => [l.cantidad, l.serie])).toEqual([
      [1, 'SN-001'],
      [1, 'N/A'],
    ]);
  });

  it('makes a new line when the plain line has another price', () => {
    let cart = addToCart([], martillo, id()).cart;
    cart = choosePriceLevel(cart, cart[0].key, 3).cart;
    cart = addToCart(cart, martillo, id()).cart;
    expect(cart.map((l) => [l.cantidad, l.precio])).toEqual([
      [1, 4000],
      [1, 4550],
    ]);
  });

  it('clamps an over-stock quantity once typed, with the reason to keep on the line, and never counts more than the stock', () => {
    const stock125 = { ...martillo, cantidad_disponible: 125 };
    let cart = addToCart([], stock125, id()).cart;
    cart = setQuantity(cart, cart[0].key, '625').cart;
    expect(cart[0].cantidad).toBe(625);
    expect(countedQuantity(cart, cart[0])).toBe(125);
    expect(saleTotals(cart, '', 'Contado', '').total).toBe(125 * 4550);
    const r = clampQuantity(cart, cart[0].key);
    expect(r.cart[0].cantidad).toBe(125);
    expect(r.clamped).toBe('La cantidad total supera el stock disponible. Máximo: 125.');
    expect(clampQuantity(r.cart, cart[0].key)).toEqual({ cart: r.cart, clamped: null });
  });

  it('refuses an add past the stock counted over all lines', () => {
    const cart = cartWith([martillo, 4]);
    const ok = addToCart(cart, martillo, id());
    expect(ok.error).toBeUndefined();
    const r = addToCart(ok.cart, martillo, id());
    expect(r.error).toBe(CART_MSG.noMore);
    expect(r.cart).toBe(ok.cart);
  });

  it('refuses adding a product without stock', () => {
    expect(addToCart([], { ...martillo, cantidad_disponible: 0 }, id()).error).toBe('No puedes agregar más de la cantidad disponible.');
  });

  it('keeps a quantity over the stock as typed and says so on the line, never selling another quantity', () => {
    const cart = cartWith([martillo, 2], [martillo, 2]);
    const r = setQuantity(cart, cart[1].key, '4');
    expect(r.error).toBeUndefined();
    expect(r.cart[1].cantidad).toBe(4);
    expect(quantityError(r.cart, r.cart[1])).toBe('La cantidad total supera el stock disponible. Máximo: 3.');
    // Both lines of the product are over: each says how many it may still take.
    expect(quantityError(r.cart, r.cart[0])).toBe('La cantidad total supera el stock disponible. Máximo: 1.');
    expect(lineProblem(r.cart)).not.toBeNull();
    // The line counts for the 3 the stock leaves it, not the 4 typed.
    expect(lineCents(r.cart, r.cart[1])).toBe(3 * 4550);
    const ok = setQuantity(cart, cart[1].key, '3').cart;
    expect(ok[1].cantidad).toBe(3);
    expect(quantityError(ok, ok[1])).toBeNull();
    expect(lineProblem(ok)).toBeNull();
    expect(quantityError(setQuantity(cart, cart[0].key, '').cart, { ...cart[0], cantidad: 0 })).toBe(CART_MSG.qtyMin);
  });

  it('reads non-numbers and values under 1 as 0, decimals as whole units', () => {
    const cart = cartWith([martillo]);
    const l = cart[0].key;
    expect(setQuantity(cart, l, 'abc').cart[0].cantidad).toBe(0);
    expect(setQuantity(cart, l, '-3').cart[0].cantidad).toBe(0);
    expect(setQuantity(cart, l, '').cart[0].cantidad).toBe(0);
    expect(setQuantity(cart, l, '2.7').cart[0].cantidad).toBe(2);
  });

  it('answers an unknown line with the not-found text', () => {
    const cart = cartWith([martillo]);
    expect(setQuantity(cart, 'nope', '1').error).toBe('Producto no encontrado en el carrito.');
  });

  it('removes a line and keeps the others', () => {
    const cart = cartWith([martillo], [martillo]);
    expect(removeLine(cart, cart[0].key).map((l) => l.key)).toEqual([cart[1].key]);
  });

  it('keeps a typed price in centavos, reads it the Bolivian way and names a wrong one', () => {
    const cart = cartWith([martillo]);
    const l = cart[0].key;
    expect(setPrice(cart, l, '').cart[0].precio).toBeNull();
    expect(setPrice(cart, l, '12.3').cart[0].precio).toBe(1230);
    expect(levelOf(setPrice(cart, l, '12.3').cart[0])).toBeNull();
    const priced = setPrice(cart, l, '1.234,50').cart;
    expect(lineCents(priced, priced[0])).toBe(123450);
    expect(levelOf(setPrice(cart, l, '45,50').cart[0])).toBe(2);
    const bad = setPrice(cart, l, '-5').cart;
    expect(bad[0].precio).toBeNaN();
    expect(lineProblem(bad)?.message).toBe('Martillo de uña 16 oz: Valor inválido.');
  });
});

describe('sale cart: totals', () => {
  it('sums price × quantity in centavos and subtracts the discount', () => {
    let cart = cartWith([martillo, 3], [martillo]);
    cart = setPrice(cart, cart[1].key, '0.10').cart;
    // 3 × 45,50 + 1 × 0,10 = 136,60; − 6,60 = 130,00
    expect(saleTotals(cart, '6.60', 'Contado', '')).toEqual({ subtotal: 13660, descuento: 660, total: 13000, aCuenta: 0, saldo: 0 });
    expect(saleTotals(cart, '6,60', 'Contado', '').total).toBe(13000);
  });

  it('reads a discount with a decimal comma, flags one above the subtotal and never shows a negative total', () => {
    const cart = cartWith([martillo, 3]);
    const t = saleTotals(cart, '10,50', 'Contado', '');
    expect(t.descuento).toBe(1050);
    expect(discountError(t)).toBeNull();
    const over = saleTotals(cart, '1.000,00', 'Contado', '');
    expect(over.total).toBe(0);
    expect(discountError(over)).toBe('El descuento no puede ser mayor al subtotal.');
  });

  it('adds up 0.1 + 0.2 exactly', () => {
    let cart = cartWith([martillo], [martillo]);
    cart = setPrice(cart, cart[0].key, '0.1').cart;
    cart = setPrice(cart, cart[1].key, '0.2').cart;
    expect(saleTotals(cart, '', 'Contado', '').total).toBe(30);
  });

  it('forces a_cuenta and saldo to 0 for Contado', () => {
    const cart = cartWith([martillo, 2]);
    expect(saleTotals(cart, 0, 'Contado', '50')).toMatchObject({ total: 9100, aCuenta: 0, saldo: 0 });
  });

  it('gives saldo = total − a_cuenta for Cuotas, never below 0', () => {
    const cart = cartWith([martillo, 2]);
    expect(saleTotals(cart, '1', 'Cuotas', '30')).toMatchObject({ total: 9000, aCuenta: 3000, saldo: 6000 });
    expect(saleTotals(cart, '0', 'Cuotas', '500')).toMatchObject({ saldo: 0 });
    expect(saleTotals(cart, '0', 'Cuotas', '')).toMatchObject({ aCuenta: 0, saldo: 9100 });
  });
});

describe('sale cart: price floor', () => {
  it('accepts the lowest level and refuses below it or 0, naming the product', () => {
    let cart = cartWith([martillo]);
    const l = cart[0].key;
    expect(priceFloorError(setPrice(cart, l, '38.90').cart)).toBeNull();
    const below = priceFloorError(setPrice(cart, l, '38.80').cart);
    expect(below).toEqual({
      key: l,
      message: 'El precio del producto Martillo de uña 16 oz no puede ser menor al precio mínimo permitido y no puede ser igual a 0.',
    });
    expect(priceFloorError(setPrice(cart, l, '0').cart)?.message).toBe(priceFloorMessage('Martillo de uña 16 oz'));
    cart = setPrice(cart, l, '').cart;
    expect(priceFloorError(cart)).not.toBeNull();
  });

  it('refuses 0 even for a product without levels', () => {
    const cart = cartWith([{ ...martillo, precio2: 0, precio3: 0, precio5: 0 }]);
    expect(cart[0].precio).toBe(0);
    expect(priceFloorError(cart)).not.toBeNull();
    expect(priceFloorError(setPrice(cart, cart[0].key, '5').cart)).toBeNull();
  });
});

describe('sale cart: payload', () => {
  it('sends id, cantidad, precio as a number, serie (N/A when blank) and idCarrito in cart order', () => {
    let cart = cartWith([martillo, 2], [martillo]);
    cart = setSerie(cart, cart[0].key, '  SN-123 ').cart;
    cart = setSerie(cart, cart[1].key, '   ').cart;
    cart = setPrice(cart, cart[1].key, '40,05').cart;
    expect(salePayload(cart)).toEqual([
      { id: 7, cantidad: 2, precio: 45.5, serie: 'SN-123', idCarrito: cart[0].key },
      { id: 7, cantidad: 1, precio: 40.05, serie: 'N/A', idCarrito: cart[1].key },
    ]);
  });
});

describe('sale cart: a stored cart', () => {
  it('reads a cart stored before lines had a key and centavos again', () => {
    const old = [{ idCarrito: 'a-1', id: 7, producto: 'Martillo', codigo: '', unidad: '', imagen: null, stock: 5, niveles: [], precio: '45,50', cantidad: 2, serie: 'N/A' }, { id: 'x' }];
    expect(asSaleCart(old)).toEqual([{ key: 'a-1', id: 7, producto: 'Martillo', codigo: '', unidad: '', imagen: null, stock: 5, niveles: [], precio: 4550, cantidad: 2, serie: 'N/A' }]);
    const fresh = cartWith([martillo]);
    expect(asSaleCart(JSON.parse(JSON.stringify(fresh)))).toEqual(fresh);
    expect(asSaleCart(null)).toEqual([]);
  });
});
