// THE route table of the back-office (foundation.md §2.3). Each area adds its
// screens here, and the sidebar shows a menu entry only once its route exists,
// so a new area needs one import and one line per screen.
import { ADMINS, ANY, ownUserOnly, STAFF, SUPER, type AppRoute } from './guard';
import { HomePage } from '../pages/home/HomePage';
import { SucursalSelectPage } from '../pages/sucursal-select/SucursalSelectPage';
import { SucursalesPage } from '../pages/sucursales/SucursalesPage';
import { UsuariosPage } from '../pages/usuarios/UsuariosPage';
import { UsuarioFormPage } from '../pages/usuarios/UsuarioFormPage';
import { UsuarioShowPage } from '../pages/usuarios/UsuarioShowPage';
import { ClientesPage } from '../pages/clientes/ClientesPage';
import { ClienteFormPage } from '../pages/clientes/ClienteFormPage';
import { ClienteShowPage } from '../pages/clientes/ClienteShowPage';
import { ProveedoresPage } from '../pages/proveedores/ProveedoresPage';
import { CategoriasPage } from '../pages/categorias/CategoriasPage';
import { UnidadesPage } from '../pages/unidades/UnidadesPage';
import { DatosPage } from '../pages/datos/DatosPage';
import { DatosEditPage } from '../pages/datos/DatosEditPage';

/** Roles that may edit a customer (the staff roles but Vendedor). */
const CUSTOMER_EDITORS = ['Super', 'Administrador', 'Responsable', 'Encargado de Almacen'] as const;

/** Every screen under /admin, with the roles that may open it. */
export const ROUTES: AppRoute[] = [
  { path: '/admin', page: HomePage, roles: ANY },
  { path: '/admin/inicio', page: HomePage, roles: ANY },
  { path: '/admin/sucursalSelect', page: SucursalSelectPage, roles: ADMINS },

  // Master data
  { path: '/admin/sucursales', page: SucursalesPage, roles: SUPER },
  { path: '/admin/proveedores', page: ProveedoresPage, roles: SUPER },
  { path: '/admin/categorias', page: CategoriasPage, roles: SUPER },
  { path: '/admin/unidades', page: UnidadesPage, roles: SUPER },

  // Users
  { path: '/admin/usuarios', page: UsuariosPage, roles: SUPER },
  { path: '/admin/addUsuario', page: UsuarioFormPage, roles: SUPER },
  { path: '/admin/editUsuario/:id', page: UsuarioFormPage, allow: ownUserOnly },
  { path: '/admin/show-usuario/:id', page: UsuarioShowPage, allow: ownUserOnly },

  // Customers
  { path: '/admin/clientes', page: ClientesPage, roles: STAFF },
  { path: '/admin/addcliente', page: ClienteFormPage, roles: STAFF },
  { path: '/admin/editcliente/:id/edit', page: ClienteFormPage, roles: CUSTOMER_EDITORS },
  { path: '/admin/show-cliente/:id', page: ClienteShowPage, roles: STAFF },

  // Company data
  { path: '/admin/datos', page: DatosPage, roles: SUPER },
  { path: '/admin/edit-datos/:id', page: DatosEditPage, roles: SUPER },
];

/** Looks a route up by its exact path pattern. */
export function findRoute(path: string, routes: AppRoute[] = ROUTES): AppRoute | undefined {
  return routes.find((r) => r.path === path);
}
