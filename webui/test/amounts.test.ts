import { describe, expect, it } from 'vitest';
import { aCuentaError, apiAmount, fixed2, lineErrorsByIndex, parseQuantity, saldoOf, toCents, typedCents, validAmount } from '../src/lib/amounts';
import { changeRange, todayRange } from '../src/components/DateRange';

describe('amounts', () => {
  it('converts to centavos without float drift', () => {
    expect(toCents('0.1') + toCents('0.2')).toBe(30);
    expect(toCents('12,5')).toBe(1250);
    expect(toCents('')).toBe(0);
    expect(toCents('abc')).toBe(0);
    expect(fixed2(45.5)).toBe('45.50');
  });

  it('sends typed amounts as the API reads them', () => {
    expect(apiAmount('1.234,5')).toBe('1234.50');
    expect(apiAmount('10,50')).toBe('10.50');
    expect(apiAmount('')).toBe('');
    expect(apiAmount('diez')).toBe('diez');
  });

  it('reads quantities as whole units, 0 for anything under 1', () => {
    expect(parseQuantity('3')).toBe(3);
    expect(parseQuantity('3.9')).toBe(3);
    expect(parseQuantity('0.5')).toBe(0);
    expect(parseQuantity('x')).toBe(0);
    expect(parseQuantity('')).toBe(0);
  });

  it('reads typed amounts the Bolivian way and knows a wrong one', () => {
    expect(toCents('1.234,50')).toBe(123450);
    expect(typedCents('10,50')).toBe(1050);
    expect(typedCents('')).toBeNull();
    expect(typedCents('1e')).toBeNull();
    expect(validAmount('')).toBe(true);
    expect(validAmount('10,5')).toBe(true);
    expect(validAmount('-1')).toBe(false);
    expect(validAmount('1e')).toBe(false);
  });

  it('checks a_cuenta: empty, or from 0 up to below the total', () => {
    expect(aCuentaError('', 10000)).toBeNull();
    expect(aCuentaError('0', 10000)).toBeNull();
    expect(aCuentaError('99.99', 10000)).toBeNull();
    expect(aCuentaError('100', 10000)).not.toBeNull();
    expect(aCuentaError('99,99', 10000)).toBeNull();
    expect(aCuentaError('100,00', 10000)).not.toBeNull();
    // Not a number: MoneyInput's own Valor inválido. says so.
    expect(aCuentaError('-1', 10000)).toBeNull();
  });

  it('gives saldo 0 for Contado and never below 0 for Cuotas', () => {
    expect(saldoOf(10000, 'Contado', 3000)).toEqual({ aCuenta: 0, saldo: 0 });
    expect(saldoOf(10000, 'Cuotas', 3000)).toEqual({ aCuenta: 3000, saldo: 7000 });
    expect(saldoOf(10000, 'Cuotas', 12000)).toEqual({ aCuenta: 12000, saldo: 0 });
  });

  it('groups productos.N.campo errors by line', () => {
    const m = lineErrorsByIndex({ 'productos.1.precio': ['bajo'], 'productos.1.cantidad': ['mucho'], nit: ['x'], 'productos.0.id': ['no'] });
    expect([...m.entries()]).toEqual([
      [1, ['bajo', 'mucho']],
      [0, ['no']],
    ]);
  });
});

describe('date range', () => {
  it('starts today to today in La Paz', () => {
    // 03:30 UTC on 5 March is still 4 March in La Paz (UTC−4).
    expect(todayRange(new Date('2025-03-05T03:30:00Z'))).toEqual({ desde: '2025-03-04', hasta: '2025-03-04' });
  });

  it('keeps Del before Al', () => {
    const r = { desde: '2025-03-04', hasta: '2025-03-10' };
    expect(changeRange(r, 'desde', '2025-03-12')).toEqual({ desde: '2025-03-12', hasta: '2025-03-12' });
    expect(changeRange(r, 'hasta', '2025-03-01')).toEqual({ desde: '2025-03-01', hasta: '2025-03-01' });
    expect(changeRange(r, 'hasta', '')).toBe(r);
  });
});
