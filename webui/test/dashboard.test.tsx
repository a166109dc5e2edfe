import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/preact';
import { arcPath, PieChart } from '../src/pages/home/PieChart';
import { barSlot, byMonth, monthLabels } from '../src/pages/home/MonthlyBars';
import { dashboardStats } from '../src/pages/home/Dashboard';
import { monthTitle } from '../src/pages/home/months';

describe('dashboard charts', () => {
  it('puts the series of a month side by side, centred on the month, without overlap', () => {
    expect(byMonth([{ mes: 2, total: 5 }, { mes: 13, total: 9 }], 3)).toEqual([0, 5, 0]);
    const sales = barSlot(3, 0, 2);
    const purchases = barSlot(3, 1, 2);
    expect(sales.width).toBeCloseTo(0.36);
    expect(purchases.x0).toBeCloseTo(sales.x0 + sales.width);
    expect(sales.x0 + (purchases.x0 + purchases.width - sales.x0) / 2).toBeCloseTo(3);
  });

  it('labels every other month when the chart is narrow', () => {
    const ticks = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
    expect(monthLabels(ticks, 60)).toEqual(['Ene', 'Feb', 'Mar', 'Abr', 'May', 'Jun', 'Jul', 'Ago', 'Sep', 'Oct', 'Nov', 'Dic']);
    expect(monthLabels(ticks, 20)).toEqual(['Ene', '', 'Mar', '', 'May', '', 'Jul', '', 'Sep', '', 'Nov', '']);
  });

  it('draws arcs clockwise from 12 o’clock, and a whole circle in two halves', () => {
    expect(arcPath(100, 50, 0, Math.PI / 2)).toBe('M 100 100 L 100.00 50.00 A 50 50 0 0 1 150.00 100.00 Z');
    expect(arcPath(100, 50, 0, 2 * Math.PI)).toContain('A 50 50 0 1 1 100 150');
  });

  it('shows at most five slices with their share, or the no-data text', () => {
    const slices = ['A', 'B', 'C', 'D', 'E', 'F'].map((label, i) => ({ label, value: 10 - i }));
    const { container, getByText } = render(<PieChart slices={slices} />);
    expect(container.querySelectorAll('path')).toHaveLength(5);
    expect(getByText('E')).toBeTruthy();
    expect(container.textContent).not.toContain('F');
    expect(container.textContent).toContain('10 u. · 25%');
    const empty = render(<PieChart slices={[]} />);
    expect(empty.container.textContent).toBe('No hay datos disponibles en este momento.');
  });

  it('names the month in Spanish', () => {
    expect(monthTitle('2026-11')).toBe('noviembre de 2026');
  });
});

describe('dashboard cards', () => {
  it('gives a Vendedor only Ventas Propias and Clientes', () => {
    const stats = dashboardStats({ mes: '2026-11', ventasActualMes: 1234.56, clientes: 3 });
    expect(stats.map((s) => s.label)).toEqual(['Ventas Propias', 'Clientes']);
    expect(stats[0].value).toBe('Bs\u00a01.234,56');
  });

  it('gives Super the branch and whole-business pair of each figure', () => {
    const stats = dashboardStats({
      mes: '2026-11', ventasActualMes: 1, ventasSucursalMes: 2, ventasActualMesComplet: 3, comprasMesActual: 4, comprasMesActualComplet: 5,
      ingresosMes: 6, ingresosMesComplet: 7, gastosMes: 8, gastosMesComplet: 9, utilidadMes: 10, utilidadMesComplet: 11, clientes: 12,
    });
    expect(stats.map((s) => s.label)).toEqual([
      'Ventas Propias', 'Ventas (sucursal)', 'Ventas (total)', 'Compras (sucursal)', 'Compras (total)', 'Ingresos (sucursal)',
      'Ingresos (total)', 'Gastos (sucursal)', 'Gastos (total)', 'Utilidad (sucursal)', 'Utilidad (total)', 'Clientes',
    ]);
  });
});
