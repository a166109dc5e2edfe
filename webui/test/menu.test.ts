import { describe, expect, it } from 'vitest';
import { isGroup, menuFor, menuLinks, type MenuNode } from '../src/app/menu';
import type { AppRoute } from '../src/app/guard';
import { userWith } from './fixtures';

const labels = (nodes: MenuNode[]) => nodes.flatMap((n) => (isGroup(n) ? n.links.map((l) => `${n.label}/${l.label}`) : [n.label]));

describe('menu by role', () => {
  it('gives Super every screen that exists', () => {
    const l = labels(menuFor(userWith('Super')));
    expect(l).toEqual(
      expect.arrayContaining([
        'Inicio',
        'Cambiar Sucursal',
        'Ventas e Ingresos/Clientes',
        'Compras/Proveedores',
        'Registro/Categorías',
        'Registro/Unidades',
        'Registro/Sucursales',
        'Configuración/Datos de la Empresa',
        'Configuración/Usuarios',
      ]),
    );
  });

  it('gives Vendedor home and customers only, without branch switching', () => {
    expect(labels(menuFor(userWith('Vendedor')))).toEqual(['Inicio', 'Ventas e Ingresos/Clientes']);
  });

  it('gives Administrador the branch switch but no Super-only master data', () => {
    const l = labels(menuFor(userWith('Administrador')));
    expect(l).toContain('Cambiar Sucursal');
    expect(l).not.toContain('Registro/Sucursales');
    expect(l).not.toContain('Configuración/Usuarios');
  });

  it('gives Inventario only home for now', () => {
    expect(labels(menuFor(userWith('Inventario')))).toEqual(['Inicio']);
  });

  it('shows an entry as soon as its route exists, narrowed by the menu roles', () => {
    const Page = () => null;
    const routes: AppRoute[] = [
      { path: '/admin/inicio', page: Page },
      { path: '/admin/gastos', page: Page, roles: ['Super', 'Administrador', 'Responsable', 'Vendedor', 'Encargado de Almacen'] },
    ];
    expect(labels(menuFor(userWith('Vendedor'), routes))).toEqual(['Inicio', 'Gastos/Gastos']);
    // The spec gives Responsable no Gastos menu entry even though the route admits them.
    expect(labels(menuFor(userWith('Responsable'), routes))).toEqual(['Inicio']);
  });

  it('flattens links with their group for quick links', () => {
    const links = menuLinks(userWith('Vendedor'));
    expect(links.map((l) => l.path)).toEqual(['/admin/inicio', '/admin/clientes']);
    expect(links[1].group?.label).toBe('Ventas e Ingresos');
  });
});
