import { describe, expect, it } from 'vitest';
import {
  addProformaProduct,
  asProformaCart,
  chooseProformaLevel,
  proformaLinesPayload,
  setProformaPrice,
  type ProformaProduct,
} from '../src/pages/proformas/cart';
import { levelOfPrice, parseLinePrice } from '../src/lib/priceLevels';
import { cartTotal, removeLine, setLineQuantity } from '../src/lib/cart';
import { ApiError } from '../src/api/client';
import { proformaSaveErrorText } from '../src/pages/proformas/common';
import { totalValidas } from '../src/pages/proformas/ProformasPage';

const martillo: ProformaProduct = {
  id: 1,
  producto: 'Martillo de uña 16 oz',
  codigo: 'FER-001',
  unidad: 'Pieza',
  cantidad_disponible: 24,
  precio: 85,
  precio2: 80,
  precio3: 78,
  precio4: 0,
  precio5: 0,
  precio6: 0,
};
const cable: ProformaProduct = { id: 5, producto: 'Cable THW', niveles: [{ nivel: 2, precio: 465 }, { nivel: 3, precio: 450 }], precio: 480, precio2: 465, precio3: 450, precio4: 0, precio5: 0, precio6: 0 };

describe('quotation price rule (operations.md §5)', () => {
  it('reads prices as typed in Bolivia and negatives and non-numbers as 0', () => {
    expect(parseLinePrice('12.5')).toBe(1250);
    expect(parseLinePrice('12,50')).toBe(1250);
    expect(parseLinePrice('1.234,50')).toBe(123450);
    expect(parseLinePrice('12.')).toBe(1200);
    expect(parseLinePrice('12,345')).toBe(0);
    expect(parseLinePrice('-3')).toBe(0);
    expect(parseLinePrice('-')).toBe(0);
    expect(parseLinePrice('abc')).toBe(0);
    expect(parseLinePrice('1e3')).toBe(0);
    expect(parseLinePrice('')).toBe(0);
    expect(parseLinePrice(null)).toBe(0);
  });
});

describe('quotation cart (operations.md §4)', () => {
  it('adds a new line of 1 unit at the first non-zero level', () => {
    const cart = addProformaProduct([], martillo);
    expect(cart).toEqual([
      {
        key: '1',
        id: 1,
        producto: 'Martillo de uña 16 oz',
        codigo: 'FER-001',
        unidad: 'Pieza',
        imagen: null,
        stock: 24,
        niveles: [
          { nivel: 1, precio: 85 },
          { nivel: 2, precio: 80 },
          { nivel: 3, precio: 78 },
        ],
        precio: 8500,
        cantidad: 1,
      },
    ]);
    // The branch's enabled levels win over P1..P6.
    expect(addProformaProduct([], cable)[0].precio).toBe(46500);
  });

  it('increments the quantity of a product already in the cart, keeping its price', () => {
    let cart = addProformaProduct([], martillo);
    cart = setProformaPrice(cart, '1', '70');
    cart = addProformaProduct(cart, cable);
    cart = addProformaProduct(cart, martillo);
    expect(cart.map((l) => [l.id, l.cantidad, l.precio])).toEqual([
      [1, 2, 7000],
      [5, 1, 46500],
    ]);
  });

  it('reads quantities as whole units; non-numbers and values under 1 are 0', () => {
    const cart = addProformaProduct([], martillo);
    expect(setLineQuantity(cart, '1', '12')[0].cantidad).toBe(12);
    expect(setLineQuantity(cart, '1', '3.9')[0].cantidad).toBe(3);
    expect(setLineQuantity(cart, '1', 'x')[0].cantidad).toBe(0);
    expect(setLineQuantity(cart, '1', '-2')[0].cantidad).toBe(0);
    expect(setLineQuantity(cart, '1', '')[0].cantidad).toBe(0);
  });

  it('edits the price as typed in Bolivia; negative or non-numeric is 0', () => {
    const cart = addProformaProduct([], martillo);
    expect(setProformaPrice(cart, '1', '79,99')[0].precio).toBe(7999);
    expect(setProformaPrice(cart, '1', '1.079,50')[0].precio).toBe(107950);
    expect(setProformaPrice(cart, '1', '-5')[0].precio).toBe(0);
    expect(setProformaPrice(cart, '1', 'diez')[0].precio).toBe(0);
  });

  it('chooses a price tier, and knows which tier a price is', () => {
    let cart = addProformaProduct([], martillo);
    cart = chooseProformaLevel(cart, '1', 3);
    expect(cart[0].precio).toBe(7800);
    expect(levelOfPrice(cart[0].niveles, cart[0].precio)).toBe(3);
    expect(chooseProformaLevel(cart, '1', 6)).toEqual(cart);
    cart = setProformaPrice(cart, '1', '77');
    expect(levelOfPrice(cart[0].niveles, cart[0].precio)).toBeNull();
  });

  it('removes a line', () => {
    const cart = addProformaProduct(addProformaProduct([], martillo), cable);
    expect(removeLine(cart, '1').map((l) => l.id)).toEqual([5]);
  });

  it('totals Σ precio × cantidad in centavos and sends the lines in cart order', () => {
    let cart = addProformaProduct(addProformaProduct([], martillo), cable);
    cart = setLineQuantity(cart, '1', '3');
    cart = setProformaPrice(cart, '5', '0.10');
    cart = setLineQuantity(cart, '5', '3');
    expect(cartTotal(cart, (l) => l.precio)).toBe(3 * 8500 + 30);
    expect(proformaLinesPayload(cart)).toEqual([
      { id: 1, cantidad: 3, precio: 85 },
      { id: 5, cantidad: 3, precio: 0.1 },
    ]);
  });

  it('repairs a stored cart', () => {
    const good = addProformaProduct([], martillo);
    expect(asProformaCart([...good, { id: 'x' }, null])).toEqual(good);
    expect(asProformaCart('nope')).toEqual([]);
    // A cart stored before lines had a key gets its product's key.
    expect(asProformaCart(good.map(({ key: _key, ...l }) => l))).toEqual(good);
  });
});

describe('quotation texts and sums', () => {
  it("gives 'Error al guardar la proforma' with the server message, or the unknown-error text", () => {
    expect(proformaSaveErrorText(new ApiError(422, 'Los datos enviados no son válidos.'))).toBe('Error al guardar la proforma: Los datos enviados no son válidos.');
    expect(proformaSaveErrorText(new ApiError(0, 'No se pudo conectar con el servidor.'))).toBe('Error desconocido al guardar la proforma.');
    expect(proformaSaveErrorText('boom')).toBe('Error desconocido al guardar la proforma.');
  });

  it('sums only the valid quotations', () => {
    expect(totalValidas([{ estado: 1, total: 10.1 }, { estado: 0, total: 99 }, { estado: 1, total: 0.2 }])).toBe(10.3);
  });
});
