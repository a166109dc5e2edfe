import { describe, expect, it } from 'vitest';
import { ApiError } from '../src/api/client';
import { dueClass } from '../src/pages/cuentas/common';
import { firstPending, pagoErrorText } from '../src/pages/cuentas/CobroPage';
import { yearToDate } from '../src/pages/cuentas/CuentasPagadasPage';
import { cajaErrorText, diffClass, diffText } from '../src/pages/cajas/common';

describe('due date colours', () => {
  const today = '2025-03-04';
  it('shows a past due date black, one within 10 days red, a later one plain', () => {
    expect(dueClass('2025-03-03', today)).toBe('due-past');
    expect(dueClass('2025-03-04', today)).toBe('due-soon');
    expect(dueClass('2025-03-14', today)).toBe('due-soon');
    expect(dueClass('2025-03-15', today)).toBe('');
    expect(dueClass('', today)).toBe('');
  });
});

describe('paid accounts default range', () => {
  it('runs from 1 January of this La Paz year to today', () => {
    // 03:00 UTC on 1 January is still 31 December in La Paz.
    expect(yearToDate(new Date('2026-01-01T03:00:00Z'))).toEqual({ desde: '2025-01-01', hasta: '2025-12-31' });
    expect(yearToDate(new Date('2025-06-15T15:00:00Z'))).toEqual({ desde: '2025-01-01', hasta: '2025-06-15' });
  });
});

describe('the pending instalment', () => {
  const pago = (id: number, cancelado: boolean, anulado = false) =>
    ({ id, cancelado, anulado, fecha: '', fecha_limite: '', metodo_pago: '', numero_documento: '', monto: 1, descripcion: '', empleado: '' });
  it('is the first neither paid nor cancelled', () => {
    expect(firstPending([pago(1, true), pago(2, false, true), pago(3, false)])?.id).toBe(3);
    expect(firstPending([pago(1, true)])).toBeUndefined();
  });
  it('failures read as the spec says', () => {
    expect(pagoErrorText('cobrar', new ApiError(409, 'La venta está anulada.'))).toBe('Error al guardar la venta: La venta está anulada.');
    expect(pagoErrorText('pagar', new Error('x'))).toBe('Error desconocido al guardar la compra');
  });
});

describe('cash difference', () => {
  it('is red when short, green when over, plain when even', () => {
    expect(diffClass(-5)).toBe('diff diff-short');
    expect(diffClass(2.5)).toBe('diff diff-over');
    expect(diffClass(0.001)).toBe('diff diff-even');
    expect(diffText(-5)).toMatch(/^-Bs\s5,00 \(faltante\)$/);
    expect(diffText(1234.5)).toMatch(/^Bs\s1\.234,50 \(sobrante\)$/);
  });
  it('open and close failures read as the spec says', () => {
    expect(cajaErrorText('abrir', new ApiError(409, 'La caja para hoy ya está abierta.'))).toBe('Hubo un error al abrir caja: La caja para hoy ya está abierta.');
    expect(cajaErrorText('cerrar', new Error('boom'))).toBe('Error desconocido al cerrar caja.');
  });
});
