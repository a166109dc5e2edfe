import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { ComponentType } from 'react';
import { ToastProvider } from '../src/components/Toast';
import { saveSession } from '../src/lib/session';
import { SessionProvider } from '../src/lib/useSession';
import { EditarCatalogoPage, NuevoCatalogoPage } from '../src/pages/catalogos/CatalogoFormPage';
import { CatalogosPage } from '../src/pages/catalogos/CatalogosPage';
import { ProformasPage } from '../src/pages/proformas/ProformasPage';
import { canOpen } from '../src/app/guard';
import { findRoute } from '../src/app/routes';
import { isGroup, menuFor } from '../src/app/menu';
import { userWith } from './fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const product = (id: number, stock: number) => ({
  id, codigo: `P-${String(id).padStart(3, '0')}`, producto: `Producto ${id}`, unidad: 'Pieza', precio: 10 + id, precio2: 9 + id, precio3: 0, precio4: 0, precio5: 0, precio6: 0,
  imagen: null, imagen2: null, imagen3: null, cantidad_disponible: stock, estado: true,
});
const PRODUCTS = Array.from({ length: 23 }, (_, i) => product(i + 1, i % 4 === 0 ? 0 : 3));
const CLIENTES = [
  { id: 1, nombres_apellidos: 'SN', numero_documento: '0', complemento: '', telefono: '', direccion: '', estado: true },
  { id: 8, nombres_apellidos: 'Constructora Illampu', numero_documento: '1020367959', complemento: '1A', telefono: '71234567', direccion: 'Av. Busch 1200', estado: true },
];

type Call = { url: string; method: string; body: any };

let role = 'Vendedor';

function serve(routes: Record<string, (c: Call) => [number, unknown]> = {}) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const c: Call = { url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : undefined };
      calls.push(c);
      const path = url.split('?')[0];
      const key = `${c.method} ${path}`;
      const ok = (status: number, b: unknown) => new Response(JSON.stringify(b), { status });
      if (routes[key]) return ok(...routes[key](c));
      if (path === '/api/user') return ok(200, { user: userWith(role), sucursal: { id: 1, sucursal: 'Casa Matriz', grupo: 1 } });
      if (path === '/api/productos') return ok(200, { data: PRODUCTS });
      // The search index: matches by code or name, ranked with the highest id first so the test can tell the server's order from the list's.
      if (path === '/api/productos/buscar') {
        const q = (new URL(url, 'http://x').searchParams.get('q') ?? '').toLowerCase();
        return ok(200, { data: PRODUCTS.filter((p) => `${p.codigo} ${p.producto}`.toLowerCase().includes(q)).reverse() });
      }
      if (path === '/api/clientes_activos') return ok(200, { data: CLIENTES });
      if (path.startsWith('/api/catalogos/generar-pdf/')) return new Response('%PDF-1.4', { status: 200, headers: { 'Content-Type': 'application/pdf' } });
      return ok(404, { message: 'No encontrado' });
    }),
  );
  return calls;
}

function mount(Page: ComponentType, path: string, as = 'Vendedor', pattern?: string) {
  role = as;
  saveSession({ token: 't', user: userWith(as), branch: { id: 1, sucursal: 'Casa Matriz', grupo: 1 } });
  const loc = memoryLocation({ path, record: true });
  render(
    <Router hook={loc.hook}>
      <SessionProvider>
        <ToastProvider>
          {pattern ? <Route path={pattern} component={Page} /> : <Page />}
        </ToastProvider>
      </SessionProvider>
    </Router>,
  );
  return loc;
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

/** Picks an option as a real select does: the value, then "change" (the testing library turns fireEvent.change into "input"). */
function choose(label: string, value: string) {
  const select = screen.getByLabelText(label) as HTMLSelectElement;
  select.value = value;
  fireEvent(select, new Event('change', { bubbles: true }));
}

describe('Registrar Catálogo', () => {
  it('starts empty, pages the picker, adds the page with stock and hides GENERAR CATÁLOGO until the cart has lines', async () => {
    const calls = serve();
    mount(NuevoCatalogoPage, '/admin/nuevo-catalogo');
    expect(screen.getByText('Registrar Catálogo')).toBeTruthy();
    await screen.findByText('Producto 1');
    expect(screen.getByText('Todos los productos')).toBeTruthy();
    expect(screen.getByText((_, el) => el?.className === 'pager-label' && el.textContent === 'Página 1 de 3')).toBeTruthy();
    expect(screen.getByText('No hay productos en el carrito.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /GENERAR CATÁLOGO/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: /Agregar página actual con stock/ }));
    // Products 1, 5 and 9 of the first page have no stock.
    await screen.findByText('7 productos agregados al carrito');
    expect(screen.getByRole('button', { name: /GENERAR CATÁLOGO/ })).toBeTruthy();

    fireEvent.input(screen.getByLabelText('Buscar producto'), { target: { value: 'p-02' } });
    expect(screen.getByText('Filtro activo')).toBeTruthy();
    // The search goes to the server's index and its ranked order is kept.
    await screen.findByText('Producto 23');
    const search = calls.find((c) => c.url.startsWith('/api/productos/buscar'));
    expect(search?.url).toContain('q=p-02');
    expect(search?.url).toContain('sucursal_id=1');
    expect(search?.url).toContain('limit=100');
    const names = screen.getAllByText(/^Producto \d+$/, { selector: '.picker-name strong' }).map((el) => el.textContent);
    expect(names).toEqual(['Producto 23', 'Producto 22', 'Producto 21', 'Producto 20']);
    fireEvent.click(screen.getByRole('button', { name: /Agregar página actual con stock/ }));
    // P-020..P-023: 21 has no stock; 20, 22 and 23 are new.
    await screen.findByText('3 productos agregados al carrito');

    fireEvent.input(screen.getByLabelText('Buscar producto'), { target: { value: '' } });
    expect(screen.getByText('Todos los productos')).toBeTruthy();
    expect(screen.getByText((_, el) => el?.className === 'pager-label' && el.textContent === 'Página 1 de 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Agregar Producto 2' }));
    await screen.findByText('Guardado Correctamente');
  });

  it('fills the client block from the select and blanks it when cleared', async () => {
    serve();
    mount(NuevoCatalogoPage, '/admin/nuevo-catalogo');
    await screen.findByText('Constructora Illampu — 1020367959-1A');
    expect(input('CI/NIT').value).toBe('0');
    expect(input('Razón Social').value).toBe('SN');
    choose('Cliente', '8');
    expect(input('CI/NIT').value).toBe('1020367959');
    expect(input('Razón Social').value).toBe('Constructora Illampu');
    expect(input('Teléfono').value).toBe('71234567');
    expect(input('Dirección').value).toBe('Av. Busch 1200');
    choose('Cliente', '');
    expect(input('CI/NIT').value).toBe('');
    expect(input('Razón Social').value).toBe('');
    expect(input('Teléfono').value).toBe('');
    fireEvent.input(input('Teléfono'), { target: { value: '7a1-2' } });
    expect(input('Teléfono').value).toBe('712');
  });

  it('applies a global price and sends the catalogue, opening a tab and going back to CATALOGOS', async () => {
    const calls = serve({ 'POST /api/catalogos': () => [201, { message: 'Catálogo guardado con éxito', id: 41, catalogo_id: 41 }] });
    const open = vi.fn(() => null);
    vi.stubGlobal('open', open);
    const loc = mount(NuevoCatalogoPage, '/admin/nuevo-catalogo');
    await screen.findByText('Producto 2');
    fireEvent.click(screen.getByRole('button', { name: 'Agregar Producto 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Agregar Producto 3' }));
    await screen.findAllByText('Agregado al carrito');
    expect(input('Precio de Producto 2').value).toBe('12,00');
    choose('Precio Global', '2');
    fireEvent.click(screen.getByRole('button', { name: /Aplicar/ }));
    await screen.findByText('Precio 2 aplicado a 2 productos');
    expect(input('Precio de Producto 2').value).toBe('11,00');
    fireEvent.input(input('Precio de Producto 3'), { target: { value: '-4' } });
    fireEvent.focusOut(input('Precio de Producto 3'));
    // What was typed stays, named as wrong; the line's price reads as 0 (operations.md §5).
    expect(input('Precio de Producto 3').value).toBe('-4');
    expect(screen.getByText('Valor inválido.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /GENERAR CATÁLOGO/ }));
    await waitFor(() => expect(loc.history).toContain('/admin/catalogos'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toMatchObject({
      cliente: 1,
      razon_social: 'SN',
      nit: '0',
      total: 11,
      sucursal: 1,
      productos: [
        { id: 2, cantidad: 1, precio: 11 },
        { id: 3, cantidad: 1, precio: 0 },
      ],
    });
    await waitFor(() => expect(calls.some((c) => c.url === '/api/catalogos/generar-pdf/41')).toBe(true));
  });

  it('shows the failure dialog with the validation errors', async () => {
    serve({ 'POST /api/catalogos': () => [422, { message: 'Datos inválidos', errors: { telefono: ['El teléfono solo admite números.'] } }] });
    vi.stubGlobal('open', vi.fn(() => ({ close: vi.fn(), closed: false })));
    mount(NuevoCatalogoPage, '/admin/nuevo-catalogo');
    await screen.findByText('Producto 2');
    fireEvent.click(screen.getByRole('button', { name: 'Agregar Producto 2' }));
    fireEvent.click(screen.getByRole('button', { name: /GENERAR CATÁLOGO/ }));
    await screen.findByText('Error al guardar el catálogo');
    expect(screen.getByText('Errores de validación')).toBeTruthy();
    expect(screen.getAllByText('El teléfono solo admite números.').length).toBe(2);
  });
});

describe('Editar Catálogo', () => {
  const detail = {
    catalogo: { id: 12, nro_catalogo: 4, estado: 1, total: 50 },
    detalles: [],
    data: {
      cliente_id: 8, razon_social: 'Constructora Illampu', nit: '1020367959', complemento: '', telefono: '71234567', direccion: 'Av. Busch 1200', descripcion: 'Obra Sopocachi',
      productos: [{ id: 2, nombre: 'Producto 2', codigo: 'P-002', pivot: { precio: 11.5, cantidad: 1 }, precio1: 12, precio2: 11, precio3: 0, precio4: 0, precio5: 0, precio6: 0 }],
    },
  };

  it('fills form and cart, keeps the client read-only and sends ACTUALIZAR CATÁLOGO', async () => {
    const calls = serve({
      'GET /api/catalogos/12': () => [200, detail],
      'PUT /api/catalogos/12': () => [201, { success: true, message: 'Catálogo actualizado con éxito' }],
    });
    vi.stubGlobal('open', vi.fn(() => null));
    const loc = mount(EditarCatalogoPage, '/admin/editar-catalogo/12', 'Vendedor', '/admin/editar-catalogo/:id');
    await screen.findByText('Editar Catálogo #12');
    await screen.findByText('El cliente no puede ser modificado');
    expect(input('Razón Social').readOnly).toBe(true);
    expect(input('CI/NIT').value).toBe('1020367959');
    expect((screen.getByLabelText('Descripción (opcional)') as HTMLTextAreaElement).readOnly).toBe(true);
    expect(input('Precio de Producto 2').value).toBe('11,50');
    fireEvent.click(screen.getByRole('button', { name: /ACTUALIZAR CATÁLOGO/ }));
    await waitFor(() => expect(loc.history).toContain('/admin/catalogos'));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toMatchObject({ cliente_id: 8, razon_social: 'Constructora Illampu', productos: [{ id: 2, precio: 11.5, cantidad: 1 }] });
  });

  it("says 'Error al cargar el catálogo' and returns when the catalogue cannot be loaded", async () => {
    serve();
    const loc = mount(EditarCatalogoPage, '/admin/editar-catalogo/99', 'Vendedor', '/admin/editar-catalogo/:id');
    await screen.findByText('Error al cargar el catálogo');
    await waitFor(() => expect(loc.history).toContain('/admin/catalogos'));
  });
});

describe('CATALOGOS', () => {
  const row = (id: number, estado: number) => ({
    id, nro_catalogo: id, fecha: '2025-03-14T14:00:00Z', fecha_fin: '2025-04-13T14:00:00Z', sucursal: 'Casa Matriz', sucursal_id: 1, cliente_id: 1,
    razon_social: `Cliente ${id}`, nit: '0', complemento: '', telefono: '', direccion: '', descripcion: '', total: 100, usuario: 'ana', empleado: 'Ana', estado,
  });

  it('labels the states and offers edit, print and cancel only when the state is not 0', async () => {
    serve({ 'GET /api/catalogos': () => [200, { data: [row(1, 0), row(2, 1), row(3, 2), row(4, 7)] }] });
    mount(CatalogosPage, '/admin/catalogos');
    await screen.findByText('Cliente 1');
    for (const t of ['Anulado', 'Válido', 'Fuera de plazo', 'Desconocido']) expect(screen.getByText(t, { selector: '.badge' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Editar catálogo' })).toHaveLength(3);
    expect(screen.getAllByRole('button', { name: 'Imprimir catálogo' })).toHaveLength(3);
    expect(screen.getAllByRole('button', { name: 'Anular catálogo' })).toHaveLength(3);
    expect(screen.getAllByRole('button', { name: 'Ver detalle' })).toHaveLength(4);
    // Vendedor has no date filter.
    expect(screen.queryByLabelText('Del')).toBeNull();
  });

  it('gives Administrador the date filter and sends it', async () => {
    const calls = serve({ 'GET /api/catalogos': () => [200, { data: [] }] });
    mount(CatalogosPage, '/admin/catalogos', 'Administrador');
    await screen.findByLabelText('Del');
    await waitFor(() => expect(calls.some((c) => c.url.startsWith('/api/catalogos?') && c.url.includes('fecha_desde='))).toBe(true));
  });
});

describe('COTIZACIONES', () => {
  const row = (id: number, estado: number) => ({
    id, numero_comprobante: id, fecha: '2025-03-14T14:00:00Z', sucursal: 'Casa Matriz', sucursal_id: 1, cliente_id: 1, razon_social: `Cliente ${id}`, nit: '0',
    direccion: '', telefono: '', descripcion: '', total: 10 * id, usuario: 'ana', empleado: 'Ana', estado,
  });

  it('shows Valido/Anulado, the total of the valid ones, and no void or dates for Vendedor', async () => {
    serve({ 'GET /api/proformas': () => [200, { data: [row(1, 1), row(2, 0), row(3, 1)], total_validas: 40 }] });
    mount(ProformasPage, '/admin/proformas');
    await screen.findByText('Cliente 1');
    expect(screen.getAllByText('Valido', { selector: '.badge' })).toHaveLength(2);
    expect(screen.getByText('Anulado', { selector: '.badge' })).toBeTruthy();
    expect(screen.getByText('Bs 40,00', { selector: '.stat-value' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Anular cotización' })).toBeNull();
    expect(screen.queryByLabelText('Del')).toBeNull();
    expect(screen.getByRole('link', { name: /Nueva Proforma/ })).toBeTruthy();
  });

  it('lets Super void a valid quotation', async () => {
    serve({ 'GET /api/proformas': () => [200, { data: [row(1, 1), row(2, 0)], total_validas: 10 }] });
    mount(ProformasPage, '/admin/proformas', 'Super');
    await screen.findByText('Cliente 1');
    expect(screen.getAllByRole('button', { name: 'Anular cotización' })).toHaveLength(1);
    expect(screen.getByLabelText('Del')).toBeTruthy();
  });
});

describe('quotation and catalogue routes and menu (foundation.md §2.3)', () => {
  const ROLES = ['Super', 'Administrador', 'Responsable', 'Vendedor', 'Inventario', 'Encargado de Almacen'] as const;
  const paths = ['/admin/proformas', '/admin/nueva-proforma', '/admin/show-proforma/:id', '/admin/catalogos', '/admin/nuevo-catalogo', '/admin/editar-catalogo/:id', '/admin/show-catalogo/:id'];

  for (const path of paths) {
    it(`${path} opens for the five staff roles`, () => {
      const route = findRoute(path);
      expect(route, path).toBeDefined();
      expect(ROLES.filter((r) => canOpen(route!, userWith(r), { id: '3' }))).toEqual(['Super', 'Administrador', 'Responsable', 'Vendedor', 'Encargado de Almacen']);
    });
  }

  it('labels proformas Cotizaciones in the menu and gives Inventario neither entry', () => {
    const links = (role: string) => menuFor(userWith(role)).flatMap((n) => (isGroup(n) ? n.links : [n]));
    const seller = links('Vendedor');
    expect(seller.find((l) => l.path === '/admin/proformas')?.label).toBe('Cotizaciones');
    expect(seller.some((l) => l.path === '/admin/catalogos')).toBe(true);
    const inv = links('Inventario').map((l) => l.path);
    expect(inv).not.toContain('/admin/proformas');
    expect(inv).not.toContain('/admin/catalogos');
  });
});
