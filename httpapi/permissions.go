package httpapi

import (
	"net/http"
	"slices"

	"sgc/engine"
)

// capabilityRoutes names the routes each grantable capability opens: a role
// granted the capability may call them on top of routeAccess, which stays the
// one table of who calls what. Voids stay with the roles routeAccess names.
var capabilityRoutes = map[string][]string{
	engine.CapCobrar: {"GET /api/cobros", "GET /api/cobros/{id}", "POST /api/cobros",
		"GET /api/reporte-cuentas-cobros/{id}", "GET /api/cobros/{id}/recibo", "GET /api/cuentas_cobradas"},
	engine.CapPagar: {"GET /api/pagos", "GET /api/pagos/{id}", "POST /api/pagos",
		"GET /api/reporte-cuentas-pagos/{id}", "GET /api/cuentas_pagadas"},
	engine.CapCredito: {}, // selling is open to the staff already; the engine checks Cuotas
	engine.CapDinero: {"GET /api/ingresos", "POST /api/ingresos", "PUT /api/ingresos/{id}", "PUT /api/ingresos/estado/{id}",
		"GET /api/ingresos/reporte-pdf", "GET /api/ingresos/excel", "GET /api/categorias_ingresos_activos",
		"GET /api/gastos", "POST /api/gastos", "PUT /api/gastos/{id}", "PUT /api/gastos/estado/{id}",
		"GET /api/gastos/reporte-pdf", "GET /api/gastos/excel", "GET /api/categorias_gastos_activos"},
	engine.CapCompras: {"GET /api/compras", "POST /api/compras", "GET /api/compras/{id}", "GET /api/compras/generar-pdf/{id}",
		"GET /api/compras/excel", "GET /api/compras/reporte-pdf", "GET /api/proveedores_activos"},
	engine.CapPrecios: {"GET /api/productos/precios-sucursales", "PUT /api/productos/precios-sucursales",
		"POST /api/productos/actualizar-precios"},
	engine.CapDevoluciones: {"POST /api/devoluciones", "POST /api/devoluciones/calcular", "GET /api/devoluciones",
		"GET /api/devoluciones/{id}", "GET /api/devoluciones/cajas-abiertas"},
}

// routeCapabilities is capabilityRoutes turned around: route → capabilities.
var routeCapabilities = func() map[string][]string {
	out := map[string][]string{}
	for c, routes := range capabilityRoutes {
		for _, r := range routes {
			out[r] = append(out[r], c)
		}
	}
	return out
}()

// allowed reports whether role may call pattern: by routeAccess, or by a
// capability granted to the role that names the route. The granted table is
// read only when routeAccess alone refuses, so allowed calls cost nothing more.
func (s *Server) allowed(pattern string, rule access, role string) bool {
	if rule.allows(role) {
		return true
	}
	return slices.ContainsFunc(routeCapabilities[pattern], func(c string) bool { return s.eng.RoleCan(role, c) })
}

func (s *Server) permissionRoutes() {
	s.handle("GET /api/permisos", s.listPermissions)
	s.handle("PUT /api/permisos", s.savePermissions)
}

// listPermissions answers the Permisos por rol table and the capabilities it
// may grant, with their names.
func (s *Server) listPermissions(q *request) error {
	rows, err := s.eng.RoleGrants(q.actor)
	if err != nil {
		return err
	}
	return q.json(http.StatusOK, map[string]any{"data": rows, "capacidades": engine.Capabilities})
}

type permissionsInput struct {
	Rol         string   `json:"rol"`
	Capacidades []string `json:"capacidades"`
}

// savePermissions replaces what is granted to one role.
func (s *Server) savePermissions(q *request) error {
	var in permissionsInput
	if err := q.decode(&in); err != nil {
		return err
	}
	if err := s.eng.SetRoleGrants(q.actor, in.Rol, in.Capacidades); err != nil {
		return err
	}
	return q.json(http.StatusOK, map[string]string{"message": "Permisos guardados correctamente."})
}
