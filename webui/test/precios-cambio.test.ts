import { describe, expect, it } from 'vitest';
import {
  addLine,
  applyChange,
  confirmText,
  asOptions,
  buildPayload,
  CAMBIO_MSG,
  cartErrorsByIndex,
  firstMessage,
  freshOptions,
  previewP1,
  removeLine,
  setLinePrecio,
  setLineValue,
  toggleOption,
  validateCambio,
  type CambioLine,
  type CambioOptions,
} from '../src/pages/precios/cambio';
import { groupBranches, orderedSelection } from '../src/pages/precios/BranchGroups';
import { draftOf, flattenPrecios, isDirty, rowInput, withSaved } from '../src/pages/precios/tabla';

const product = (id: number, p1 = 10) => ({ id, codigo: `C-${id}`, producto: `Producto ${id}`, unidad: 'Pieza', precio: p1, precio2: 9.5, precio3: 0, precio4: 0, precio5: 0, precio6: 0 });

function opts(...on: (keyof CambioOptions)[]): CambioOptions {
  return on.reduce((o, k) => toggleOption(o, k as any, true), freshOptions());
}

describe('cambio-precios options', () => {
  it('makes percentage and amount exclude each other', () => {
    let o = toggleOption(freshOptions(), 'isPorcentaje', true);
    expect(o).toMatchObject({ isPorcentaje: true, isMonto: false });
    o = toggleOption(o, 'isMonto', true);
    expect(o).toMatchObject({ isPorcentaje: false, isMonto: true });
    o = toggleOption(o, 'isPorcentaje', true);
    expect(o).toMatchObject({ isPorcentaje: true, isMonto: false });
  });

  it('makes increment and subtract exclude each other, and leaves the direction to the user', () => {
    // Usar porcentaje ticks no direction: a repeated +10 % must be a choice.
    let o = toggleOption(freshOptions(), 'isPorcentaje', true);
    expect(o).toMatchObject({ isIncremento: false, isRestar: false });
    o = toggleOption(toggleOption(freshOptions(), 'isMonto', true), 'isMonto', true);
    expect(o).toMatchObject({ isIncremento: false, isRestar: false });
    o = toggleOption(o, 'isRestar', true);
    expect(o).toMatchObject({ isIncremento: false, isRestar: true });
    o = toggleOption(o, 'isIncremento', true);
    expect(o).toMatchObject({ isIncremento: true, isRestar: false });
    // Switching between percentage and amount keeps the direction chosen.
    o = toggleOption(toggleOption(o, 'isRestar', true), 'isMonto', true);
    expect(o).toMatchObject({ isMonto: true, isRestar: true, isIncremento: false });
  });

  it('refuses increment or subtract without a percentage or amount, and clears them when the mode goes', () => {
    const none = freshOptions();
    expect(toggleOption(none, 'isIncremento', true)).toBe(none);
    expect(toggleOption(none, 'isRestar', true)).toBe(none);
    const o = toggleOption(toggleOption(none, 'isMonto', true), 'isMonto', false);
    expect(o).toMatchObject({ isMonto: false, isIncremento: false, isRestar: false });
  });

  it('turns Usar porcentaje on with Actualizar Todos when no mode was chosen', () => {
    expect(toggleOption(freshOptions(), 'actualizarTodo', true)).toMatchObject({ actualizarTodo: true, isPorcentaje: true, isIncremento: false, isRestar: false });
    const monto = toggleOption(toggleOption(freshOptions(), 'isMonto', true), 'actualizarTodo', true);
    expect(monto).toMatchObject({ isMonto: true, isPorcentaje: false });
  });

  it('repairs stored options that break the rules', () => {
    expect(asOptions({ isPorcentaje: true, isMonto: true, isIncremento: true, isRestar: true })).toMatchObject({ isPorcentaje: true, isMonto: false, isIncremento: true, isRestar: false });
    expect(asOptions('x')).toEqual(freshOptions());
  });
});

describe('cambio-precios cart', () => {
  it('adds a product once with its prices as the new ones, edits and removes', () => {
    let cart = addLine([], product(1));
    expect(cart[0]).toMatchObject({ id: 1, precios: ['10.00', '9.50', '0.00', '0.00', '0.00', '0.00'], porcentaje: '', monto: '' });
    expect(addLine(cart, product(1, 99))).toBe(cart);
    cart = setLinePrecio(cart, 1, 0, '12.5');
    expect(cart[0].precios[0]).toBe('12.5');
    // Kept as typed; the cart refuses to send it with Valor inválido. on the cell.
    expect(setLinePrecio(cart, 1, 0, '-3')[0].precios[0]).toBe('-3');
    cart = setLineValue(cart, 1, 'porcentaje', '10');
    expect(cart[0].porcentaje).toBe('10');
    expect(removeLine(cart, 1)).toEqual([]);
  });
});

describe('cambio-precios validation', () => {
  const cart: CambioLine[] = addLine(addLine([], product(1)), product(2));

  it('asks for a branch and a non-empty cart with the exact messages', () => {
    const errs = validateCambio([], [], freshOptions());
    expect(errs.sucursales).toEqual(['Debe seleccionar al menos una sucursal.']);
    expect(errs.carrito).toEqual(['El carrito no puede estar vacío.']);
    expect(firstMessage(errs)).toBe('Debe seleccionar al menos una sucursal.');
    expect(validateCambio([1], cart, freshOptions())).toEqual({});
  });

  it('checks each line percentage or amount is greater than 1', () => {
    const pct = opts('isPorcentaje', 'isIncremento');
    const lines = setLineValue(setLineValue(cart, 1, 'porcentaje', '10'), 2, 'porcentaje', '1');
    expect(validateCambio([1], lines, pct)).toEqual({ 'carrito.1.porcentaje': ['El porcentaje de cada producto debe ser mayor a 1.'] });
    expect(validateCambio([1], setLineValue(lines, 2, 'porcentaje', '1.5'), pct)).toEqual({});
    const monto = opts('isMonto', 'isIncremento');
    expect(validateCambio([1], setLineValue(cart, 1, 'monto', '5'), monto)).toEqual({ 'carrito.1.monto': ['El monto de cada producto debe ser mayor a 1.'] });
  });

  it('allows an empty cart with Actualizar Todos and checks the global value instead', () => {
    const all = opts('actualizarTodo', 'isIncremento');
    expect(validateCambio([1], [], all)).toEqual({ porcentaje: [CAMBIO_MSG.porcentaje] });
    expect(validateCambio([1], [], { ...all, porcentaje: '12' })).toEqual({});
    const allMonto = toggleOption(all, 'isMonto', true);
    expect(validateCambio([1], [], { ...allMonto, monto: '0,5' })).toEqual({ monto: [CAMBIO_MSG.monto] });
    // Without a mode there is nothing to apply.
    expect(validateCambio([1], [], { ...freshOptions(), actualizarTodo: true })).toEqual({ isPorcentaje: [CAMBIO_MSG.needMode] });
  });

  it('asks for a direction when none was chosen', () => {
    const o = opts('isPorcentaje');
    expect(validateCambio([1], setLineValue(cart.slice(0, 1), 1, 'porcentaje', '5'), o)).toEqual({ isIncremento: [CAMBIO_MSG.needDirection] });
  });

  it('groups server line errors by index', () => {
    const m = cartErrorsByIndex({ 'carrito.0.precio': ['a'], 'carrito.2.porcentaje': ['b', 'c'], sucursales: ['x'] });
    expect([...m.entries()]).toEqual([
      [0, { precio: 'a' }],
      [2, { porcentaje: 'b' }],
    ]);
  });
});

describe('cambio-precios payload', () => {
  it('sends each line with its six prices as numbers when no percentage or amount is used', () => {
    const cart = setLinePrecio(addLine([], product(7)), 7, 2, '8');
    expect(buildPayload([1, 3], cart, freshOptions())).toEqual({
      sucursales: [1, 3],
      carrito: [{ id: 7, precio: 10, precio2: 9.5, precio3: 8, precio4: 0, precio5: 0, precio6: 0, porcentaje: 0, monto: 0 }],
      actualizarTodo: false,
      isPorcentaje: false,
      porcentaje: 0,
      isMonto: false,
      monto: 0,
      isIncremento: false,
      isRestar: false,
    });
  });

  it('sends the line percentage with Usar porcentaje + Incremento', () => {
    const cart = setLineValue(addLine([], product(7)), 7, 'porcentaje', '10');
    const body = buildPayload([2], cart, opts('isPorcentaje', 'isIncremento'));
    expect(body).toMatchObject({ isPorcentaje: true, isMonto: false, isIncremento: true, isRestar: false, actualizarTodo: false, porcentaje: 0 });
    expect(body.carrito[0]).toMatchObject({ id: 7, porcentaje: 10, monto: 0 });
  });

  it('sends the global amount and no cart with Actualizar Todos + Restar', () => {
    const o = { ...toggleOption(toggleOption(opts('actualizarTodo', 'isIncremento'), 'isMonto', true), 'isRestar', true), monto: '2,5' };
    const body = buildPayload([1, 2], addLine([], product(1)), o);
    expect(body).toEqual({
      sucursales: [1, 2],
      carrito: [],
      actualizarTodo: true,
      isPorcentaje: false,
      porcentaje: 0,
      isMonto: true,
      monto: 2.5,
      isIncremento: false,
      isRestar: true,
    });
  });
});

describe('cambio-precios preview', () => {
  it('computes like the server: half away from zero to the centavo, zero stays zero', () => {
    const inc = opts('isPorcentaje', 'isIncremento');
    expect(applyChange(10.05, inc, '10')).toBe(11.06); // 11.055 → 11.06
    expect(applyChange(0, inc, '10')).toBe(0);
    expect(applyChange(85, { ...inc, isIncremento: false, isRestar: true }, '3')).toBe(82.45);
    expect(applyChange(20, opts('isMonto', 'isIncremento'), '2.5')).toBe(22.5);
    expect(applyChange(20, opts('isMonto', 'isIncremento'), 'x')).toBeNull();
    // A mode without Incremento or Restar is refused by the server: no preview.
    expect(applyChange(20, { ...inc, isIncremento: false }, '10')).toBeNull();
  });

  it('says in the confirmation which branches and products change and how', () => {
    const cart = addLine(addLine([], product(1)), product(2));
    const names = cart.map((l) => l.producto).join(' y ');
    expect(confirmText(['Casa Matriz'], cart.slice(0, 1), freshOptions())).toBe(
      `Los precios P1 a P6 del producto ${cart[0].producto} en la sucursal Casa Matriz serán los escritos en el carrito.`,
    );
    expect(confirmText(['Casa Matriz', 'Norte', 'Sur'], cart, opts('isMonto', 'isIncremento'))).toBe(
      `Cada precio de los 2 productos ${names} en las 3 sucursales Casa Matriz, Norte y Sur subirá el monto (Bs) de su línea.`,
    );
    const restar = { ...toggleOption(toggleOption(opts('actualizarTodo', 'isIncremento'), 'isMonto', true), 'isRestar', true), monto: '2,5' };
    expect(confirmText(['Casa Matriz', 'Norte'], cart, restar)).toBe('Cada precio de todos los productos activos en las 2 sucursales Casa Matriz y Norte bajará Bs\u00a02,50.');
    const seven = ['A', 'B', 'C', 'D', 'E', 'F', 'G'];
    expect(confirmText(seven, cart, { ...opts('actualizarTodo', 'isIncremento'), porcentaje: '12,5' })).toBe(
      'Cada precio de todos los productos activos en las 7 sucursales A, B, C, D, E y 2 más subirá un 12,5 %.',
    );
  });

  it('shows the typed P1, or the current P1 changed by the line value', () => {
    const line = setLineValue(setLinePrecio(addLine([], product(1)), 1, 0, '12'), 1, 'porcentaje', '10')[0];
    expect(previewP1(line, freshOptions(), null)).toBe(12);
    expect(previewP1(line, opts('isPorcentaje', 'isIncremento'), [20, 0, 0, 0, 0, 0])).toBe(22);
    expect(previewP1(line, opts('isPorcentaje', 'isIncremento'), null)).toBeNull();
    expect(previewP1(line, { ...opts('actualizarTodo', 'isIncremento'), porcentaje: '50' }, [20, 0, 0, 0, 0, 0])).toBe(30);
  });
});

describe('branch groups', () => {
  const branches = [
    { id: 4, sucursal: 'Cochabamba', grupo: 3 },
    { id: 1, sucursal: 'Casa Matriz', grupo: 1 },
    { id: 2, sucursal: 'Norte', grupo: 2 },
    { id: 9, sucursal: 'Depósito', grupo: 0 },
  ];
  it('groups by grupo 0..3 and orders a selection the way it is shown', () => {
    expect(groupBranches(branches).map((g) => [g.grupo, g.branches.map((b) => b.id)])).toEqual([
      [0, [9]],
      [1, [1]],
      [2, [2]],
      [3, [4]],
    ]);
    expect(orderedSelection(branches, [4, 1, 77])).toEqual([1, 4]);
  });
});

describe('precios-sucursales rows', () => {
  const data = [
    {
      id: 5, codigo: 'P-5', producto: 'Tornillo',
      sucursales: {
        Norte: { sucursal_id: 2, grupo: 2, precio: 2, precio2: 1.8, precio3: 0, precio4: 0, precio5: 0, precio6: 0 },
        'Casa Matriz': { sucursal_id: 1, grupo: 1, precio: 1.9, precio2: 1.7, precio3: 0, precio4: 0, precio5: 0, precio6: 0 },
      },
    },
  ];
  it('flattens products by branch, saves a row and detects edits', () => {
    const rows = flattenPrecios(data);
    expect(rows.map((r) => [r.key, r.sucursal, r.precios[0]])).toEqual([
      ['5:1', 'Casa Matriz', 1.9],
      ['5:2', 'Norte', 2],
    ]);
    const draft = draftOf(rows[1]);
    expect(isDirty(rows[1], draft)).toBe(false);
    draft[0] = '2.20';
    draft[2] = '';
    expect(isDirty(rows[1], draft)).toBe(true);
    const input = rowInput(rows[1], draft);
    expect(input).toEqual({ producto_id: 5, sucursal_id: 2, precio: 2.2, precio2: 1.8, precio3: 0, precio4: 0, precio5: 0, precio6: 0 });
    expect(flattenPrecios(withSaved(data, input))[1].precios[0]).toBe(2.2);
  });
});
