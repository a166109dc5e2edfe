import { QUICK_RANGES, quickRange } from '../src/components/DateRange';
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/preact';
import { formatCell, ReportTable, visibleColumns, type ReportColumn } from '../src/pages/reportes/ReportTable';
import { daySeconds } from '../src/pages/reportes/DailyChart';
import { barLabel } from '../src/pages/reportes/RankingChart';

const columns: ReportColumn[] = [
  { key: 'producto', header: 'Producto' },
  { key: 'precio_venta', header: 'Precio venta', kind: 'money', mark: 'bajo_precio5' },
  { key: 'cantidad_venta', header: 'Cantidad', kind: 'int' },
  { key: 'utilidad', header: 'Utilidad', kind: 'money', optional: true },
];

describe('report table', () => {
  it('formats money, counts, dates and the estado of a sale', () => {
    expect(formatCell('money', 1234.5)).toBe('Bs\u00a01.234,50');
    expect(formatCell('int', 0)).toBe('0');
    expect(formatCell('date', '2026-01-31')).toBe('31/01/2026');
    expect(formatCell('datetime', '2026-02-01T03:30:00Z')).toBe('31/01/2026 23:30');
    expect(formatCell('estado', 0)).toBe('Anulada');
  });

  it('leaves out the cost columns an answer does not carry', () => {
    expect(visibleColumns(columns, [{ producto: 'A' }]).map((c) => c.key)).toEqual(['producto', 'precio_venta', 'cantidad_venta']);
    expect(visibleColumns(columns, [{ producto: 'A', utilidad: 5 }])).toHaveLength(4);
  });

  it('marks a price at or below P5 and prints the range totals', () => {
    const rows = [
      { producto: 'Martillo', precio_venta: 50, cantidad_venta: 2, bajo_precio5: true },
      { producto: 'Taladro', precio_venta: 450, cantidad_venta: 1, bajo_precio5: false },
    ];
    const { container } = render(<ReportTable columns={columns.slice(0, 3)} rows={rows} totals={{ cantidad_venta: 3 }} />);
    const marked = container.querySelectorAll('td.low-price');
    expect(marked).toHaveLength(1);
    expect(marked[0].textContent).toBe('Bs\u00a050,00');
    expect(container.querySelector('tfoot')?.textContent).toBe('TOTALES3');
    const empty = render(<ReportTable columns={columns} rows={[]} totals={{}} />);
    expect(empty.container.textContent).toContain('No hay registros para mostrar.');
  });

  it('places a day of the chart at its noon, so no time zone moves it', () => {
    expect(new Date(daySeconds('2026-01-31') * 1000).toISOString()).toBe('2026-01-31T12:00:00.000Z');
  });
});

describe('quick ranges', () => {
  // Tuesday 2 January 2024, 22:30 in La Paz (02:30 UTC on the 3rd).
  const now = new Date('2024-01-03T02:30:00Z');
  it('follow the La Paz calendar, weeks from Monday, across a year boundary', () => {
    expect(QUICK_RANGES.map((n) => quickRange(n, now))).toEqual([
      { desde: '2024-01-02', hasta: '2024-01-02' },
      { desde: '2024-01-01', hasta: '2024-01-01' },
      { desde: '2024-01-01', hasta: '2024-01-02' },
      { desde: '2024-01-01', hasta: '2024-01-02' },
      { desde: '2023-12-01', hasta: '2023-12-31' },
    ]);
    // A Sunday belongs to the week that began the Monday before.
    expect(quickRange('Esta semana', new Date('2024-03-10T15:00:00Z'))).toEqual({ desde: '2024-03-04', hasta: '2024-03-10' });
  });
});

describe('ranking labels', () => {
  it('shows the whole name under its bar, in lines, or the place when the bars are narrow', () => {
    expect(barLabel('Taladro percutor 650W', 1, 12)).toBe('Taladro\npercutor\n650W');
    expect(barLabel('Caja de tornillos 100 unidades', 2, 14)).toBe('Caja de\ntornillos 100\nunidades');
    expect(barLabel('Rodillo de lana 9"', 3, 30)).toBe('Rodillo de lana 9"');
    expect(barLabel('Rodillo de lana 9"', 3, 4)).toBe('3');
  });
});
