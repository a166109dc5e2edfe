import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { MotivoDialog } from '../src/components/MotivoDialog';
import { PICKER_DEBOUNCE_MS, PICKER_PLACEHOLDER, ProductPicker } from '../src/components/ProductPicker';
import { stockTone } from '../src/components/ProductCells';
import { ToastProvider } from '../src/components/Toast';
import { useStoredState } from '../src/lib/useStoredState';

const product = (id: number, stock: number) => ({
  id, codigo: `P-${id}`, producto: `Producto ${id}`, unidad: 'Pieza', precio: 10, precio2: 0, precio3: 8, precio4: 0, precio5: 0, precio6: 0,
  imagen: null, imagen2: null, imagen3: null, cantidad_disponible: stock, minimo: 5,
});

describe('ProductPicker', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    vi.useFakeTimers();
    fetchMock = vi.fn(async () => new Response(JSON.stringify({ data: [product(1, 4), product(2, 0)] }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const urls = () => fetchMock.mock.calls.map((c) => String(c[0]));

  it('asks the search once the typing pauses, with the branch and con_stock', async () => {
    const onAdd = vi.fn();
    render(
      <ToastProvider>
        <ProductPicker sucursalId={3} variant="venta" conStock onAdd={onAdd} />
      </ToastProvider>,
    );
    const box = screen.getByPlaceholderText(PICKER_PLACEHOLDER);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PICKER_DEBOUNCE_MS + 10);
    });
    fetchMock.mockClear();
    fireEvent.input(box, { target: { value: 'm' } });
    fireEvent.input(box, { target: { value: 'mar' } });
    fireEvent.input(box, { target: { value: 'mart' } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PICKER_DEBOUNCE_MS - 50);
    });
    expect(fetchMock).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(urls()).toHaveLength(1);
    const url = new URL(urls()[0], 'http://x');
    expect(url.pathname).toBe('/api/productos/buscar');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ q: 'mart', sucursal_id: '3', con_stock: '1' });
  });

  it('shows stock badges and prices, and cannot add a product without stock', async () => {
    const onAdd = vi.fn();
    render(
      <ToastProvider>
        <ProductPicker sucursalId={1} variant="venta" onAdd={onAdd} />
      </ToastProvider>,
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PICKER_DEBOUNCE_MS + 10);
    });
    await waitFor(() => expect(screen.getByText('Producto 1')).toBeTruthy());
    const zero = screen.getByText('0', { selector: '.stock-badge' });
    expect(zero.className).toContain('badge-danger');
    expect(screen.getByText('4', { selector: '.stock-badge' }).className).toContain('badge-warning'); // at or below its minimum (5)
    expect([stockTone(0, 5), stockTone(5, 5), stockTone(6, 5), stockTone(6, undefined)]).toEqual(['badge-danger', 'badge-warning', 'badge-success', 'badge-info']);
    // P2 is 0: only P1 and P3 are offered.
    expect(screen.getAllByText('P1').length).toBe(2);
    expect(screen.queryByText('P2')).toBeNull();
    const add2 = screen.getByRole('button', { name: 'Agregar Producto 2' }) as HTMLButtonElement;
    expect(add2.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Agregar Producto 1' }));
    expect(onAdd).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
  });
});

describe('MotivoDialog', () => {
  it('requires a reason and closes once the action succeeds', async () => {
    const onConfirm = vi.fn(async () => true);
    const onClose = vi.fn();
    render(<MotivoDialog text="Se anulará la venta." confirmLabel="Sí, anular venta" onConfirm={onConfirm} onClose={onClose} />);
    expect(screen.getByText('¿Estás seguro?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sí, anular venta' }));
    await waitFor(() => expect(screen.getByText('Debe ingresar un motivo')).toBeTruthy());
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.input(screen.getByLabelText(/Motivo/), { target: { value: '  Error de cobro ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sí, anular venta' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onConfirm).toHaveBeenCalledWith('Error de cobro');
  });

  it('stays open when the action fails', async () => {
    const onClose = vi.fn();
    render(<MotivoDialog text="x" confirmLabel="Anular" onConfirm={async () => false} onClose={onClose} />);
    fireEvent.input(screen.getByLabelText(/Motivo/), { target: { value: 'motivo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Anular' }));
    await waitFor(() => expect((screen.getByRole('button', { name: 'Anular' }) as HTMLButtonElement).disabled).toBe(false));
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('useStoredState', () => {
  function Probe({ k }: { k: string }) {
    const [v, set] = useStoredState<number[]>(k, []);
    return (
      <button type="button" onClick={() => set((x) => [...x, x.length + 1])}>
        {v.join(',') || 'vacío'}
      </button>
    );
  }

  it('writes each change at once and reads it back', () => {
    const { unmount } = render(<Probe k="t.cart" />);
    fireEvent.click(screen.getByRole('button'));
    fireEvent.click(screen.getByRole('button'));
    expect(sessionStorage.getItem('t.cart')).toBe('[1,2]');
    unmount();
    render(<Probe k="t.cart" />);
    expect(screen.getByRole('button').textContent).toBe('1,2');
  });

  it('keeps one value per key', () => {
    sessionStorage.setItem('t.b1', '[7]');
    const { rerender } = render(<Probe k="t.b2" />);
    expect(screen.getByRole('button').textContent).toBe('vacío');
    rerender(<Probe k="t.b1" />);
    expect(screen.getByRole('button').textContent).toBe('7');
  });
});
