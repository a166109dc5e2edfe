import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/preact';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AdminRoutes } from '../src/app/AdminRoutes';
import { canOpen, ownUserOnly, type AppRoute } from '../src/app/guard';
import { findRoute, ROUTES } from '../src/app/routes';
import { userWith } from './fixtures';

const Page = () => <p>contenido</p>;
const routes: AppRoute[] = [
  { path: '/admin/usuarios', page: Page, roles: ['Super'] },
  { path: '/admin/editUsuario/:id', page: Page, allow: ownUserOnly },
];

function renderAt(path: string, role: string) {
  const { hook } = memoryLocation({ path });
  return render(
    <Router hook={hook}>
      <AdminRoutes user={userWith(role)} routes={routes} />
    </Router>,
  );
}

describe('route guard', () => {
  it('shows the denial text to a role outside the route', () => {
    renderAt('/admin/usuarios', 'Vendedor');
    expect(screen.getByText('No tienes permisos para acceder a esta ruta')).toBeTruthy();
    expect(screen.queryByText('contenido')).toBeNull();
  });

  it('renders the page for an allowed role', () => {
    renderAt('/admin/usuarios', 'Super');
    expect(screen.getByText('contenido')).toBeTruthy();
  });

  it('lets Vendedor and Responsable open only their own user id', () => {
    renderAt('/admin/editUsuario/7', 'Vendedor');
    expect(screen.getByText('contenido')).toBeTruthy();
    const show = findRoute('/admin/show-usuario/:id')!;
    expect(canOpen(show, userWith('Vendedor'), { id: '8' })).toBe(false);
    expect(canOpen(show, userWith('Responsable'), { id: '8' })).toBe(false);
    expect(canOpen(show, userWith('Administrador'), { id: '8' })).toBe(true);
    expect(canOpen(show, userWith('Super'), { id: 'abc' })).toBe(false);
  });

  it('opens the user edit form only where the server saves it: Super, or one\'s own', () => {
    const edit = findRoute('/admin/editUsuario/:id')!;
    for (const role of ['Administrador', 'Encargado de Almacen', 'Inventario', 'Vendedor', 'Responsable']) {
      expect(canOpen(edit, userWith(role), { id: '8' })).toBe(false);
      expect(canOpen(edit, userWith(role), { id: String(userWith(role).id) })).toBe(true);
    }
    expect(canOpen(edit, userWith('Super'), { id: '8' })).toBe(true);
    expect(canOpen(edit, userWith('Super'), { id: 'abc' })).toBe(false);
  });

  it('follows the spec table for the master-data screens', () => {
    const open = (path: string, role: string) => canOpen(findRoute(path)!, userWith(role));
    expect(open('/admin/sucursales', 'Super')).toBe(true);
    expect(open('/admin/sucursales', 'Administrador')).toBe(false);
    expect(open('/admin/sucursalSelect', 'Administrador')).toBe(true);
    expect(open('/admin/sucursalSelect', 'Responsable')).toBe(false);
    expect(open('/admin/clientes', 'Vendedor')).toBe(true);
    expect(open('/admin/clientes', 'Inventario')).toBe(false);
    expect(open('/admin/editcliente/:id/edit', 'Vendedor')).toBe(false);
    expect(open('/admin/editcliente/:id/edit', 'Encargado de Almacen')).toBe(true);
    expect(open('/admin/inicio', 'Inventario')).toBe(true);
    expect(open('/admin/datos', 'Administrador')).toBe(false);
    // Every path of the table is unique and under /admin.
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
    expect(ROUTES.every((r) => r.path.startsWith('/admin'))).toBe(true);
  });

  it('denies everything guarded to an unknown role', () => {
    expect(canOpen(findRoute('/admin/clientes')!, userWith('Desconocido'))).toBe(false);
    expect(canOpen(findRoute('/admin')!, userWith('Desconocido'))).toBe(true);
  });
});
