// The sidebar menu (foundation.md §6). The whole menu of the product is written
// here once; an entry shows only when its route exists in routes.tsx and the
// user may open it, so the menu grows by itself as areas land. `roles` on an
// entry narrows the menu where the spec's menus are stricter than the route
// guard; a capability granted to a role (Permisos por rol) opens its route and
// so its entry.
import type { IconName } from '../components/Icon';
import type { Role, User } from '../lib/session';
import { canOpen, hasRole, type AppRoute } from './guard';
import { ROUTES } from './routes';

/** A link of the sidebar. */
export interface MenuLink {
  label: string;
  path: string;
  icon?: IconName;
  /** Menu-only narrowing of the route's roles. */
  roles?: readonly Role[];
}

/** A titled group of links. */
export interface MenuGroup {
  label: string;
  icon: IconName;
  links: MenuLink[];
}

/** A top-level node: a single link or a group. */
export type MenuNode = MenuLink | MenuGroup;

/** True for a group node. */
export function isGroup(n: MenuNode): n is MenuGroup {
  return (n as MenuGroup).links !== undefined;
}

/** The full menu of the product, in display order. */
export const MENU: MenuNode[] = [
  { label: 'Inicio', path: '/admin/inicio', icon: 'home' },
  { label: 'Cambiar Sucursal', path: '/admin/sucursalSelect', icon: 'swap' },
  {
    label: 'Ventas e Ingresos',
    icon: 'cart',
    links: [
      { label: 'Ventas', path: '/admin/ventas' },
      { label: 'Facturas', path: '/admin/facturas', roles: ['Super', 'Administrador'] },
      { label: 'Cotizaciones', path: '/admin/proformas' },
      { label: 'Catálogos', path: '/admin/catalogos' },
      { label: 'Devoluciones', path: '/admin/devoluciones' },
      { label: 'Clientes', path: '/admin/clientes', icon: 'users' },
      { label: 'Ingresos', path: '/admin/ingresos' },
      { label: 'Categorías de Ingresos', path: '/admin/categorias-ingresos' },
      { label: 'Ventas sin conexión', path: '/admin/ventas-sin-conexion' },
    ],
  },
  {
    label: 'Compras',
    icon: 'truck',
    links: [
      { label: 'Compras', path: '/admin/compras' },
      { label: 'Proveedores', path: '/admin/proveedores', icon: 'truck' },
    ],
  },
  {
    label: 'Productos',
    icon: 'box',
    links: [
      { label: 'Productos', path: '/admin/productos' },
      { label: 'Información Rápida', path: '/admin/info-rapida' },
      { label: 'Cambio de Precios', path: '/admin/cambio-precios' },
      { label: 'Precios por Sucursal', path: '/admin/precios-sucursales' },
    ],
  },
  {
    label: 'Gastos',
    icon: 'receipt',
    links: [
      { label: 'Gastos', path: '/admin/gastos' },
      { label: 'Categorías de Gastos', path: '/admin/categorias-gastos' },
    ],
  },
  {
    label: 'Inventario',
    icon: 'layers',
    links: [
      { label: 'Inventario', path: '/admin/inventarios' },
      { label: 'Conteo de Inventario', path: '/admin/conteo-inventario' },
      { label: 'Traspasos', path: '/admin/traspasos', roles: ['Super', 'Administrador', 'Encargado de Almacen'] },
      { label: 'Traspasos entre Sucursales', path: '/admin/traspasos_sucursales' },
      { label: 'Bajas', path: '/admin/bajas' },
      { label: 'Bajo Stock', path: '/admin/bajo-stock' },
    ],
  },
  {
    label: 'Cuentas',
    icon: 'wallet',
    links: [
      { label: 'Cuentas por Cobrar', path: '/admin/cuentas-cobrar' },
      { label: 'Cuentas Cobradas', path: '/admin/cuentas-cobradas' },
      { label: 'Cuentas por Pagar', path: '/admin/cuentas-pagar' },
      { label: 'Cuentas Pagadas', path: '/admin/cuentas-pagadas' },
    ],
  },
  {
    label: 'Caja',
    icon: 'cash',
    links: [
      { label: 'Apertura y Cierre', path: '/admin/cajas' },
      { label: 'Caja por Empleado', path: '/admin/cajaEmpleado' },
    ],
  },
  {
    label: 'Registro',
    icon: 'folder',
    links: [
      { label: 'Mobiliario', path: '/admin/mobiliario' },
      { label: 'Categorías', path: '/admin/categorias', icon: 'tag' },
      { label: 'Unidades', path: '/admin/unidades', icon: 'ruler' },
      { label: 'Sucursales', path: '/admin/sucursales', icon: 'store' },
      { label: 'Importar datos', path: '/admin/importar', icon: 'sheet' },
    ],
  },
  {
    label: 'Reportes',
    icon: 'chart',
    links: [
      { label: 'Ventas por Producto', path: '/admin/reportes/ventas-productos' },
      { label: 'Ventas Totales', path: '/admin/reportes/ventas-totales' },
      { label: 'Ventas Generales', path: '/admin/reportes/ventas-generales' },
      { label: 'Ventas por Empleado', path: '/admin/reportes/ventas-empleados', roles: ['Super', 'Administrador'] },
      { label: 'Productos sin Movimiento', path: '/admin/productos-sin-movimiento' },
      { label: 'Utilidades', path: '/admin/reportes/utilidades' },
      { label: 'Anulaciones', path: '/admin/reportes/anulaciones' },
      { label: 'Compras por Producto', path: '/admin/reportes/compras-productos' },
    ],
  },
  {
    label: 'Configuración',
    icon: 'settings',
    links: [
      { label: 'Datos de la Empresa', path: '/admin/datos', icon: 'building' },
      { label: 'Facturación', path: '/admin/facturacion', icon: 'file' },
      { label: 'Usuarios', path: '/admin/usuarios', icon: 'user' },
      { label: 'Permisos por Rol', path: '/admin/permisos', icon: 'user' },
      { label: 'Bitácora', path: '/admin/bitacora', icon: 'list' },
      { label: 'Sesiones Activas', path: '/admin/sesiones', icon: 'users' },
    ],
  },
];

function linkVisible(link: MenuLink, user: User, routes: AppRoute[]): boolean {
  const route = routes.find((r) => r.path === link.path);
  return !!route && canOpen(route, user) && hasRole(user, link.roles);
}

/** The menu the user sees: entries with an existing, allowed route; empty groups dropped. */
export function menuFor(user: User, routes: AppRoute[] = ROUTES, menu: MenuNode[] = MENU): MenuNode[] {
  const out: MenuNode[] = [];
  for (const node of menu) {
    if (isGroup(node)) {
      const links = node.links.filter((l) => linkVisible(l, user, routes));
      if (links.length) out.push({ ...node, links });
    } else if (linkVisible(node, user, routes)) {
      out.push(node);
    }
  }
  return out;
}
