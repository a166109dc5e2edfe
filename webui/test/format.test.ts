import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney, formatMoneyShort, formatNumber, formatTime, todayIso } from '../src/lib/format';

const NBSP = '\u00a0';

describe('format', () => {
  it('formats money as Bs with Bolivian separators', () => {
    expect(formatMoney(1234.56)).toBe(`Bs${NBSP}1.234,56`);
    expect(formatMoney('1234567.891')).toBe(`Bs${NBSP}1.234.567,89`);
    expect(formatMoney(0)).toBe(`Bs${NBSP}0,00`);
    expect(formatMoneyShort(850_000)).toBe(`Bs${NBSP}850${NBSP}mil`);
    expect(formatMoneyShort(1_250_000)).toBe(`Bs${NBSP}1,3${NBSP}mill.`);
    expect(formatMoneyShort(500)).toBe(`Bs${NBSP}500`);
    expect(formatMoney(null)).toBe('');
    expect(formatMoney('abc')).toBe('');
  });

  it('formats plain numbers', () => {
    expect(formatNumber(1234.5)).toBe('1.234,5');
  });

  it('formats dates as dd/MM/yyyy in La Paz', () => {
    // 03:30 UTC on the 5th is still the 4th in La Paz (UTC-4).
    expect(formatDate('2025-03-05T03:30:00Z')).toBe('04/03/2025');
    expect(formatDate(new Date('2025-12-31T12:00:00Z'))).toBe('31/12/2025');
    // A plain calendar date is never shifted.
    expect(formatDate('2025-01-01')).toBe('01/01/2025');
    expect(formatDate('')).toBe('');
    expect(formatDate('no es fecha')).toBe('');
  });

  it('formats times on a 24-hour clock in La Paz', () => {
    expect(formatTime('2025-03-05T03:05:00Z')).toBe('23:05');
    expect(formatTime('2025-03-05T16:00:00Z')).toBe('12:00');
    expect(formatDateTime('2025-03-05T04:00:00Z')).toBe('05/03/2025 00:00');
  });

  it('gives the La Paz calendar day for filters', () => {
    expect(todayIso(new Date('2025-03-05T02:00:00Z'))).toBe('2025-03-04');
    expect(todayIso(new Date('2025-03-05T05:00:00Z'))).toBe('2025-03-05');
  });
});
