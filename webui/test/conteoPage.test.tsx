import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ToastProvider } from '../src/components/Toast';
import { saveSession } from '../src/lib/session';
import { SessionProvider } from '../src/lib/useSession';
import { ConteoPage } from '../src/pages/conteo/ConteoPage';
import { userWith } from './fixtures';

afterEach(() => vi.unstubAllGlobals());

type Call = { method: string; url: string; body: any };

/** A fake server for the count screen; records what the page sends. */
function fakeServer(role: string) {
  const calls: Call[] = [];
  const rows = [
    { id: 1, codigo: 'CEM-01', producto: 'Cemento IP-30', costo_unitario: 52.5, cantidad: 10, sucursal: 'Casa Matriz', cantidad_existente: -1 },
    { id: 2, codigo: 'FIE-08', producto: 'Fierro 8 mm', costo_unitario: 61, cantidad: 4, sucursal: 'Casa Matriz', cantidad_existente: null },
  ];
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body });
    const ok = (b: unknown, status = 200) => new Response(JSON.stringify(b), { status });
    if (url.startsWith('/api/user')) return ok({ user: userWith(role), sucursal: { id: 1, sucursal: 'Casa Matriz', grupo: 1 } });
    if (url.startsWith('/api/usuarios/me-sucursales')) return ok({ asignaciones: [{ id: 1, sucursal: 'Casa Matriz' }, { id: 2, sucursal: 'Sucursal Norte' }] });
    if (url.startsWith('/api/inventario-conteo')) return ok({ data: rows });
    if (url === '/api/conteo-inventario') return ok({ message: 'Cantidad existente registrada exitosamente.' }, 201);
    return ok({ message: 'no' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

function mount(role: string) {
  saveSession({ token: 't', user: userWith(role), branch: { id: 1, sucursal: 'Casa Matriz', grupo: 1 } });
  const { hook } = memoryLocation({ path: '/admin/conteo-inventario' });
  render(
    <Router hook={hook}>
      <SessionProvider>
        <ToastProvider>
          <ConteoPage />
        </ToastProvider>
      </SessionProvider>
    </Router>,
  );
}

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

describe('CONTEO DE INVENTARIO', () => {
  it('shows SIN REVISAR for -1 and REVISADO for a matching row, and Completo sends -2', async () => {
    const calls = fakeServer('Super');
    mount('Super');
    await screen.findByText('Cemento IP-30');
    expect(within(rowOf('Cemento IP-30')).getByText('SIN REVISAR')).toBeTruthy();
    expect(within(rowOf('Fierro 8 mm')).getByText('REVISADO')).toBeTruthy();
    expect(screen.getByText('Costo')).toBeTruthy();

    fireEvent.click(within(rowOf('Cemento IP-30')).getByRole('button', { name: /Completo/ }));
    await waitFor(() => expect(within(rowOf('Cemento IP-30')).getByText('REVISADO')).toBeTruthy());
    const sent = calls.find((c) => c.url === '/api/conteo-inventario');
    expect(sent?.body).toEqual({ sucursal_id: 1, producto_id: 1, cantidad_existente: -2 });
    expect(await screen.findByText('Cantidad existente registrada exitosamente.')).toBeTruthy();
  });

  it('registers the quantity found through the Incompleto modal', async () => {
    const calls = fakeServer('Administrador');
    mount('Administrador');
    await screen.findByText('Cemento IP-30');
    expect(screen.queryByText('Costo')).toBeNull();
    fireEvent.click(within(rowOf('Cemento IP-30')).getByRole('button', { name: /Incompleto/ }));
    const input = await screen.findByLabelText('Cantidad existente');
    // A fraction is refused as typed, never rewritten, and nothing is sent.
    fireEvent.input(input, { target: { value: '7,5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(/Ingrese una cantidad válida/)).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe('7,5');
    expect(calls.some((c) => c.url === '/api/conteo-inventario')).toBe(false);
    fireEvent.input(input, { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/conteo-inventario')).toBe(true));
    expect(calls.find((c) => c.url === '/api/conteo-inventario')?.body).toEqual({ sucursal_id: 1, producto_id: 1, cantidad_existente: 7 });
    await waitFor(() => expect(within(rowOf('Cemento IP-30')).getByText('−3')).toBeTruthy());
  });

  it('offers the branch select to Inventario but not to Encargado de Almacen', async () => {
    fakeServer('Inventario');
    mount('Inventario');
    await screen.findByText('Cemento IP-30');
    expect(screen.getByLabelText('Sucursal')).toBeTruthy();
  });

  it('lists in the branch select exactly the branches the server gives the user (home and assigned)', async () => {
    const calls = fakeServer('Inventario');
    mount('Inventario');
    await screen.findByRole('option', { name: 'Sucursal Norte' });
    const options = Array.from((screen.getByLabelText('Sucursal') as HTMLSelectElement).options).map((o) => o.textContent);
    expect(options).toEqual(['Casa Matriz', 'Sucursal Norte']);
    expect(calls.some((c) => c.url.startsWith('/api/sucursales_activas'))).toBe(false);
  });

  it('hides the branch select from Encargado de Almacen and asks for stock > 0 when ticked', async () => {
    const calls = fakeServer('Encargado de Almacen');
    mount('Encargado de Almacen');
    await screen.findByText('Cemento IP-30');
    expect(screen.queryByLabelText('Sucursal')).toBeNull();
    fireEvent.click(screen.getByLabelText('Mostrar stock mayor a cero'));
    await waitFor(() => expect(calls.some((c) => c.url.includes('show_stock_greater_than_zero=true'))).toBe(true));
  });
});
