import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/preact';
import { DataTable, type Column } from '../src/components/DataTable';
import { viewKey } from '../src/components/tableState';

interface Row {
  id: number;
  nombre: string;
  monto: number;
}

const rows: Row[] = Array.from({ length: 25 }, (_, i) => ({
  id: i + 1,
  nombre: i === 3 ? 'José Pérez' : `Cliente ${String(i + 1).padStart(2, '0')}`,
  monto: (i * 7) % 25,
}));

const columns: Column<Row>[] = [
  { accessorKey: 'id', header: 'ID' },
  { accessorKey: 'nombre', header: 'Nombre' },
  { accessorKey: 'monto', header: 'Monto' },
  { id: 'acciones', header: 'Acciones', enableSorting: false, cell: () => 'x' },
];

const bodyRows = () => document.querySelectorAll('tbody tr');
const firstCell = () => document.querySelector('tbody tr td')?.textContent;

describe('DataTable', () => {
  it('pages by 10 by default and moves between pages', () => {
    render(<DataTable tableId="t1" columns={columns} data={rows} />);
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText(/Filas:/).textContent).toContain('25');
    expect(document.querySelector('.pager-label')?.textContent).toBe('Página 1 de 3');
    fireEvent.click(screen.getByLabelText('Última página'));
    expect(document.querySelector('.pager-label')?.textContent).toBe('Página 3 de 3');
    expect(bodyRows()).toHaveLength(5);
    fireEvent.click(screen.getByLabelText('Página anterior'));
    expect(firstCell()).toBe('11');
    fireEvent.click(screen.getByLabelText('Primera página'));
    expect(firstCell()).toBe('1');
  });

  it('searches ignoring case and accents and shows the empty text', () => {
    render(<DataTable tableId="t2" columns={columns} data={rows} />);
    const box = screen.getByPlaceholderText('Buscar...');
    fireEvent.input(box, { target: { value: 'jose perez' } });
    expect(bodyRows()).toHaveLength(1);
    expect(screen.getByText('José Pérez')).toBeTruthy();
    fireEvent.input(box, { target: { value: 'zzz' } });
    expect(screen.getByText('No hay registros para mostrar.')).toBeTruthy();
    expect(screen.getByText(/Filas:/).textContent).toContain('0');
  });

  it('sorts ascending then descending on header clicks', () => {
    render(<DataTable tableId="t3" columns={columns} data={rows} />);
    fireEvent.click(screen.getByText('Monto'));
    expect(document.querySelector('tbody tr td:nth-child(3)')?.textContent).toBe('0');
    fireEvent.click(screen.getByText('Monto'));
    expect(document.querySelector('tbody tr td:nth-child(3)')?.textContent).toBe('24');
  });

  it('keeps page size, page and search in localStorage per table', () => {
    const first = render(<DataTable tableId="clientes" columns={columns} data={rows} />);
    // A real select fires "change"; the preact testing library turns fireEvent.change into "input".
    const size = screen.getByLabelText('Filas por página') as HTMLSelectElement;
    size.value = '20';
    fireEvent(size, new Event('change', { bubbles: true }));
    expect(bodyRows()).toHaveLength(20);
    fireEvent.click(screen.getByLabelText('Página siguiente'));
    const saved = JSON.parse(localStorage.getItem(viewKey('clientes'))!);
    expect(saved).toMatchObject({ pageSize: 20, pageIndex: 1, search: '' });
    first.unmount();

    render(<DataTable tableId="clientes" columns={columns} data={rows} />);
    expect(document.querySelector('.pager-label')?.textContent).toBe('Página 2 de 2');
    expect(bodyRows()).toHaveLength(5);
    expect((screen.getByLabelText('Filas por página') as HTMLSelectElement).value).toBe('20');
  });
});
