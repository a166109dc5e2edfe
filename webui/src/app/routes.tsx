// THE route table of the back-office (foundation.md §2.3). Each area adds its
// screens here, and the sidebar shows a menu entry only once its route exists,
// so a new area needs one lazyPage line and one route line per screen. Pages
// are loaded on demand (lazyPage): never import a page statically here, or its
// area's code joins the bundle every user downloads at sign-in.
import { ADMINS, ANY, interBranchAllowed, ownUserOnly, ownUserUnlessSuper, STAFF, SUPER, type AppRoute } from './guard';
import { lazyPage } from './lazyPage';
const HomePage = lazyPage(() => import('../pages/home/HomePage'), 'HomePage');
const SucursalSelectPage = lazyPage(() => import('../pages/sucursal-select/SucursalSelectPage'), 'SucursalSelectPage');
const SucursalesPage = lazyPage(() => import('../pages/sucursales/SucursalesPage'), 'SucursalesPage');
const UsuariosPage = lazyPage(() => import('../pages/usuarios/UsuariosPage'), 'UsuariosPage');
const UsuarioFormPage = lazyPage(() => import('../pages/usuarios/UsuarioFormPage'), 'UsuarioFormPage');
const UsuarioShowPage = lazyPage(() => import('../pages/usuarios/UsuarioShowPage'), 'UsuarioShowPage');
const ClientesPage = lazyPage(() => import('../pages/clientes/ClientesPage'), 'ClientesPage');
const ClienteFormPage = lazyPage(() => import('../pages/clientes/ClienteFormPage'), 'ClienteFormPage');
const ClienteShowPage = lazyPage(() => import('../pages/clientes/ClienteShowPage'), 'ClienteShowPage');
const ProveedoresPage = lazyPage(() => import('../pages/proveedores/ProveedoresPage'), 'ProveedoresPage');
const CategoriasPage = lazyPage(() => import('../pages/categorias/CategoriasPage'), 'CategoriasPage');
const UnidadesPage = lazyPage(() => import('../pages/unidades/UnidadesPage'), 'UnidadesPage');
const ImportarPage = lazyPage(() => import('../pages/importar/ImportarPage'), 'ImportarPage');
const DatosPage = lazyPage(() => import('../pages/datos/DatosPage'), 'DatosPage');
const DatosEditPage = lazyPage(() => import('../pages/datos/DatosEditPage'), 'DatosEditPage');
const ProductosPage = lazyPage(() => import('../pages/productos/ProductosPage'), 'ProductosPage');
const ProductoFormPage = lazyPage(() => import('../pages/productos/ProductoFormPage'), 'ProductoFormPage');
const ProductoShowPage = lazyPage(() => import('../pages/productos/ProductoShowPage'), 'ProductoShowPage');
const InfoRapidaPage = lazyPage(() => import('../pages/productos/InfoRapidaPage'), 'InfoRapidaPage');
const InventarioPage = lazyPage(() => import('../pages/inventario/InventarioPage'), 'InventarioPage');
const BajasPage = lazyPage(() => import('../pages/bajas/BajasPage'), 'BajasPage');
const KardexPage = lazyPage(() => import('../pages/kardex/KardexPage'), 'KardexPage');
const ConteoPage = lazyPage(() => import('../pages/conteo/ConteoPage'), 'ConteoPage');
const SinMovimientoPage = lazyPage(() => import('../pages/sin-movimiento/SinMovimientoPage'), 'SinMovimientoPage');
const BajoStockPage = lazyPage(() => import('../pages/bajo-stock/BajoStockPage'), 'BajoStockPage');
const VentasPage = lazyPage(() => import('../pages/ventas/VentasPage'), 'VentasPage');
const NuevaVentaPage = lazyPage(() => import('../pages/ventas/NuevaVentaPage'), 'NuevaVentaPage');
const VentaShowPage = lazyPage(() => import('../pages/ventas/VentaShowPage'), 'VentaShowPage');
const VentasSinConexionPage = lazyPage(() => import('../pages/ventas-sin-conexion/VentasSinConexionPage'), 'VentasSinConexionPage');
const DevolucionesPage = lazyPage(() => import('../pages/devoluciones/DevolucionesPage'), 'DevolucionesPage');
const NuevaDevolucionPage = lazyPage(() => import('../pages/devoluciones/NuevaDevolucionPage'), 'NuevaDevolucionPage');
const DevolucionShowPage = lazyPage(() => import('../pages/devoluciones/DevolucionShowPage'), 'DevolucionShowPage');
const ComprasPage = lazyPage(() => import('../pages/compras/ComprasPage'), 'ComprasPage');
const NuevaCompraPage = lazyPage(() => import('../pages/compras/NuevaCompraPage'), 'NuevaCompraPage');
const CompraShowPage = lazyPage(() => import('../pages/compras/CompraShowPage'), 'CompraShowPage');
const ProformasPage = lazyPage(() => import('../pages/proformas/ProformasPage'), 'ProformasPage');
const NuevaProformaPage = lazyPage(() => import('../pages/proformas/NuevaProformaPage'), 'NuevaProformaPage');
const ProformaShowPage = lazyPage(() => import('../pages/proformas/ProformaShowPage'), 'ProformaShowPage');
const CatalogosPage = lazyPage(() => import('../pages/catalogos/CatalogosPage'), 'CatalogosPage');
const EditarCatalogoPage = lazyPage(() => import('../pages/catalogos/CatalogoFormPage'), 'EditarCatalogoPage');
const NuevoCatalogoPage = lazyPage(() => import('../pages/catalogos/CatalogoFormPage'), 'NuevoCatalogoPage');
const CatalogoShowPage = lazyPage(() => import('../pages/catalogos/CatalogoShowPage'), 'CatalogoShowPage');
const PreciosSucursalesPage = lazyPage(() => import('../pages/precios/PreciosSucursalesPage'), 'PreciosSucursalesPage');
const CambioPreciosPage = lazyPage(() => import('../pages/precios/CambioPreciosPage'), 'CambioPreciosPage');
const TraspasosPage = lazyPage(() => import('../pages/traspasos/TraspasosPage'), 'TraspasosPage');
const NuevoTraspasoPage = lazyPage(() => import('../pages/traspasos/NuevoTraspasoPage'), 'NuevoTraspasoPage');
const TraspasoMasivoPage = lazyPage(() => import('../pages/traspasos/TraspasoMasivoPage'), 'TraspasoMasivoPage');
const TraspasoShowPage = lazyPage(() => import('../pages/traspasos/TraspasoShowPage'), 'TraspasoShowPage');
const TraspasosSucursalesPage = lazyPage(() => import('../pages/traspasos/TraspasosSucursalesPage'), 'TraspasosSucursalesPage');
const TraspasoSucursalPage = lazyPage(() => import('../pages/traspasos/TraspasoSucursalPage'), 'TraspasoSucursalPage');
const MobiliarioPage = lazyPage(() => import('../pages/mobiliario/MobiliarioPage'), 'MobiliarioPage');
const BitacoraPage = lazyPage(() => import('../pages/bitacora/BitacoraPage'), 'BitacoraPage');
const FacturacionPage = lazyPage(() => import('../pages/facturacion/FacturacionPage'), 'FacturacionPage');
const FacturasPage = lazyPage(() => import('../pages/facturas/FacturasPage'), 'FacturasPage');
const SesionesPage = lazyPage(() => import('../pages/sesiones/SesionesPage'), 'SesionesPage');
const PermisosPage = lazyPage(() => import('../pages/permisos/PermisosPage'), 'PermisosPage');
const CuentasCobrarPage = lazyPage(() => import('../pages/cuentas/CuentasPage'), 'CuentasCobrarPage');
const CuentasPagarPage = lazyPage(() => import('../pages/cuentas/CuentasPage'), 'CuentasPagarPage');
const CobrarPage = lazyPage(() => import('../pages/cuentas/CobroPage'), 'CobrarPage');
const PagarPage = lazyPage(() => import('../pages/cuentas/CobroPage'), 'PagarPage');
const CuentasCobradasPage = lazyPage(() => import('../pages/cuentas/CuentasPagadasPage'), 'CuentasCobradasPage');
const CuentasPagadasPage = lazyPage(() => import('../pages/cuentas/CuentasPagadasPage'), 'CuentasPagadasPage');
const CategoriasIngresosPage = lazyPage(() => import('../pages/dinero/CategoriasDineroPage'), 'CategoriasIngresosPage');
const CategoriasGastosPage = lazyPage(() => import('../pages/dinero/CategoriasDineroPage'), 'CategoriasGastosPage');
const IngresosPage = lazyPage(() => import('../pages/dinero/MovimientosPage'), 'IngresosPage');
const GastosPage = lazyPage(() => import('../pages/dinero/MovimientosPage'), 'GastosPage');
const CajasPage = lazyPage(() => import('../pages/cajas/CajasPage'), 'CajasPage');
const CajaEmpleadoPage = lazyPage(() => import('../pages/cajas/CajaEmpleadoPage'), 'CajaEmpleadoPage');
const UtilidadesPage = lazyPage(() => import('../pages/reportes/ReportPages'), 'UtilidadesPage');
const AnulacionesPage = lazyPage(() => import('../pages/reportes/ReportPages'), 'AnulacionesPage');
const ComprasProductosPage = lazyPage(() => import('../pages/reportes/ReportPages'), 'ComprasProductosPage');
const VentasProductosPage = lazyPage(() => import('../pages/reportes/ReportPages'), 'VentasProductosPage');
const VentasGeneralesPage = lazyPage(() => import('../pages/reportes/ReportPages'), 'VentasGeneralesPage');
const VentasEmpleadosPage = lazyPage(() => import('../pages/reportes/ReportPages'), 'VentasEmpleadosPage');
const VentasTotalesPage = lazyPage(() => import('../pages/reportes/ReportPages'), 'VentasTotalesPage');

/** Roles of the TRASPASOS screens. */
const TRANSFER_ROLES = ['Super', 'Administrador', 'Responsable', 'Encargado de Almacen'] as const;
/** Roles of the cash box screen. */
const CASHIERS = ['Super', 'Administrador', 'Responsable', 'Vendedor', 'Encargado de Almacen'] as const;
/** Roles that may edit a customer (the staff roles but Vendedor). */
const CUSTOMER_EDITORS = ['Super', 'Administrador', 'Responsable', 'Encargado de Almacen'] as const;
/** Roles that open the sales reports. */
const SALES_REPORTERS = ['Super', 'Administrador', 'Responsable'] as const;
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
  { path: '/admin/importar', page: ImportarPage, roles: SUPER },

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
  { path: '/admin/precios-sucursales', page: PreciosSucursalesPage, roles: SUPER, capability: 'cambio_precios' },
  { path: '/admin/cambio-precios', page: CambioPreciosPage, roles: SUPER, capability: 'cambio_precios' },

  // Sales, returns and purchases
  { path: '/admin/ventas', page: VentasPage, roles: STAFF },
  { path: '/admin/Ventas', page: VentasPage, roles: STAFF },
  { path: '/admin/nueva-venta', page: NuevaVentaPage, roles: STAFF },
  { path: '/admin/show-venta/:id', page: VentaShowPage, roles: STAFF },
  { path: '/admin/ventas-sin-conexion', page: VentasSinConexionPage, roles: STAFF },
  { path: '/admin/devoluciones', page: DevolucionesPage, roles: ADMINS, capability: 'devoluciones' },
  { path: '/admin/nueva-devolucion/:id', page: NuevaDevolucionPage, roles: ADMINS, capability: 'devoluciones' },
  { path: '/admin/show-devolucion/:id', page: DevolucionShowPage, roles: ADMINS, capability: 'devoluciones' },
  { path: '/admin/compras', page: ComprasPage, roles: SUPER, capability: 'compras' },
  { path: '/admin/nuevaCompra', page: NuevaCompraPage, roles: SUPER, capability: 'compras' },
  { path: '/admin/show-compra/:id', page: CompraShowPage, roles: SUPER, capability: 'compras' },

  // Quotations and catalogues
  { path: '/admin/proformas', page: ProformasPage, roles: STAFF },
  { path: '/admin/nueva-proforma', page: NuevaProformaPage, roles: STAFF },
  { path: '/admin/show-proforma/:id', page: ProformaShowPage, roles: STAFF },
  { path: '/admin/catalogos', page: CatalogosPage, roles: STAFF },
  { path: '/admin/nuevo-catalogo', page: NuevoCatalogoPage, roles: STAFF },
  { path: '/admin/editar-catalogo/:id', page: EditarCatalogoPage, roles: STAFF },
  { path: '/admin/show-catalogo/:id', page: CatalogoShowPage, roles: STAFF },

  // Transfers
  { path: '/admin/traspasos', page: TraspasosPage, roles: TRANSFER_ROLES },
  { path: '/admin/nuevo-traspaso', page: NuevoTraspasoPage, roles: TRANSFER_ROLES },
  { path: '/admin/traspaso-masivo', page: TraspasoMasivoPage, roles: TRANSFER_ROLES },
  { path: '/admin/show-traspaso/:id', page: TraspasoShowPage, roles: TRANSFER_ROLES },
  { path: '/admin/traspasos_sucursales', page: TraspasosSucursalesPage, allow: interBranchAllowed },
  { path: '/admin/traspaso-sucursal', page: TraspasoSucursalPage, roles: STAFF },

  // Receivables and payables, income and expenses, the cash box
  { path: '/admin/cuentas-cobrar', page: CuentasCobrarPage, roles: SUPER, capability: 'cobrar_cuotas' },
  { path: '/admin/cobrar/:id', page: CobrarPage, roles: SUPER, capability: 'cobrar_cuotas' },
  { path: '/admin/cuentas-cobradas', page: CuentasCobradasPage, roles: SUPER, capability: 'cobrar_cuotas' },
  { path: '/admin/cuentas-pagar', page: CuentasPagarPage, roles: SUPER, capability: 'pagar_proveedores' },
  { path: '/admin/pagar/:id', page: PagarPage, roles: SUPER, capability: 'pagar_proveedores' },
  { path: '/admin/cuentas-pagadas', page: CuentasPagadasPage, roles: SUPER, capability: 'pagar_proveedores' },
  { path: '/admin/categorias-ingresos', page: CategoriasIngresosPage, roles: ADMINS },
  { path: '/admin/categorias-gastos', page: CategoriasGastosPage, roles: ADMINS },
  { path: '/admin/ingresos', page: IngresosPage, roles: STAFF, capability: 'ingresos_gastos' },
  { path: '/admin/gastos', page: GastosPage, roles: STAFF, capability: 'ingresos_gastos' },
  { path: '/admin/cajas', page: CajasPage, roles: CASHIERS },
  { path: '/admin/cajaEmpleado', page: CajaEmpleadoPage, roles: ADMINS },
  // Reports
  { path: '/admin/reportes/utilidades', page: UtilidadesPage, roles: SUPER },
  { path: '/admin/reportes/anulaciones', page: AnulacionesPage, roles: SUPER },
  { path: '/admin/reportes/compras-productos', page: ComprasProductosPage, roles: SUPER },
  { path: '/admin/reportes/ventas-productos', page: VentasProductosPage, roles: SALES_REPORTERS },
  { path: '/admin/reportes/ventas-generales', page: VentasGeneralesPage, roles: SALES_REPORTERS },
  { path: '/admin/reportes/ventas-empleados', page: VentasEmpleadosPage, roles: SALES_REPORTERS },
  { path: '/admin/reportes/ventas-totales', page: VentasTotalesPage, roles: ADMINS },

  // Company data
  { path: '/admin/datos', page: DatosPage, roles: SUPER },
  { path: '/admin/edit-datos/:id', page: DatosEditPage, roles: SUPER },
  { path: '/admin/mobiliario', page: MobiliarioPage, roles: SUPER },
  { path: '/admin/bitacora', page: BitacoraPage, roles: SUPER },
  { path: '/admin/facturacion', page: FacturacionPage, roles: SUPER },
  { path: '/admin/facturas', page: FacturasPage, roles: ADMINS },
  { path: '/admin/sesiones', page: SesionesPage, roles: SUPER },
  { path: '/admin/permisos', page: PermisosPage, roles: SUPER },
];

/** Looks a route up by its exact path pattern. */
export function findRoute(path: string, routes: AppRoute[] = ROUTES): AppRoute | undefined {
  return routes.find((r) => r.path === path);
}
