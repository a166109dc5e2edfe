import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/preact';
import { DataTable, type Column } from '../src/components/DataTable';
import { SEARCH_DEBOUNCE_MS } from '../src/components/DataTableSearch';
import { viewKey } from '../src/components/tableState';

interface Row {
  id: number;
  producto: string;
}

const loaded: Row[] = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, producto: `Producto ${String(i + 1).padStart(2, '0')}` }));
const columns: Column<Row>[] = [
  { accessorKey: 'id', header: 'ID' },
  { accessorKey: 'producto', header: 'Producto' },
];

const ids = () => [...document.querySelectorAll('tbody tr td:first-child')].map((td) => td.textContent);
const box = () => screen.getByPlaceholderText('Buscar...') as HTMLInputElement;
const type = (text: string) => fireEvent.input(box(), { target: { value: text } });
const settle = () =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
  });

afterEach(() => vi.useRealTimers());

describe('DataTable server search', () => {
  it('asks the server once after the debounce and keeps its rank order over any sort', async () => {
    vi.useFakeTimers();
    // The index ranks 9 before 2 before 5; a local sort by ID would say 2, 5, 9.
    const search = vi.fn(async (_q: string) => [loaded[8], loaded[1], loaded[4]]);
    render(<DataTable tableId="srv1" columns={columns} data={loaded} serverSearch={{ search }} />);
    fireEvent.click(screen.getByText('ID'));
    expect(ids().slice(0, 3)).toEqual(['1', '2', '3']);

    type('t');
    type('ta');
    type('tal');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 50);
    });
    expect(search).not.toHaveBeenCalled();
    await settle();
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('tal');
    expect(ids()).toEqual(['9', '2', '5']);
    expect(screen.getByText(/Filas:/).textContent).toContain('3');
  });

  it('does not filter the rows the server sent by the local text', async () => {
    vi.useFakeTimers();
    // The server matched by code: none of these names contains "ab-12".
    const search = vi.fn(async () => [loaded[3], loaded[6]]);
    render(<DataTable tableId="srv2" columns={columns} data={loaded} serverSearch={{ search }} />);
    type('ab-12');
    await settle();
    expect(ids()).toEqual(['4', '7']);
  });

  it('drops the answer of an older query that arrives late', async () => {
    vi.useFakeTimers();
    let releaseOld: (rows: Row[]) => void = () => {};
    const search = vi.fn((q: string) => (q === 'ma' ? new Promise<Row[]>((r) => (releaseOld = r)) : Promise.resolve([loaded[10]])));
    render(<DataTable tableId="srv3" columns={columns} data={loaded} serverSearch={{ search }} />);
    type('ma');
    await settle();
    type('mar');
    await settle();
    expect(ids()).toEqual(['11']);
    await act(async () => releaseOld([loaded[0], loaded[1]]));
    expect(ids()).toEqual(['11']);
  });

  it('goes back to the loaded rows, paged and sorted locally, when the box is cleared', async () => {
    vi.useFakeTimers();
    const search = vi.fn(async () => [loaded[11]]);
    render(<DataTable tableId="srv4" columns={columns} data={loaded} serverSearch={{ search }} />);
    type('x');
    await settle();
    expect(ids()).toEqual(['12']);
    type('');
    await settle();
    expect(ids()).toHaveLength(10);
    expect(document.querySelector('.pager-label')?.textContent).toBe('Página 1 de 2');
    expect(search).toHaveBeenCalledTimes(1);
  });

  it('shows the loading text, then the failure text', async () => {
    vi.useFakeTimers();
    const search = vi.fn(async () => {
      throw new Error('caído');
    });
    render(<DataTable tableId="srv5" columns={columns} data={loaded} serverSearch={{ search }} />);
    type('z');
    expect(screen.getByText('Cargando...')).toBeTruthy();
    await settle();
    expect(screen.getByText('Error al cargar los datos. Por favor, inténtalo de nuevo más tarde.')).toBeTruthy();
  });

  it('searches again for a remembered text and when the data is reloaded', async () => {
    vi.useFakeTimers();
    localStorage.setItem(viewKey('srv6'), JSON.stringify({ search: 'cable', pageSize: 10, pageIndex: 0, sorting: [] }));
    const search = vi.fn(async () => [loaded[2]]);
    const { rerender } = render(<DataTable tableId="srv6" columns={columns} data={loaded} serverSearch={{ search }} />);
    await settle();
    expect(search).toHaveBeenCalledWith('cable');
    expect(box().value).toBe('cable');
    rerender(<DataTable tableId="srv6" columns={columns} data={[...loaded]} serverSearch={{ search }} />);
    await settle();
    expect(search).toHaveBeenCalledTimes(2);
  });

  it('leaves tables without serverSearch filtering locally', () => {
    render(<DataTable tableId="srv7" columns={columns} data={loaded} />);
    type('producto 07');
    expect(ids()).toEqual(['7']);
  });

  it('starts at the given page size and can forget its view', () => {
    render(<DataTable tableId="srv8" columns={columns} data={loaded} defaultPageSize={20} persist={false} />);
    expect(ids()).toHaveLength(12);
    expect((screen.getByLabelText('Filas por página') as HTMLSelectElement).value).toBe('20');
    expect(localStorage.getItem(viewKey('srv8'))).toBeNull();
  });
});
