import { describe, expect, it } from 'vitest';
import { cartTotal, removeLine } from '../src/lib/cart';
import { addReturnLine, returnable, returnPayload, setReturnQuantity, type SoldLine } from '../src/pages/devoluciones/cart';

const line: SoldLine = { detalleAgrupadoId: 1, producto_id: 7, producto: 'Martillo', unidad: 'Pieza', precio: 45.5, cantidad_vendida: 5, cantidad_devuelta: 2, estado: 1 };

describe('return cart', () => {
  it('can return what was sold and not yet returned, nothing of a voided line', () => {
    expect(returnable(line)).toBe(3);
    expect(returnable({ ...line, cantidad: 1 })).toBe(1);
    expect(returnable({ ...line, estado: 0 })).toBe(0);
  });

  it('adds a sale line once, at quantity 1', () => {
    const { cart } = addReturnLine([], line);
    expect(cart).toEqual([{ key: '1', id: 7, detalleAgrupadoId: 1, producto: 'Martillo', unidad: 'Pieza', precio: 4550, max: 3, cantidad: 1 }]);
    const again = addReturnLine(cart, line);
    expect(again.error).toBe('Producto ya agregado');
    expect(again.cart).toBe(cart);
  });

  it('turns an invalid quantity into 1 and caps it at the sold quantity', () => {
    const { cart } = addReturnLine([], line);
    expect(setReturnQuantity(cart, '1', 'abc').cart[0].cantidad).toBe(1);
    expect(setReturnQuantity(cart, '1', '0').cart[0].cantidad).toBe(1);
    expect(setReturnQuantity(cart, '1', '2')).toEqual({ cart: [{ ...cart[0], cantidad: 2 }], error: undefined });
    const over = setReturnQuantity(cart, '1', '9');
    expect(over.error).toBe('La cantidad no debe superar la cantidad vendida.');
    expect(over.cart[0].cantidad).toBe(3);
  });

  it('totals precio × cantidad and removes lines', () => {
    let { cart } = addReturnLine([], line);
    cart = addReturnLine(cart, { ...line, detalleAgrupadoId: 2, precio: 0.1, cantidad_vendida: 10, cantidad_devuelta: 0 }).cart;
    cart = setReturnQuantity(cart, '2', '3').cart;
    expect(cartTotal(cart, (l) => l.precio)).toBe(4580);
    expect(removeLine(cart, '1').map((l) => l.detalleAgrupadoId)).toEqual([2]);
    expect(returnPayload(cart)).toEqual([
      { id: 7, cantidad: 1, producto_id: 7, detalleAgrupadoId: 1, precio: 45.5 },
      { id: 7, cantidad: 3, producto_id: 7, detalleAgrupadoId: 2, precio: 0.1 },
    ]);
  });
});
