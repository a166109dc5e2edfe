// The UI's rules by name: which controls a screen shows to whom. Pages ask
// `can(user, 'traspaso:masivo')` instead of keeping role lists of their own,
// so a rule changes in one row here. Each rule reads the signed-in user as
// GET /api/user sends it: the role (`rol`) and the capabilities the role
// holds by the spec or by a grant (`permisos`, Permisos por rol). The server
// enforces the same rules on every call; these only decide what is shown.
import { primaryRole, type Capability, type Role, type User } from './session';

/** The parts of the user a rule reads. */
export type PolicyUser = Pick<User, 'rol'> & Partial<Pick<User, 'permisos'>>;

const roles =
  (...list: Role[]) =>
  (u: PolicyUser) => {
    const r = primaryRole(u);
    return r !== null && list.includes(r);
  };

const granted = (c: Capability) => (u: PolicyUser) => !!u.permisos?.includes(c);

/** The two roles that administer the business. */
const admins = roles('Super', 'Administrador');

/** The rules, by name. */
export const POLICIES = {
  /** Sees every branch's documents and dates, chooses the branch on lists and forms. */
  'sucursal:todas': admins,
  /** Sees the product's costs (Costo columns, conteo's cost). */
  'producto:costo': roles('Super'),
  /** Sees every price level of a product, and its purchases on the quick info. */
  'producto:todo': admins,
  /** Edits products and counts, sees their registration date (all but Vendedor). */
  'producto:editar': roles('Super', 'Administrador', 'Responsable', 'Inventario', 'Encargado de Almacen'),
  /** Registrar Venta takes money into the day's box, so the box's state is shown. */
  'venta:caja': roles('Super', 'Administrador', 'Responsable', 'Vendedor'),
  /** May sell under the product's lowest price level, or at 0. */
  'venta:bajo-minimo': admins,
  /** Reviews the sales made without connection and what became of them. */
  'venta:revisar-sin-conexion': roles('Super', 'Administrador', 'Responsable'),
  /** Prints the sales reports of the list. */
  'venta:reporte': roles('Super', 'Administrador', 'Responsable'),
  /** May sell in Cuotas (credit). */
  'venta:credito': granted('vender_credito'),
  /** May register a return from a sale. */
  'venta:devolucion': granted('devoluciones'),
  /** Inventory controls (filters, Excel, PDF) on INVENTARIO. */
  'inventario:controles': roles('Administrador', 'Super', 'Inventario', 'Encargado de Almacen'),
  /** The price columns on INVENTARIO. */
  'inventario:precios': roles('Super', 'Administrador', 'Vendedor'),
  /** Sends a product to Bajas from INVENTARIO. */
  'inventario:baja': admins,
  /** The row actions of INVENTARIO (all but Vendedor). */
  'inventario:acciones': roles('Super', 'Administrador', 'Responsable', 'Inventario', 'Encargado de Almacen'),
  /** Chooses the branch of a count. */
  'conteo:sucursal': roles('Super', 'Administrador', 'Inventario'),
  /** Marks a count's rows as reviewed (all but Vendedor). */
  'conteo:marcar': roles('Super', 'Administrador', 'Responsable', 'Inventario', 'Encargado de Almacen'),
  /** Activates and deactivates users (foundation.md §6: hidden from Vendedor and Responsable). */
  'usuario:activar': roles('Super', 'Administrador', 'Inventario', 'Encargado de Almacen'),
  /** Makes bulk transfers (Traspaso Masivo). */
  'traspaso:masivo': roles('Super', 'Administrador', 'Encargado de Almacen'),
  /** Sets which branches transfer between each other, and the origin of a transfer. */
  'traspaso:configurar': admins,
  /** The furniture screen's branch select and table controls. */
  'mobiliario:controles': roles('Super', 'Administrador', 'Inventario'),
  /** Registers furniture, prints its PDF and sees its total cost. */
  'mobiliario:registrar': roles('Super'),
  /** Edits and deletes furniture (all but Vendedor). */
  'mobiliario:editar': roles('Super', 'Administrador', 'Responsable', 'Inventario', 'Encargado de Almacen'),
} satisfies Record<string, (u: PolicyUser) => boolean>;

/** A rule's name. */
export type Policy = keyof typeof POLICIES;

/** True when the signed-in user passes the rule (false when no one is signed in). */
export function can(user: PolicyUser | null | undefined, policy: Policy): boolean {
  return !!user && POLICIES[policy](user);
}
