import { describe, expect, it } from 'vitest';
import { can, POLICIES, type Policy } from '../src/lib/policies';
import { ROLES, type Capability, type Role } from '../src/lib/session';
import { inventoryPermissions } from '../src/pages/inventario/InventarioPage';

const as = (role: Role, permisos: Capability[] = []) => ({ rol: [role], permisos });

/** Who passes each rule (operations.md §6 and the route table), by role. */
const EXPECTED: Partial<Record<Policy, Role[]>> = {
  'sucursal:todas': ['Super', 'Administrador'],
  'producto:costo': ['Super'],
  'producto:editar': ['Super', 'Administrador', 'Responsable', 'Inventario', 'Encargado de Almacen'],
  'venta:caja': ['Super', 'Administrador', 'Responsable', 'Vendedor'],
  'venta:bajo-minimo': ['Super', 'Administrador'],
  'venta:reporte': ['Super', 'Administrador', 'Responsable'],
  'venta:revisar-sin-conexion': ['Super', 'Administrador', 'Responsable'],
  'inventario:controles': ['Super', 'Administrador', 'Inventario', 'Encargado de Almacen'],
  'inventario:precios': ['Super', 'Administrador', 'Vendedor'],
  'inventario:acciones': ['Super', 'Administrador', 'Responsable', 'Inventario', 'Encargado de Almacen'],
  'traspaso:masivo': ['Super', 'Administrador', 'Encargado de Almacen'],
  'conteo:sucursal': ['Super', 'Administrador', 'Inventario'],
  'usuario:activar': ['Super', 'Administrador', 'Inventario', 'Encargado de Almacen'],
  'mobiliario:registrar': ['Super'],
};

describe('UI rules', () => {
  it.each(Object.entries(EXPECTED))('%s holds for exactly its roles', (policy, allowed) => {
    expect(ROLES.filter((r) => can(as(r), policy as Policy))).toEqual(ROLES.filter((r) => allowed!.includes(r)));
  });

  it('reads the capabilities GET /api/user sends, whatever the role', () => {
    expect(can(as('Vendedor'), 'venta:credito')).toBe(false);
    expect(can(as('Vendedor', ['vender_credito']), 'venta:credito')).toBe(true);
    expect(can(as('Responsable', ['devoluciones']), 'venta:devolucion')).toBe(true);
    expect(can(as('Super'), 'venta:devolucion')).toBe(false);
  });

  it('refuses every rule to no user or an unknown role', () => {
    for (const p of Object.keys(POLICIES) as Policy[]) {
      expect(can(null, p)).toBe(false);
      expect(can({ rol: ['Cajero'] }, p)).toBe(false);
    }
  });

  it('gives INVENTARIO its controls by rule', () => {
    expect(inventoryPermissions(as('Vendedor'))).toEqual({ controls: false, prices: true, baja: false, actions: false, superOnly: false });
    expect(inventoryPermissions(as('Super'))).toEqual({ controls: true, prices: true, baja: true, actions: true, superOnly: true });
  });
});
