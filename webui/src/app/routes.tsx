// THE route table of the back-office (foundation.md §2.3). Each area adds its
// screens here, and the sidebar shows a menu entry only once its route exists,
// so a new area needs one import and one line per screen.
import { ADMINS, ANY, ownUserOnly, ownUserUnlessSuper, STAFF, SUPER, type AppRoute } from './guard';
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
import { ProductosPage } from '../pages/productos/ProductosPage';
import { ProductoFormPage } from '../pages/productos/ProductoFormPage';
import { ProductoShowPage } from '../pages/productos/ProductoShowPage';
import { InfoRapidaPage } from '../pages/productos/InfoRapidaPage';
import { InventarioPage } from '../pages/inventario/InventarioPage';
import { BajasPage } from '../pages/bajas/BajasPage';
import { KardexPage } from '../pages/kardex/KardexPage';
import { ConteoPage } from '../pages/conteo/ConteoPage';
import { SinMovimientoPage } from '../pages/sin-movimiento/SinMovimientoPage';
import { BajoStockPage } from '../pages/bajo-stock/BajoStockPage';
import { VentasPage } from '../pages/ventas/VentasPage';
import { NuevaVentaPage } from '../pages/ventas/NuevaVentaPage';
import { VentaShowPage } from '../pages/ventas/VentaShowPage';
import { DevolucionesPage } from '../pages/devoluciones/DevolucionesPage';
import { NuevaDevolucionPage } from '../pages/devoluciones/NuevaDevolucionPage';
import { DevolucionShowPage } from '../pages/devoluciones/DevolucionShowPage';
import { ComprasPage } from '../pages/compras/ComprasPage';
import { NuevaCompraPage } from '../pages/compras/NuevaCompraPage';
import { CompraShowPage } from '../pages/compras/CompraShowPage';
import { ProformasPage } from '../pages/proformas/ProformasPage';
import { NuevaProformaPage } from '../pages/proformas/NuevaProformaPage';
import { ProformaShowPage } from '../pages/proformas/ProformaShowPage';
import { CatalogosPage } from '../pages/catalogos/CatalogosPage';
import { EditarCatalogoPage, NuevoCatalogoPage } from '../pages/catalogos/CatalogoFormPage';
import { CatalogoShowPage } from '../pages/catalogos/CatalogoShowPage';
import { PreciosSucursalesPage } from '../pages/precios/PreciosSucursalesPage';
import { CambioPreciosPage } from '../pages/precios/CambioPreciosPage';

/** Roles that may edit a customer (the staff roles but Vendedor). */
const CUSTOMER_EDITORS = ['Super', 'Administrador', 'Responsable', 'Encargado de Almacen'] as const;
/** Roles that run the inventory count. */
const COUNTERS = ['Super', 'Administrador', 'Inventario', 'Encargado de Almacen'] as const;

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
  { path: '/admin/editUsuario/:id', page: UsuarioFormPage, allow: ownUserUnlessSuper },
  { path: '/admin/show-usuario/:id', page: UsuarioShowPage, allow: ownUserOnly },

  // Customers
  { path: '/admin/clientes', page: ClientesPage, roles: STAFF },
  { path: '/admin/addcliente', page: ClienteFormPage, roles: STAFF },
  { path: '/admin/editcliente/:id/edit', page: ClienteFormPage, roles: CUSTOMER_EDITORS },
  { path: '/admin/show-cliente/:id', page: ClienteShowPage, roles: STAFF },

  // Products and inventory
  { path: '/admin/productos', page: ProductosPage, roles: SUPER },
  { path: '/admin/addproducto', page: ProductoFormPage, roles: SUPER },
  { path: '/admin/editproducto/:id/edit', page: ProductoFormPage, roles: SUPER },
  { path: '/admin/show-producto/:id', page: ProductoShowPage, roles: STAFF },
  { path: '/admin/info-rapida', page: InfoRapidaPage, roles: STAFF },
  { path: '/admin/inventarios', page: InventarioPage, roles: ANY },
  { path: '/admin/bajas', page: BajasPage, roles: ADMINS },
  { path: '/admin/kardex/:id/:su', page: KardexPage, roles: ANY },
  { path: '/admin/conteo-inventario', page: ConteoPage, roles: COUNTERS },
  { path: '/admin/productos-sin-movimiento', page: SinMovimientoPage, roles: ADMINS },
  { path: '/admin/bajo-stock', page: BajoStockPage, roles: STAFF },

  // Prices
  { path: '/admin/precios-sucursales', page: PreciosSucursalesPage, roles: SUPER },
  { path: '/admin/cambio-precios', page: CambioPreciosPage, roles: SUPER },

  // Sales, returns and purchases
  { path: '/admin/ventas', page: VentasPage, roles: STAFF },
  { path: '/admin/Ventas', page: VentasPage, roles: STAFF },
  { path: '/admin/nueva-venta', page: NuevaVentaPage, roles: STAFF },
  { path: '/admin/show-venta/:id', page: VentaShowPage, roles: STAFF },
  { path: '/admin/devoluciones', page: DevolucionesPage, roles: ADMINS },
  { path: '/admin/nueva-devolucion/:id', page: NuevaDevolucionPage, roles: ADMINS },
  { path: '/admin/show-devolucion/:id', page: DevolucionShowPage, roles: ADMINS },
  { path: '/admin/compras', page: ComprasPage, roles: SUPER },
  { path: '/admin/nuevaCompra', page: NuevaCompraPage, roles: SUPER },
  { path: '/admin/show-compra/:id', page: CompraShowPage, roles: SUPER },

  // Quotations and catalogues
  { path: '/admin/proformas', page: ProformasPage, roles: STAFF },
  { path: '/admin/nueva-proforma', page: NuevaProformaPage, roles: STAFF },
  { path: '/admin/show-proforma/:id', page: ProformaShowPage, roles: STAFF },
  { path: '/admin/catalogos', page: CatalogosPage, roles: STAFF },
  { path: '/admin/nuevo-catalogo', page: NuevoCatalogoPage, roles: STAFF },
  { path: '/admin/editar-catalogo/:id', page: EditarCatalogoPage, roles: STAFF },
  { path: '/admin/show-catalogo/:id', page: CatalogoShowPage, roles: STAFF },

  // Company data
  { path: '/admin/datos', page: DatosPage, roles: SUPER },
  { path: '/admin/edit-datos/:id', page: DatosEditPage, roles: SUPER },
];

/** Looks a route up by its exact path pattern. */
export function findRoute(path: string, routes: AppRoute[] = ROUTES): AppRoute | undefined {
  return routes.find((r) => r.path === path);
}
