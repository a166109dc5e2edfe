import { describe, expect, it } from 'vitest';
import { cartTotal, removeLine, setLineQuantity } from '../src/lib/cart';
import {
  addPurchaseProduct,
  asPurchaseCart,
  hasInvalidAmount,
  purchaseLinesPayload,
  setPurchaseCosto,
  setPurchasePrecio,
  type PurchaseProduct,
} from '../src/pages/compras/cart';

const cemento: PurchaseProduct = { id: 3, codigo: 'CEM-50', producto: 'Cemento Viacha 50 kg', unidad: 'Bolsa', costo: 52.4, precio: 60, precio2: 58, precio3: 0, precio4: 0, precio5: 0, precio6: 0 };
const clavos: PurchaseProduct = { id: 9, producto: 'Clavos 2"', costo: 0.35, precio: 0.5, precio2: 0, precio3: 0, precio4: 0, precio5: 0, precio6: 0 };

describe('purchase cart', () => {
  it('adds a product as one line at its cost and six prices', () => {
    const cart = addPurchaseProduct([], cemento);
    expect(cart).toEqual([
      { key: '3', id: 3, producto: 'Cemento Viacha 50 kg', codigo: 'CEM-50', unidad: 'Bolsa', imagen: null, cantidad: 1, costo: 5240, precios: [6000, 5800, 0, 0, 0, 0] },
    ]);
  });

  it('adds 1 to the line of a product already in the cart', () => {
    let cart = addPurchaseProduct([], cemento);
    cart = addPurchaseProduct(cart, clavos);
    cart = addPurchaseProduct(cart, cemento);
    expect(cart.map((l) => [l.id, l.cantidad])).toEqual([
      [3, 2],
      [9, 1],
    ]);
  });

  it('edits quantity (non-numbers and values under 1 become 0), cost and prices', () => {
    let cart = addPurchaseProduct([], cemento);
    cart = setLineQuantity(cart, '3', '12');
    expect(cart[0].cantidad).toBe(12);
    expect(setLineQuantity(cart, '3', 'x')[0].cantidad).toBe(0);
    expect(setLineQuantity(cart, '3', '0')[0].cantidad).toBe(0);
    cart = setPurchaseCosto(cart, '3', '50.25');
    expect(cart[0].costo).toBe(5025);
    // Not an amount: MoneyInput says Valor inválido. and the screen refuses to send it.
    expect(setPurchaseCosto(cart, '3', '-1')[0].costo).toBeNaN();
    expect(hasInvalidAmount(setPurchaseCosto(cart, '3', '-1'))).toBe(true);
    expect(hasInvalidAmount(setPurchasePrecio(cart, '3', 2, 'x'))).toBe(true);
    expect(hasInvalidAmount(cart)).toBe(false);
    expect(cartTotal(setPurchaseCosto(cart, '3', '1.234,50'), (l) => l.costo)).toBe(12 * 123450);
    expect(setPurchaseCosto(cart, '3', '')[0].costo).toBeNull();
    cart = setPurchasePrecio(cart, '3', 5, '70.5');
    expect(cart[0].precios[5]).toBe(7050);
    expect(setPurchasePrecio(cart, '3', 6, '1')).toBe(cart);
  });

  it('totals Σ costo × cantidad in centavos', () => {
    let cart = addPurchaseProduct(addPurchaseProduct([], cemento), clavos);
    cart = setLineQuantity(cart, '3', '10');
    cart = setLineQuantity(cart, '9', '1000');
    // 10 × 52,40 + 1000 × 0,35 = 874,00
    expect(cartTotal(cart, (l) => l.costo)).toBe(87400);
    expect(cartTotal(removeLine(cart, '9'), (l) => l.costo)).toBe(52400);
  });

  it('sends numbers for cost and every price', () => {
    let cart = addPurchaseProduct([], cemento);
    cart = setPurchaseCosto(cart, '3', '');
    expect(purchaseLinesPayload(cart)).toEqual([{ id: 3, cantidad: 1, costo: 0, precio: 60, precio2: 58, precio3: 0, precio4: 0, precio5: 0, precio6: 0 }]);
  });

  it('reads a cart stored with typed text again as centavos', () => {
    const old = [{ id: 3, producto: 'Cemento', codigo: '', unidad: '', imagen: null, cantidad: 2, costo: '52.40', precios: ['60.00', '', 'x', '0.00', '0.00', '0.00'] }];
    const [l] = asPurchaseCart(old);
    expect(l.key).toBe('3');
    expect(l.costo).toBe(5240);
    expect(l.precios.slice(0, 3)).toEqual([6000, null, NaN]);
    expect(asPurchaseCart('x')).toEqual([]);
  });
});
