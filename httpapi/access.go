package httpapi

import "sgc/engine"

// access says who may call a route: nobody signed in (public), every signed-in
// user (roles nil), or the listed roles (the first role of a user decides).
type access struct {
	public bool
	roles  []string
	// keyed routes create a document or move money or stock: they honour
	// the Idempotency-Key header (idempotency.go).
	keyed bool
}

var (
	public   = access{public: true}
	signedIn = access{}
	super    = only(engine.RoleSuper)
	admins   = only(engine.RoleSuper, engine.RoleAdmin)
	staff    = only(engine.StaffRoles...)
	// managers are the staff roles but Vendedor (customer edit, for one).
	managers = only(engine.RoleSuper, engine.RoleAdmin, engine.RoleResponsable, engine.RoleAlmacen)
	// salesReporters may open the report of sales by product
	salesReporters = only(engine.RoleSuper, engine.RoleAdmin, engine.RoleResponsable)
	// warehouse roles void transfers and make the bulk transfer.
	warehouse = only(engine.RoleSuper, engine.RoleAdmin, engine.RoleAlmacen)
	// cashiers open and close their cash box: the roles of /admin/cajas and
	// Encargado de Almacen, who takes money at a sale (engine cashRoles).
	cashiers = only(engine.RoleSuper, engine.RoleAdmin, engine.RoleResponsable, engine.RoleVendedor, engine.RoleAlmacen)
	// counters run the inventory count and its reports.
	counters = only(engine.RoleSuper, engine.RoleAdmin, engine.RoleInventario, engine.RoleAlmacen)
)

func only(roles ...string) access { return access{roles: roles} }

// allows reports whether a user whose deciding role is role may call the route.
func (a access) allows(role string) bool {
	if a.roles == nil {
		return true
	}
	for _, r := range a.roles {
		if r == role {
			return true
		}
	}
	return false
}

// routeAccess is THE table of every /api route and the roles that may call it,
// derived from the spec's screen guards: a call is open to the roles of the
// screens that make it. Each handler is registered against a key of this table
// (see Server.handle), so a route cannot exist without a rule.
var routeAccess = map[string]access{
	// Sign-in and session.
	"POST /api/login":  public,
	"POST /api/logout": signedIn,
	"GET /api/user":    signedIn,
	// The browsers' event stream (what changed: notifications, price alert, stock).
	"GET /api/eventos": signedIn,

	// Images are content-addressed and referenced by <img> tags, which send no token.
	"GET /api/imagenes/{key}": public,

	// Branches.
	"GET /api/sucursales":                   signedIn,
	"GET /api/sucursales_activas":           signedIn,
	"GET /api/sucursales/{id}":              signedIn,
	"GET /api/sucursales/reporte-pdf":       super,
	"POST /api/sucursales":                  super,
	"POST /api/sucursales/{id}":             super,
	"PUT /api/sucursales/estado/{id}":       super,
	"POST /api/sucursales/traspasos/update": admins,

	// Users.
	"GET /api/usuarios":                           super,
	"GET /api/usuarios/reporte-pdf":               super,
	"GET /api/usuarios/me-sucursales":             signedIn,
	"GET /api/usuarios/{id}":                      signedIn, // own record only for Vendedor and Responsable
	"POST /api/usuarios":                          super,
	"POST /api/usuarios/{id}":                     signedIn, // others than Super: own profile only
	"PUT /api/usuarios/estado/{id}":               super,
	"GET /api/usuarios/{id}/sucursales-asignadas": super,
	"POST /api/usuarios/{id}/sucursales":          super,
	"GET /api/roles":                              signedIn,
	"GET /api/permisos":                           super,
	"PUT /api/permisos":                           super,

	// Customers.
	"GET /api/clientes":             staff,
	"GET /api/clientes_activos":     staff,
	"GET /api/clientes/reporte-pdf": staff,
	"GET /api/clientes/{id}":        staff,
	"POST /api/clientes":            staff,
	"POST /api/clientes/{id}":       managers,
	"PUT /api/clientes/estado/{id}": managers,

	// Suppliers, categories, units.
	"GET /api/proveedores":             super,
	"GET /api/proveedores_activos":     super,
	"GET /api/proveedores/reporte-pdf": super,
	"POST /api/proveedores":            super,
	"PUT /api/proveedores/{id}":        super,
	"PUT /api/proveedores/estado/{id}": super,
	"GET /api/categorias":              super,
	"GET /api/categorias_activas":      signedIn,
	"GET /api/categorias/reporte-pdf":  super,
	"POST /api/categorias":             super,
	"PUT /api/categorias/{id}":         super,
	"PUT /api/categorias/estado/{id}":  super,
	"GET /api/unidades":                super,
	"GET /api/unidades_activos":        signedIn,
	"GET /api/unidades/reporte-pdf":    super,
	"POST /api/unidades":               super,
	"PUT /api/unidades/{id}":           super,
	"PUT /api/unidades/estado/{id}":    super,

	// Data import and export (docs/api-import.md), Super only.
	"POST /api/importaciones/simular":  super,
	"POST /api/importaciones":          super,
	"GET /api/importaciones/progreso":  super,
	"GET /api/importaciones":           super,
	"GET /api/importaciones/{id}/plan": super,
	"POST /api/importaciones/errores":  super,
	"GET /api/importaciones/plantilla": super,
	"GET /api/importaciones/exportar":  super,

	// Products (docs/api-operations.md). Lists and pickers are open to every
	// signed-in user; the engine leaves cost out for all but Super.
	"GET /api/productos":                       signedIn,
	"GET /api/productos/buscar":                signedIn,
	"GET /api/productos/{id}":                  signedIn,
	"POST /api/productos":                      super,
	"POST /api/productos/{id}":                 super,
	"PUT /api/productos/estado/{id}":           super,
	"GET /api/productos/reporte-pdf":           super,
	"GET /api/productos/excel":                 super,
	"GET /api/informacion_rapida/{id}":         staff,
	"GET /api/productos_inventario/{id}":       signedIn,
	"GET /api/productos_inventario_total/{id}": signedIn,
	"GET /api/productosTotal":                  signedIn,
	"GET /api/productos-stock":                 signedIn,

	// Prices per branch and the bulk price change (Super), and the price-change
	// alert, hidden from Inventario (docs/api-prices-quotes.md).
	"GET /api/productos/precios-sucursales":                   super,
	"PUT /api/productos/precios-sucursales":                   super,
	"POST /api/productos/actualizar-precios":                  super,
	"GET /api/productos/verifica-productos-actualizados/{id}": staff,
	"GET /api/productos/productos-precios-actualizados/{id}":  staff,
	"PUT /api/productos/confirmar-alerta/{id}":                staff,

	// Sales, returns and purchases.
	"GET /api/ventas":                         staff,
	"GET /api/ventas/{id}":                    staff,
	"GET /api/ventas/sin-conexion":            salesReporters,
	"POST /api/ventas":                        staff.idempotent(),
	"PUT /api/ventas/estado/{id}":             admins.idempotent(),
	"PUT /api/ventas/eliminar-producto/{id}":  admins.idempotent(),
	"GET /api/ventas/generar-pdf/{id}":        staff,
	"GET /api/ventas/generar-ticket/{id}":     staff,
	"POST /api/ventas/reporte-venta-producto": salesReporters,
	"GET /api/ventas/excel":                   admins,

	// Invoicing (SIAT): the configuration is Super's; the owner's screen
	// Facturas is Super's and Administrador's; the counter prints its
	// branch's invoices and reads the catalogues and the SIN's state.
	"GET /api/siat/configuracion":        super,
	"PUT /api/siat/configuracion":        super,
	"GET /api/siat/estado":               signedIn,
	"GET /api/siat/catalogos":            staff,
	"GET /api/siat/nit":                  staff,
	"GET /api/facturas":                  admins,
	"GET /api/facturas/libro-ventas":     admins,
	"GET /api/facturas/{id}":             staff,
	"GET /api/facturas/{id}/xml":         staff,
	"GET /api/facturas/{id}/pdf":         staff,
	"POST /api/facturas/{id}/anular":     admins.idempotent(),
	"POST /api/facturas/{id}/reintentar": admins,
	"POST /api/facturas/{id}/revertir":   admins.idempotent(),
	"POST /api/facturas/{id}/correo":     admins,

	"POST /api/devoluciones":                  admins.idempotent(),
	"POST /api/devoluciones/calcular":         admins,
	"GET /api/devoluciones":                   admins,
	"GET /api/devoluciones/{id}":              admins,
	"GET /api/devoluciones/cajas-abiertas":    admins,
	"GET /api/compras":                        super,
	"POST /api/compras":                       super.idempotent(),
	"GET /api/compras/{id}":                   super,
	"PUT /api/compras/estado/{id}":            super.idempotent(),
	"PUT /api/compras/eliminar-producto/{id}": super.idempotent(),
	"GET /api/compras/generar-pdf/{id}":       super,
	"GET /api/compras/excel":                  super,
	"GET /api/compras/reporte-pdf":            super,

	// Inventory, write-offs, kardex and count.
	"GET /api/inventarios":                          signedIn,
	"GET /api/inventarios/excel":                    super,
	"POST /api/bajas":                               admins.idempotent(),
	"GET /api/bajas":                                admins,
	"PUT /api/bajas/{id}":                           admins.idempotent(),
	"GET /api/bajas/excel":                          admins,
	"POST /api/inventario/reporte-inventario":       counters,
	"POST /api/inventario/reporte-inventario-costo": super,
	"POST /api/inventario/comparar-inventarios":     counters,
	"POST /api/inventario/reporte-cantidad-real":    counters,
	"POST /api/inventario/carga-inicial":            super.idempotent(),
	"GET /api/kardex_data":                          signedIn,
	"GET /api/inventario-conteo":                    counters,
	"POST /api/conteo-inventario":                   counters,
	"POST /api/conteo-inventario-inicializar":       counters,
	"PUT /api/actualizar-inventario/{id}":           counters.idempotent(),
	"GET /api/reporte/productos-sin-movimiento":     admins,
	"GET /api/stock-bajo":                           staff,
	"GET /api/stock-bajo/reporte-pdf":               staff,
	"GET /api/stock-bajo/excel":                     staff,

	// Dashboard and reports (the engine also checks each report's roles).
	"GET /api/home":                           signedIn,
	"GET /api/reporte/empleados":              salesReporters,
	"GET /api/reporte/utilidades":             super,
	"GET /api/reporte/utilidades/pdf":         super,
	"GET /api/reporte/utilidades/excel":       super,
	"GET /api/reporte/ventas_producto":        salesReporters,
	"GET /api/reporte/ventas_producto/pdf":    salesReporters,
	"GET /api/reporte/ventas_producto/excel":  super, // the spec's Excel button of sales by product is Super's
	"GET /api/reporte/ventas_generales":       salesReporters,
	"GET /api/reporte/ventas_generales/pdf":   salesReporters,
	"GET /api/reporte/ventas_generales/excel": salesReporters,
	"GET /api/reporte/ventas_empleados":       salesReporters,
	"GET /api/reporte/ventas_empleados/pdf":   salesReporters,
	"GET /api/reporte/ventas_empleados/excel": salesReporters,
	"GET /api/reporte/compras_producto":       super,
	"GET /api/reporte/compras_producto/pdf":   super,
	"GET /api/reporte/compras_producto/excel": super,
	"GET /api/reporte/ventas_totales":         admins,
	"GET /api/reporte/ventas_totales/pdf":     admins,
	"GET /api/reporte/ventas_totales/excel":   admins,
	"GET /api/reporte/anulaciones":            super,
	"GET /api/reporte/anulaciones/pdf":        super,
	"GET /api/reporte/anulaciones/excel":      super,

	// Quotations and catalogues (docs/api-prices-quotes.md): the five staff
	// roles; the engine keeps the others in their own branch.
	"GET /api/proformas":                        staff,
	"GET /api/proformas/{id}":                   staff,
	"POST /api/proformas":                       staff,
	"PUT /api/proformas/estado/{id}":            admins, // cancelling is a void: Super and Administrador
	"GET /api/proformas/generar-pdf/{id}":       staff,
	"GET /api/proformas/reporte-pdf":            staff,
	"GET /api/proformas/excel":                  staff,
	"GET /api/catalogos":                        staff,
	"GET /api/catalogos/{id}":                   staff,
	"POST /api/catalogos":                       staff,
	"PUT /api/catalogos/{id}":                   staff,
	"PUT /api/catalogos/estado/{id}":            staff,
	"PUT /api/catalogos/eliminar-producto/{id}": staff,
	"GET /api/catalogos/generar-pdf/{id}":       staff,

	// Transfers (docs/api-transfers.md): the TRASPASOS screens are for the
	// managers; requests for the five staff roles; the inter-branch list and
	// the answer to a request are checked in the engine (Super and
	// Administrador, or a user whose branch has transfers enabled; only the
	// receiving branch or Super answer).
	"GET /api/traspasos":                                managers,
	"GET /api/traspasos/{id}":                           staff,
	"POST /api/traspasos":                               managers.idempotent(),
	"POST /api/traspasos/solicitud_traspaso":            staff.idempotent(),
	"POST /api/traspasos/masivo":                        warehouse.idempotent(),
	"PUT /api/traspasos/respuesta_traspaso/{id}":        signedIn.idempotent(),
	"PUT /api/traspasos/estado/{id}":                    warehouse.idempotent(),
	"PUT /api/traspasos/eliminar-producto/{id}":         staff.idempotent(),
	"GET /api/traspasos_sucursales":                     signedIn,
	"GET /api/precios_sucursal/{id}/{destino}":          managers,
	"POST /api/traspasos/generar-reporte-almacen":       managers,
	"POST /api/traspasos/generar-reporte":               managers,
	"GET /api/traspasos/generar-ticket/{id}":            managers,
	"GET /api/traspasos/generar-ticket-sucursales/{id}": signedIn,

	// Notifications, hidden from Inventario (foundation.md §6).
	"GET /api/notificaciones":                    staff,
	"PUT /api/notificaciones/{id}/leido":         staff,
	"POST /api/notificaciones/anulaciones/leido": staff,
	"POST /api/notificaciones/traspasos/leido":   staff,
	"GET /api/traspasos-show-traspaso":           staff,
	"GET /api/anulaciones/showDetalle":           staff,

	// Receivables and payables (Super), income and expense categories (Super
	// and Administrador), Ingresos and Gastos (the five staff roles; the engine
	// keeps the others in their own branch), the cash box (the roles of
	// /admin/cajas; a Vendedor sees only their own box) and cajaEmpleado.
	"GET /api/cobros":                          super,
	"GET /api/cobros/{id}":                     super,
	"POST /api/cobros":                         super.idempotent(),
	"GET /api/reporte-cuentas-cobros/{id}":     super,
	"GET /api/cobros/{id}/recibo":              super,
	"GET /api/pagos":                           super,
	"GET /api/pagos/{id}":                      super,
	"POST /api/pagos":                          super.idempotent(),
	"GET /api/reporte-cuentas-pagos/{id}":      super,
	"GET /api/cuentas_cobradas":                super,
	"GET /api/cuentas_pagadas":                 super,
	"GET /api/categorias_ingresos":             admins,
	"GET /api/categorias_ingresos_activos":     staff,
	"GET /api/categorias_ingresos/reporte-pdf": admins,
	"POST /api/categorias_ingresos":            admins,
	"PUT /api/categorias_ingresos/{id}":        admins,
	"PUT /api/categorias_ingresos/estado/{id}": admins,
	"GET /api/categorias_gastos":               admins,
	"GET /api/categorias_gastos_activos":       staff,
	"GET /api/categorias_gastos/reporte-pdf":   admins,
	"POST /api/categorias_gastos":              admins,
	"PUT /api/categorias_gastos/{id}":          admins,
	"PUT /api/categorias_gastos/estado/{id}":   admins,
	"GET /api/ingresos":                        staff,
	"POST /api/ingresos":                       staff.idempotent(),
	"PUT /api/ingresos/{id}":                   staff.idempotent(),
	"PUT /api/ingresos/estado/{id}":            staff.idempotent(),
	"GET /api/ingresos/reporte-pdf":            staff,
	"GET /api/ingresos/excel":                  staff,
	"GET /api/gastos":                          staff,
	"POST /api/gastos":                         staff.idempotent(),
	"PUT /api/gastos/{id}":                     staff.idempotent(),
	"PUT /api/gastos/estado/{id}":              staff.idempotent(),
	"GET /api/gastos/reporte-pdf":              staff,
	"GET /api/gastos/excel":                    staff,
	"GET /api/cajas":                           cashiers,
	"POST /api/cajas":                          cashiers.idempotent(),
	"GET /api/cajas/reporte-pdf":               cashiers,
	"GET /api/cajas/excel":                     cashiers,
	"GET /api/cajas/reporte-cierre/{id}":       cashiers,
	"GET /api/cajas-empleados":                 admins,
	"GET /api/cajas-empleados/reporte-pdf":     admins,
	"GET /api/cajas-empleados/excel":           admins,

	// Company data.
	"GET /api/datos":       signedIn,
	"GET /api/datos/{id}":  signedIn,
	"POST /api/datos/{id}": super,

	// Backups, verifiers and the audit log (the owner's tools).
	"GET /api/backup-database":      super,
	"GET /api/respaldos":            super,
	"GET /api/respaldos/{key}":      super,
	"GET /api/kardex/verificar":     super,
	"GET /api/cifras/verificar":     super,
	"GET /api/bitacora":             super,
	"GET /api/bitacora/reporte-pdf": super,
	"GET /api/bitacora/verificar":   super,

	// Furniture (INVENTARIO MOBILIARIO): its screen is Super's alone.
	"GET /api/mobiliarios":                  super,
	"POST /api/mobiliarios":                 super,
	"POST /api/mobiliarios/{id}":            super,
	"DELETE /api/mobiliarios/{id}":          super,
	"GET /api/mobiliarios/generar-pdf/{id}": super,

	// Security: Super's list of open sessions; the second factor (the sign-in's
	// second step carries its temporary token in the body).
	"GET /api/sesiones":                   super,
	"DELETE /api/sesiones/{id}":           super,
	"POST /api/login/segundo-factor":      public,
	"POST /api/login/inscripcion":         public,
	"GET /api/seguridad":                  signedIn,
	"POST /api/seguridad/totp":            admins,
	"POST /api/seguridad/totp/confirmar":  admins,
	"PUT /api/seguridad/totp-obligatorio": super,
	"POST /api/usuarios/{id}/totp-reset":  super,
	// Cluster mode (docs/cluster.md): a joining member fetches the CA and asks
	// for admission with an HMAC of the join token (no user session exists for
	// it); the owner reads the status and removes dead members; every browser
	// reads whether its server reaches the majority (the read-only banner).
	"GET /api/cluster/ca":               public,
	"POST /api/cluster/unirse":          public,
	"GET /api/cluster/estado":           super,
	"DELETE /api/cluster/miembros/{id}": super,
	"GET /api/cluster/salud":            signedIn,
	"POST /api/cluster/token":           super,
}
