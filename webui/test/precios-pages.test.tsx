import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/preact';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { canOpen } from '../src/app/guard';
import { menuFor, isGroup } from '../src/app/menu';
import { findRoute } from '../src/app/routes';
import { PICKER_DEBOUNCE_MS } from '../src/components/ProductPicker';
import { ToastProvider } from '../src/components/Toast';
import { saveSession } from '../src/lib/session';
import { SessionProvider } from '../src/lib/useSession';
import { CambioPreciosPage } from '../src/pages/precios/CambioPreciosPage';
import { PRECIOS_BRANCH_KEY, PreciosSucursalesPage } from '../src/pages/precios/PreciosSucursalesPage';
import { userWith } from './fixtures';

const BRANCHES = [
  { id: 1, sucursal: 'Casa Matriz', grupo: 1, estado: true },
  { id: 2, sucursal: 'Sucursal Norte', grupo: 2, estado: true },
  { id: 3, sucursal: 'Sucursal Sur', grupo: 2, estado: true },
  { id: 4, sucursal: 'Depósito', grupo: 0, estado: true },
];
const PRODUCTS = [
  { id: 11, codigo: 'MAR-01', producto: 'Martillo', unidad: 'Pieza', costo: 30, precio: 50, precio2: 45, precio3: 0, precio4: 0, precio5: 0, precio6: 0, imagen: null, imagen2: null, imagen3: null, cantidad_disponible: 3 },
  { id: 12, codigo: 'CLA-02', producto: 'Clavos', unidad: 'Caja', costo: 5, precio: 9, precio2: 0, precio3: 0, precio4: 0, precio5: 0, precio6: 0, imagen: null, imagen2: null, imagen3: null, cantidad_disponible: 0 },
];
const six = (p: number) => ({ precio: p, precio2: p - 5, precio3: 0, precio4: 0, precio5: 0, precio6: 0 });
const MATRIX = [
  { id: 11, codigo: 'MAR-01', producto: 'Martillo', sucursales: { 'Casa Matriz': { sucursal_id: 1, grupo: 1, ...six(50) }, 'Sucursal Norte': { sucursal_id: 2, grupo: 2, ...six(52) } } },
  { id: 12, codigo: 'CLA-02', producto: 'Clavos', sucursales: { 'Casa Matriz': { sucursal_id: 1, grupo: 1, ...six(9) }, 'Sucursal Norte': { sucursal_id: 2, grupo: 2, ...six(10) } } },
];

type Reply = { status: number; body: unknown };
let fetchMock: ReturnType<typeof vi.fn>;
let saveReply: Reply;
let putReply: Reply;

const calls = (method: string, part: string) =>
  fetchMock.mock.calls.filter((c) => String(c[0]).startsWith(part) && (c[1]?.method ?? 'GET') === method);
const bodyOf = (c: any[]) => JSON.parse(c[1].body);

beforeEach(() => {
  vi.useFakeTimers();
  saveReply = { status: 201, body: { message: 'Precios actualizados correctamente' } };
  putReply = { status: 201, body: { message: 'Precios actualizados correctamente' } };
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const reply = (b: unknown, status = 200) => new Response(JSON.stringify(b), { status });
    const method = init?.method ?? 'GET';
    if (url.startsWith('/api/user')) return reply({ user: userWith('Super'), sucursal: { id: 1, sucursal: 'Casa Matriz', grupo: 1 } });
    if (url.startsWith('/api/sucursales_activas')) return reply({ data: BRANCHES });
    if (url.startsWith('/api/productos/buscar')) return reply({ data: PRODUCTS });
    if (url === '/api/productos/precios-sucursales' && method === 'GET') return reply({ data: MATRIX });
    if (url === '/api/productos/precios-sucursales' && method === 'PUT') return reply(putReply.body, putReply.status);
    if (url === '/api/productos/actualizar-precios') return reply(saveReply.body, saveReply.status);
    if (url.startsWith('/api/productos/verifica-productos-actualizados/')) return reply({ alerta_existe: false });
    return reply({ message: 'No encontrado' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const flush = (ms = 0) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

async function mount(page: 'cambio' | 'sucursales') {
  saveSession({ token: 't', user: userWith('Super'), branch: { id: 1, sucursal: 'Casa Matriz', grupo: 1 } });
  const { hook } = memoryLocation({ path: `/admin/${page === 'cambio' ? 'cambio-precios' : 'precios-sucursales'}` });
  render(
    <Router hook={hook}>
      <SessionProvider>
        <ToastProvider>{page === 'cambio' ? <CambioPreciosPage /> : <PreciosSucursalesPage />}</ToastProvider>
      </SessionProvider>
    </Router>,
  );
  await flush();
  await flush(PICKER_DEBOUNCE_MS + 10);
  await flush();
}

const box = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const modificar = () => screen.getByRole('button', { name: 'MODIFICAR' });
/** Answers the confirmation that MODIFICAR opens. */
async function confirmar() {
  fireEvent.click(screen.getByRole('button', { name: 'Sí, modificar' }));
  await flush();
}

describe('price routes and menu', () => {
  it('open for Super only and appear in the Productos menu', () => {
    for (const path of ['/admin/precios-sucursales', '/admin/cambio-precios']) {
      const route = findRoute(path)!;
      expect(route, path).toBeDefined();
      const open = ['Super', 'Administrador', 'Responsable', 'Vendedor', 'Inventario', 'Encargado de Almacen'].filter((r) => canOpen(route, userWith(r)));
      expect(open).toEqual(['Super']);
    }
    const productos = menuFor(userWith('Super')).find((n) => n.label === 'Productos');
    expect(productos && isGroup(productos) && productos.links.map((l) => l.path)).toEqual(
      expect.arrayContaining(['/admin/cambio-precios', '/admin/precios-sucursales']),
    );
    const admin = menuFor(userWith('Administrador')).flatMap((n) => (isGroup(n) ? n.links : [n]));
    expect(admin.some((l) => l.path.includes('precios'))).toBe(false);
  });
});

describe('CAMBIO DE PRECIOS', () => {
  it('refuses to send without a branch or a product, with the spec messages', async () => {
    await mount('cambio');
    fireEvent.click(modificar());
    await flush();
    expect(screen.getAllByText('Debe seleccionar al menos una sucursal.').length).toBeGreaterThanOrEqual(2); // toast and field
    expect(screen.getByText('El carrito no puede estar vacío.')).toBeTruthy();
    expect(calls('POST', '/api/productos/actualizar-precios')).toHaveLength(0);
    // Choosing a branch clears its message.
    fireEvent.click(box('Casa Matriz'));
    expect(document.querySelector('.card .field-error')?.textContent).not.toBe('Debe seleccionar al menos una sucursal.');
  });

  it('selects a whole group, and every branch, with their own checkboxes', async () => {
    await mount('cambio');
    fireEvent.click(box('Grupo 2'));
    expect(box('Sucursal Norte').checked && box('Sucursal Sur').checked).toBe(true);
    expect(box('Casa Matriz').checked).toBe(false);
    expect(box('Seleccionar todas las sucursales').indeterminate).toBe(true);
    fireEvent.click(box('Seleccionar todas las sucursales'));
    expect(BRANCHES.every((b) => box(b.sucursal).checked)).toBe(true);
    expect(box('Grupo 0').checked).toBe(true);
    fireEvent.click(box('Seleccionar todas las sucursales'));
    expect(BRANCHES.some((b) => box(b.sucursal).checked)).toBe(false);
  });

  it('keeps percentage/amount and increment/subtract exclusive on screen', async () => {
    await mount('cambio');
    expect(box('Incremento').disabled).toBe(true);
    fireEvent.click(box('Usar porcentaje'));
    // The direction is the user's choice: Usar porcentaje ticks none.
    expect(box('Usar porcentaje').checked && !box('Incremento').checked && !box('Restar').checked).toBe(true);
    expect(box('Incremento').disabled).toBe(false);
    fireEvent.click(box('Monto Bs'));
    expect(box('Monto Bs').checked).toBe(true);
    expect(box('Usar porcentaje').checked).toBe(false);
    fireEvent.click(box('Restar'));
    expect(box('Restar').checked).toBe(true);
    expect(box('Incremento').checked).toBe(false);
    fireEvent.click(box('Monto Bs'));
    expect(box('Restar').checked || box('Incremento').checked).toBe(false);
    expect(box('Restar').disabled).toBe(true);
  });

  it('checks each line percentage, then sends branches, lines and options in one request', async () => {
    await mount('cambio');
    fireEvent.click(box('Casa Matriz'));
    fireEvent.click(box('Sucursal Norte'));
    // Stock does not matter for a price change.
    fireEvent.click(screen.getByRole('button', { name: 'Agregar Clavos' }));
    fireEvent.click(screen.getByRole('button', { name: 'Agregar Martillo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Agregar Martillo' }));
    await flush();
    expect(document.querySelectorAll('.cambio-cart tbody tr')).toHaveLength(2);
    expect(screen.getByText('El producto ya está en el carrito.')).toBeTruthy();

    fireEvent.click(box('Usar porcentaje'));
    fireEvent.click(box('Incremento'));
    fireEvent.input(box('Porcentaje de Martillo'), { target: { value: '10' } });
    fireEvent.input(box('Porcentaje de Clavos'), { target: { value: '1' } });
    // The preview shows Martillo's P1 in Casa Matriz: 50 → 55.
    expect(document.querySelector('.cambio-cart tbody tr:nth-child(2) .price-preview strong')?.textContent).toBe('55,00');
    fireEvent.click(modificar());
    await flush();
    expect(calls('POST', '/api/productos/actualizar-precios')).toHaveLength(0);
    expect(document.querySelector('.line-errors')?.textContent).toBe('El porcentaje de cada producto debe ser mayor a 1.');

    fireEvent.input(box('Porcentaje de Clavos'), { target: { value: '5' } });
    expect(document.querySelector('.line-errors')).toBeNull();
    fireEvent.click(modificar());
    await flush();
    // Nothing is sent before the confirmation, which says what will change.
    expect(calls('POST', '/api/productos/actualizar-precios')).toHaveLength(0);
    expect(document.querySelector('.confirm-body p')?.textContent).toMatch(
      /^Cada precio de los 2 productos (Clavos y Martillo|Martillo y Clavos) en las 2 sucursales .+ y .+ subirá el porcentaje de su línea\.$/,
    );
    const searches = calls('GET', '/api/productos/buscar').length;
    await confirmar();
    // The product list is read again, so it shows the new prices.
    expect(calls('GET', '/api/productos/buscar').length).toBeGreaterThan(searches);
    const sent = calls('POST', '/api/productos/actualizar-precios');
    expect(sent).toHaveLength(1);
    expect(bodyOf(sent[0])).toEqual({
      sucursales: [1, 2],
      carrito: [
        { id: 12, precio: 9, precio2: 0, precio3: 0, precio4: 0, precio5: 0, precio6: 0, porcentaje: 5, monto: 0 },
        { id: 11, precio: 50, precio2: 45, precio3: 0, precio4: 0, precio5: 0, precio6: 0, porcentaje: 10, monto: 0 },
      ],
      actualizarTodo: false,
      isPorcentaje: true,
      porcentaje: 0,
      isMonto: false,
      monto: 0,
      isIncremento: true,
      isRestar: false,
    });
    expect(screen.getByText('Precios actualizados correctamente')).toBeTruthy();
    expect(screen.getByText('No hay productos en el carrito.')).toBeTruthy();
    expect(box('Usar porcentaje').checked).toBe(false);
    // The branches stay chosen for the next change.
    expect(box('Casa Matriz').checked).toBe(true);
  });

  it('previews nothing and sends nothing while neither Incremento nor Restar is chosen', async () => {
    await mount('cambio');
    fireEvent.click(box('Casa Matriz'));
    fireEvent.click(screen.getByRole('button', { name: 'Agregar Martillo' }));
    fireEvent.click(box('Usar porcentaje'));
    fireEvent.input(box('Porcentaje de Martillo'), { target: { value: '10' } });
    expect(document.querySelector('.cambio-cart .price-preview')).toBeNull();
    fireEvent.click(box('Incremento'));
    expect(document.querySelector('.cambio-cart .price-preview strong')?.textContent).toBe('55,00');
    fireEvent.click(box('Incremento'));
    expect(box('Incremento').checked).toBe(false);
    expect(document.querySelector('.cambio-cart .price-preview')).toBeNull();
    expect(screen.getByText('Seleccione "Incremento" o "Restar".')).toBeTruthy();
    fireEvent.click(modificar());
    await flush();
    expect(screen.queryByText('¿Estás seguro?')).toBeNull();
    expect(calls('POST', '/api/productos/actualizar-precios')).toHaveLength(0);
  });

  it('shows the server 422 by line and field, and other failures with the register prefix', async () => {
    await mount('cambio');
    fireEvent.click(box('Casa Matriz'));
    fireEvent.click(screen.getByRole('button', { name: 'Agregar Martillo' }));
    saveReply = { status: 422, body: { message: 'El precio resultante no puede ser negativo.', errors: { 'carrito.0.precio2': ['El precio resultante no puede ser negativo.'] } } };
    fireEvent.click(modificar());
    await flush();
    await confirmar();
    expect(screen.getByText('Error al actualizar los precios: El precio resultante no puede ser negativo.')).toBeTruthy();
    expect(document.querySelector('.line-errors')?.textContent).toBe('El precio resultante no puede ser negativo.');
    expect(box('Precio 2 de Martillo').getAttribute('aria-invalid')).toBe('true');
    expect(document.querySelectorAll('.cambio-cart tbody tr.row-error')).toHaveLength(1);

    saveReply = { status: 500, body: { message: 'Fallo de la base de datos' } };
    fireEvent.click(modificar());
    await flush();
    await confirmar();
    expect(screen.getByText('Hubo un error al registrar: Fallo de la base de datos')).toBeTruthy();
  });

  it('asks for confirmation with Actualizar Todos and sends the global percentage without the cart', async () => {
    await mount('cambio');
    fireEvent.click(box('Seleccionar todas las sucursales'));
    fireEvent.click(screen.getByRole('button', { name: 'Agregar Martillo' }));
    fireEvent.click(box('Actualizar Todos'));
    expect(box('Usar porcentaje').checked).toBe(true);
    expect(box('Incremento').checked).toBe(false);
    fireEvent.click(box('Incremento'));
    fireEvent.click(modificar());
    await flush();
    expect(screen.getAllByText('El porcentaje de cada producto debe ser mayor a 1.').length).toBeGreaterThan(0);
    fireEvent.input(document.getElementById('f-global')!, { target: { value: '7' } });
    fireEvent.click(modificar());
    await flush();
    expect(screen.getByText('¿Estás seguro?')).toBeTruthy();
    expect(calls('POST', '/api/productos/actualizar-precios')).toHaveLength(0);
    expect(document.querySelector('.confirm-body p')?.textContent).toMatch(/^Cada precio de todos los productos activos en las 4 sucursales .+ subirá un 7 %\.$/);
    await confirmar();
    const sent = calls('POST', '/api/productos/actualizar-precios');
    expect(sent).toHaveLength(1);
    expect(bodyOf(sent[0])).toMatchObject({ sucursales: [4, 1, 2, 3], carrito: [], actualizarTodo: true, isPorcentaje: true, porcentaje: 7, isIncremento: true });
  });

  it('empties the screen with RESETEAR', async () => {
    await mount('cambio');
    fireEvent.click(box('Casa Matriz'));
    fireEvent.click(screen.getByRole('button', { name: 'Agregar Martillo' }));
    fireEvent.click(box('Usar porcentaje'));
    fireEvent.click(screen.getByRole('button', { name: 'RESETEAR' }));
    expect(box('Casa Matriz').checked).toBe(false);
    expect(box('Usar porcentaje').checked).toBe(false);
    expect(screen.getByText('No hay productos en el carrito.')).toBeTruthy();
  });
});

describe('PRECIOS POR SUCURSAL', () => {
  // preact/compat listens to focusout for onBlur, as the browser fires it.
  const p1 = (product: string, branch: string) => box(`P1 de ${product} en ${branch}`);

  it('lists every product in every branch and saves a row on Enter', async () => {
    await mount('sucursales');
    expect(document.querySelectorAll('.datatable tbody tr')).toHaveLength(4);
    expect(p1('Martillo', 'Sucursal Norte').value).toBe('52,00');
    expect(box('P3 de Martillo en Sucursal Norte').value).toBe('');
    fireEvent.input(p1('Martillo', 'Sucursal Norte'), { target: { value: '57.5' } });
    expect(screen.getByText('Sin guardar')).toBeTruthy();
    fireEvent.keyDown(p1('Martillo', 'Sucursal Norte'), { key: 'Enter' });
    await flush();
    const put = calls('PUT', '/api/productos/precios-sucursales');
    expect(put).toHaveLength(1);
    expect(bodyOf(put[0])).toEqual({ producto_id: 11, sucursal_id: 2, precio: 57.5, precio2: 47, precio3: 0, precio4: 0, precio5: 0, precio6: 0 });
    expect(screen.getByText('Guardado')).toBeTruthy();
    expect(p1('Martillo', 'Sucursal Norte').value).toBe('57,50');
    // Enter again with nothing changed sends nothing.
    fireEvent.keyDown(p1('Martillo', 'Sucursal Norte'), { key: 'Enter' });
    await flush();
    expect(calls('PUT', '/api/productos/precios-sucursales')).toHaveLength(1);
  });

  it('saves when the focus leaves the row, not when it moves inside it', async () => {
    await mount('sucursales');
    const a = p1('Clavos', 'Casa Matriz');
    const b = box('P2 de Clavos en Casa Matriz');
    fireEvent.input(a, { target: { value: '9.9' } });
    fireEvent.focusOut(a, { relatedTarget: b });
    await flush();
    expect(calls('PUT', '/api/productos/precios-sucursales')).toHaveLength(0);
    fireEvent.input(b, { target: { value: '' } });
    fireEvent.focusOut(b, { relatedTarget: p1('Clavos', 'Sucursal Norte') });
    await flush();
    const put = calls('PUT', '/api/productos/precios-sucursales');
    expect(put).toHaveLength(1);
    expect(bodyOf(put[0])).toMatchObject({ producto_id: 12, sucursal_id: 1, precio: 9.9, precio2: 0 });
  });

  it('shows a refused row with the server message and sends it again only on Enter or a new edit', async () => {
    await mount('sucursales');
    putReply = { status: 422, body: { message: 'Datos inválidos', errors: { precio2: ['El precio 2 debe ser un número.'] } } };
    const input = box('P2 de Martillo en Casa Matriz');
    fireEvent.input(input, { target: { value: '44' } });
    fireEvent.focusOut(input);
    await flush();
    expect(screen.getAllByText('El precio 2 debe ser un número.').length).toBeGreaterThan(0);
    expect(screen.getByText('Hubo un error al actualizar: El precio 2 debe ser un número.')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    fireEvent.focusOut(input);
    await flush();
    expect(calls('PUT', '/api/productos/precios-sucursales')).toHaveLength(1);
    putReply = { status: 201, body: { message: 'Precios actualizados correctamente' } };
    fireEvent.keyDown(input, { key: 'Enter' });
    await flush();
    expect(calls('PUT', '/api/productos/precios-sucursales')).toHaveLength(2);
    expect(screen.getByText('Guardado')).toBeTruthy();
  });

  it('drops what was typed on Escape', async () => {
    await mount('sucursales');
    const input = p1('Martillo', 'Casa Matriz');
    fireEvent.input(input, { target: { value: '1' } });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.value).toBe('50,00');
    expect(screen.queryByText('Sin guardar')).toBeNull();
  });

  it('keeps its search, page size and branch filter under its own keys', async () => {
    await mount('sucursales');
    // A real select fires "change"; the preact testing library turns fireEvent.change into "input".
    const select = screen.getByLabelText('Sucursal') as HTMLSelectElement;
    select.value = '2';
    fireEvent(select, new Event('change', { bubbles: true }));
    expect(document.querySelectorAll('.datatable tbody tr')).toHaveLength(2);
    expect(localStorage.getItem(PRECIOS_BRANCH_KEY)).toBe('2');
    fireEvent.input(screen.getByPlaceholderText('Buscar producto o sucursal...'), { target: { value: 'clav' } });
    await flush();
    expect(document.querySelectorAll('.datatable tbody tr')).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem('sgc.table.precios-sucursales') ?? '{}')).toMatchObject({ search: 'clav', pageSize: 10 });
  });
});
