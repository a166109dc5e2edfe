import { describe, expect, it } from 'vitest';
import { isGroup, menuFor, type MenuNode } from '../src/app/menu';
import { flattenMenu } from '../src/app/menuContext';
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

  it('gives Vendedor sales and customers without returns, purchases or branch switching', () => {
    const l = labels(menuFor(userWith('Vendedor')));
    expect(l.slice(0, 5)).toEqual(['Inicio', 'Ventas e Ingresos/Ventas', 'Ventas e Ingresos/Cotizaciones', 'Ventas e Ingresos/Catálogos', 'Ventas e Ingresos/Clientes']);
    expect(l).not.toContain('Ventas e Ingresos/Devoluciones');
    expect(l).not.toContain('Compras/Compras');
    expect(l).not.toContain('Cambiar Sucursal');
  });

  it('shows Traspasos entre Sucursales by the own transfer flag of the user, Super and Administrador always', () => {
    const link = 'Inventario/Traspasos entre Sucursales';
    for (const role of ['Vendedor', 'Responsable', 'Encargado de Almacen', 'Inventario'] as const) {
      expect(labels(menuFor(userWith(role)))).not.toContain(link);
      expect(labels(menuFor(userWith(role, { is_activa_traspasos: true })))).toContain(link);
    }
    expect(labels(menuFor(userWith('Administrador')))).toContain(link);
  });

  it('gives Administrador returns but not purchases, and Super both', () => {
    const admin = labels(menuFor(userWith('Administrador')));
    expect(admin).toContain('Ventas e Ingresos/Devoluciones');
    expect(admin).not.toContain('Compras/Compras');
    expect(labels(menuFor(userWith('Super')))).toEqual(expect.arrayContaining(['Ventas e Ingresos/Ventas', 'Ventas e Ingresos/Devoluciones', 'Compras/Compras']));
  });

  it('gives Administrador the branch switch but no Super-only master data', () => {
    const l = labels(menuFor(userWith('Administrador')));
    expect(l).toContain('Cambiar Sucursal');
    expect(l).not.toContain('Registro/Sucursales');
    expect(l).not.toContain('Configuración/Usuarios');
  });

  it('gives Inventario home, inventory and the count only', () => {
    expect(labels(menuFor(userWith('Inventario')))).toEqual(['Inicio', 'Inventario/Inventario', 'Inventario/Conteo de Inventario']);
  });

  it('gives the product, inventory and stock screens to the roles of their guards', () => {
    const sup = labels(menuFor(userWith('Super')));
    expect(sup).toEqual(
      expect.arrayContaining([
        'Productos/Productos',
        'Productos/Información Rápida',
        'Inventario/Inventario',
        'Inventario/Conteo de Inventario',
        'Inventario/Bajas',
        'Inventario/Bajo Stock',
        'Reportes/Productos sin Movimiento',
      ]),
    );
    const admin = labels(menuFor(userWith('Administrador')));
    expect(admin).toEqual(expect.arrayContaining(['Inventario/Bajas', 'Reportes/Productos sin Movimiento', 'Productos/Información Rápida']));
    expect(admin).not.toContain('Productos/Productos');
    const seller = labels(menuFor(userWith('Vendedor')));
    expect(seller).toEqual(expect.arrayContaining(['Inventario/Inventario', 'Inventario/Bajo Stock']));
    expect(seller).not.toContain('Inventario/Conteo de Inventario');
    expect(seller).not.toContain('Inventario/Bajas');
  });

  it('shows an entry as soon as its route exists, to every role the route admits', () => {
    const Page = () => null;
    const routes: AppRoute[] = [
      { path: '/admin/inicio', page: Page },
      { path: '/admin/gastos', page: Page, roles: ['Super', 'Administrador', 'Responsable', 'Vendedor', 'Encargado de Almacen'] },
    ];
    expect(labels(menuFor(userWith('Vendedor'), routes))).toEqual(['Inicio', 'Gastos/Gastos']);
    // The spec's route table gives Responsable the Gastos page, so the menu does too.
    expect(labels(menuFor(userWith('Responsable'), routes))).toEqual(['Inicio', 'Gastos/Gastos']);
  });

  it('follows the capabilities granted to a role', () => {
    const plain = labels(menuFor(userWith('Vendedor')));
    expect(plain).not.toContain('Cuentas/Cuentas por Cobrar');
    const granted = labels(menuFor(userWith('Vendedor', { permisos: ['cobrar_cuotas', 'ingresos_gastos'] })));
    expect(granted).toEqual(expect.arrayContaining(['Cuentas/Cuentas por Cobrar', 'Cuentas/Cuentas Cobradas']));
    expect(granted).not.toContain('Cuentas/Cuentas por Pagar');
    expect(labels(menuFor(userWith('Inventario', { permisos: ['compras'] })))).toContain('Compras/Compras');
  });

  it('flattens links with their group for quick links', () => {
    const links = flattenMenu(menuFor(userWith('Vendedor')));
    expect(links.map((l) => l.path).slice(0, 3)).toEqual(['/admin/inicio', '/admin/ventas', '/admin/proformas']);
    expect(links[0].group).toBeUndefined();
    expect(links[2].group?.label).toBe('Ventas e Ingresos');
  });
});
