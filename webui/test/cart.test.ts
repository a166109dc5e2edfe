import { describe, expect, it } from 'vitest';
import { addLine, bs, cartTotal, centsOrZero, editLine, isAmount, lineErrorsByKey, linesPayload, productKey, removeLine, typedAmount, type CartLine } from '../src/lib/cart';

type Line = CartLine & { precio: number };
const line = (id: number, precio: number): Line => ({ key: productKey(id), id, cantidad: 1, precio });

describe('cart core', () => {
  it('adds a line, then one unit more on the line of the same key', () => {
    let cart = addLine<Line>([], '3', () => line(3, 250));
    cart = addLine(cart, '4', () => line(4, 100));
    cart = addLine(cart, '3', () => line(3, 999));
    expect(cart.map((l) => [l.key, l.cantidad, l.precio])).toEqual([
      ['3', 2, 250],
      ['4', 1, 100],
    ]);
  });

  it('edits a line, refuses with the change’s message, says when the key is missing', () => {
    const cart = [line(3, 250)];
    expect(editLine(cart, '3', (l) => ({ ...l, cantidad: 5 })).cart[0].cantidad).toBe(5);
    const refused = editLine(cart, '3', () => 'No.');
    expect(refused).toEqual({ cart, error: 'No.' });
    expect(editLine(cart, '9', (l) => l, 'Producto no encontrado en el carrito.').error).toBe('Producto no encontrado en el carrito.');
    expect(editLine(cart, '9', (l) => l).error).toBeUndefined();
  });

  it('removes by key and totals price × quantity in centavos, blank and invalid as 0', () => {
    const cart = [line(3, 10), { ...line(4, 20), cantidad: 3 }, { ...line(5, NaN), cantidad: 2 }];
    expect(cartTotal(cart, (l) => l.precio)).toBe(70);
    expect(cartTotal(cart, (l) => l.precio, () => 1)).toBe(30);
    expect(removeLine(cart, '4').map((l) => l.id)).toEqual([3, 5]);
    expect(centsOrZero(null)).toBe(0);
  });

  it('keeps typed money as centavos, null when blank, NaN when not an amount', () => {
    expect(typedAmount('1.234,50')).toBe(123450);
    expect(typedAmount('')).toBeNull();
    expect(typedAmount('-1')).toBeNaN();
    expect(isAmount(typedAmount('x'))).toBe(false);
    expect(isAmount(null)).toBe(true);
  });

  it('builds the lines of a POST in cart order with the area’s fields', () => {
    expect(linesPayload([line(3, 1050)], (l) => ({ precio: bs(l.precio) }))).toEqual([{ id: 3, cantidad: 1, precio: 10.5 }]);
  });

  it('gives a 422’s productos.N messages to the key of line N', () => {
    const cart = [line(3, 1), line(4, 1)];
    expect(lineErrorsByKey({ 'productos.1.cantidad': ['Sin stock.'], 'productos.7.id': ['x'], total: ['y'] }, cart)).toEqual({ '4': ['Sin stock.'] });
  });
});
