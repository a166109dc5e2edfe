import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/preact';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ToastProvider } from '../src/components/Toast';
import { saveSession } from '../src/lib/session';
import { SessionProvider } from '../src/lib/useSession';
import { InventarioPage, REFRESH_MS } from '../src/pages/inventario/InventarioPage';
import { userWith } from './fixtures';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const item = (id: number, cantidad: number) => ({
  id, codigo: `C-${id}`, producto: `Producto ${String(id).padStart(2, '0')}`, unidad: 'Unidad', imagen: null,
  costo_unitario: 5, precio: 10, precio2: 0, precio3: 0, precio4: 0, precio5: 0, precio6: 0, cantidad, minimo: 10, sucursal: 'Casa Matriz', estado: true,
});

function serve(role: string) {
  let round = 0;
  const inventoryCalls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const ok = (b: unknown) => new Response(JSON.stringify(b), { status: 200 });
      if (url.startsWith('/api/user')) return ok({ user: userWith(role), sucursal: { id: 1, sucursal: 'Casa Matriz', grupo: 1 } });
      if (url.startsWith('/api/usuarios/me-sucursales')) return ok({ asignaciones: [{ id: 1, sucursal: 'Casa Matriz' }] });
      if (url.startsWith('/api/inventarios')) {
        inventoryCalls.push(url);
        round++;
        // Product 3's stock changes between refreshes.
        const data = Array.from({ length: 15 }, (_, i) => item(i + 1, i === 2 ? 100 + round : 5));
        return ok({ data, total_inventario: 170 + round, ...(role === 'Super' ? { total_costo: 850 } : {}) });
      }
      if (url.startsWith('/api/productos/buscar')) {
        // The index: names starting with the query, best (lowest id) first.
        const q = decodeURIComponent(new URL(url, 'http://x').searchParams.get('q') ?? '').toLowerCase();
        const hits = Array.from({ length: 15 }, (_, i) => item(i + 1, 0)).filter((p) => p.producto.toLowerCase().startsWith(q));
        return ok({ data: hits });
      }
      return new Response('{}', { status: 404 });
    }),
  );
  return inventoryCalls;
}

function mount(role: string) {
  saveSession({ token: 't', user: userWith(role), branch: { id: 1, sucursal: 'Casa Matriz', grupo: 1 } });
  const { hook } = memoryLocation({ path: '/admin/inventarios' });
  render(
    <Router hook={hook}>
      <SessionProvider>
        <ToastProvider>
          <InventarioPage />
        </ToastProvider>
      </SessionProvider>
    </Router>,
  );
}

const flush = () =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });

describe('INVENTARIO', () => {
  it('refreshes every 6 seconds and keeps the search and page of the table', async () => {
    vi.useFakeTimers();
    const calls = serve('Super');
    mount('Super');
    await flush();
    await flush();
    expect(screen.getByText('Producto 03')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Página siguiente'));
    expect(document.querySelector('.pager-label')?.textContent).toBe('Página 2 de 2');
    fireEvent.input(screen.getByPlaceholderText('Buscar...'), { target: { value: 'Producto 0' } });
    fireEvent.click(screen.getByLabelText('Página siguiente'));
    expect(document.querySelector('.pager-label')?.textContent).toBe('Página 1 de 1');
    const before = calls.length;

    await act(async () => {
      await vi.advanceTimersByTimeAsync(REFRESH_MS);
    });
    await flush();
    // While searching, the refreshed rows come back through the index's ranking.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(400);
    });
    await flush();
    expect(calls.length).toBe(before + 1);
    expect((screen.getByPlaceholderText('Buscar...') as HTMLInputElement).value).toBe('Producto 0');
    expect(document.querySelectorAll('tbody tr')).toHaveLength(9);
    const row3 = screen.getByText('Producto 03').closest('tr')!;
    expect(row3.textContent).toContain(String(100 + calls.length));
    expect(screen.getByText('Costo Total del Inventario')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reporte + Costos PDF' })).toBeTruthy();
  });

  it('hides costs, reports, branch choice and row actions from Vendedor but shows the prices', async () => {
    vi.useFakeTimers();
    serve('Vendedor');
    mount('Vendedor');
    await flush();
    await flush();
    expect(screen.getByText('Producto 01')).toBeTruthy();
    expect(screen.queryByText('Costo Total del Inventario')).toBeNull();
    expect(screen.queryByText('Costo')).toBeNull();
    expect(screen.queryByText('Acciones')).toBeNull();
    expect(screen.queryByLabelText('Sucursal')).toBeNull();
    expect(screen.queryByText('Comparación Kardex')).toBeNull();
    expect(screen.getByText('P1')).toBeTruthy();
    // P2..P6 carry no data in this branch.
    expect(screen.queryByText('P2')).toBeNull();
  });

  it('gives Encargado de Almacen the branch choice and reports but not Dar Baja', async () => {
    vi.useFakeTimers();
    serve('Encargado de Almacen');
    mount('Encargado de Almacen');
    await flush();
    await flush();
    expect(screen.getByLabelText('Sucursal')).toBeTruthy();
    expect(screen.getByText('Comparación Kardex')).toBeTruthy();
    expect(screen.queryByText('Reporte + Costos PDF')).toBeNull();
    expect(screen.queryByLabelText('Dar Baja')).toBeNull();
    expect(screen.getAllByLabelText('Kardex')[0].getAttribute('href')).toBe('/admin/kardex/1/1');
    expect(screen.queryByText('P1')).toBeNull();
  });
});
