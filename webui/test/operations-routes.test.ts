import { describe, expect, it } from 'vitest';
import { canOpen } from '../src/app/guard';
import { findRoute } from '../src/app/routes';
import { userWith } from './fixtures';

const ROLES = ['Super', 'Administrador', 'Responsable', 'Vendedor', 'Inventario', 'Encargado de Almacen'] as const;
const STAFF = ['Super', 'Administrador', 'Responsable', 'Vendedor', 'Encargado de Almacen'];

const expected: Record<string, string[]> = {
  '/admin/ventas': STAFF,
  '/admin/Ventas': STAFF,
  '/admin/nueva-venta': STAFF,
  '/admin/show-venta/:id': STAFF,
  '/admin/devoluciones': ['Super', 'Administrador'],
  '/admin/nueva-devolucion/:id': ['Super', 'Administrador'],
  '/admin/show-devolucion/:id': ['Super', 'Administrador'],
  '/admin/compras': ['Super'],
  '/admin/nuevaCompra': ['Super'],
  '/admin/show-compra/:id': ['Super'],
};

describe('sales, returns and purchases routes (foundation.md §2.3)', () => {
  for (const [path, allowed] of Object.entries(expected)) {
    it(`${path} opens for ${allowed.join(', ')} only`, () => {
      const route = findRoute(path);
      expect(route, path).toBeDefined();
      const open = ROLES.filter((r) => canOpen(route!, userWith(r), { id: '5' }));
      expect(open).toEqual(allowed);
    });
  }
});
