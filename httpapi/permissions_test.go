package httpapi

import (
	"net/http"
	"slices"
	"strconv"
	"testing"

	"sgc/engine"
)

// TestCapabilityRoutesExist keeps capabilityRoutes inside routeAccess, and each
// capability's spec roles equal to the roles routeAccess gives its routes: the
// grants add to the one table, never beside it.
func TestCapabilityRoutesExist(t *testing.T) {
	for _, c := range engine.Capabilities {
		routes, ok := capabilityRoutes[c.Clave]
		if !ok {
			t.Errorf("capability %s names no routes", c.Clave)
		}
		for _, r := range routes {
			rule, ok := routeAccess[r]
			if !ok {
				t.Errorf("%s: route %q is not in routeAccess", c.Clave, r)
				continue
			}
			if !slices.Equal(rule.roles, c.Roles) {
				t.Errorf("%s: route %q is open to %v, the capability's spec roles are %v", c.Clave, r, rule.roles, c.Roles)
			}
		}
	}
}

// TestGrantedTableEnforced grants a Vendedor collecting instalments through
// the API: the cobros calls open to them, the signed-in user carries the
// capability, the change is in the Bitácora; revoking closes them again.
func TestGrantedTableEnforced(t *testing.T) {
	h := newHarness(t, engine.RoleVendedor, engine.RoleAdmin)
	super, seller, admin := h.tokens[engine.RoleSuper], h.tokens[engine.RoleVendedor], h.tokens[engine.RoleAdmin]
	cobros := "/api/cobros?sucursal_id=1"

	if status, _ := h.call(t, "GET", cobros, seller, nil); status != http.StatusForbidden {
		t.Fatalf("cobros before the grant: status %d, want 403", status)
	}
	if status, _ := h.call(t, "PUT", "/api/permisos", admin, map[string]any{"rol": "Vendedor", "capacidades": []string{"cobrar_cuotas"}}); status != http.StatusForbidden {
		t.Fatalf("Administrador granting: status %d, want 403", status)
	}
	for _, bad := range []map[string]any{
		{"rol": "Super", "capacidades": []string{"compras"}},
		{"rol": "Vendedor", "capacidades": []string{"volar"}},
		{"rol": "Vendedor", "capacidades": []string{"ingresos_gastos"}}, // the spec's own already
	} {
		if status, _ := h.call(t, "PUT", "/api/permisos", super, bad); status != http.StatusUnprocessableEntity {
			t.Errorf("grant %v: status %d, want 422", bad, status)
		}
	}
	if status, body := h.call(t, "PUT", "/api/permisos", super, map[string]any{"rol": "Vendedor", "capacidades": []string{"cobrar_cuotas"}}); status != http.StatusOK {
		t.Fatalf("grant: status %d %v", status, body)
	}
	if status, body := h.call(t, "GET", cobros, seller, nil); status != http.StatusOK {
		t.Fatalf("cobros after the grant: status %d %v", status, body)
	}
	if status, _ := h.call(t, "GET", "/api/cobros?sucursal_id="+strconv.FormatUint(h.branch, 10), seller, nil); status != http.StatusForbidden {
		t.Errorf("cobros of another branch: status %d, want 403", status)
	}
	if status, _ := h.call(t, "GET", "/api/pagos?sucursal_id=1", seller, nil); status != http.StatusForbidden {
		t.Errorf("pagos not granted: status %d, want 403", status)
	}
	_, me := h.call(t, "GET", "/api/user", seller, nil)
	if perms, _ := me["user"].(map[string]any)["permisos"].([]any); !slices.Contains(perms, any("cobrar_cuotas")) {
		t.Errorf("signed-in user permisos = %v, want cobrar_cuotas", perms)
	}
	_, table := h.call(t, "GET", "/api/permisos", super, nil)
	var vendedor map[string]any
	for _, r := range table["data"].([]any) {
		if row := r.(map[string]any); row["rol"] == "Vendedor" {
			vendedor = row
		}
	}
	if got := vendedor["concedidas"].([]any); len(got) != 1 || got[0] != "cobrar_cuotas" {
		t.Errorf("Vendedor concedidas = %v", got)
	}
	_, log := h.call(t, "GET", "/api/bitacora?tipo="+"Cambio%20de%20permisos%20por%20rol", super, nil)
	rows := log["data"].([]any)
	if len(rows) != 1 || rows[0].(map[string]any)["detalle"] != "Vendedor: ninguno → Cobrar cuotas" {
		t.Fatalf("audit rows = %v", rows)
	}

	if status, _ := h.call(t, "PUT", "/api/permisos", super, map[string]any{"rol": "Vendedor", "capacidades": []string{}}); status != http.StatusOK {
		t.Fatalf("revoke: status %d", status)
	}
	if status, _ := h.call(t, "GET", cobros, seller, nil); status != http.StatusForbidden {
		t.Errorf("cobros after the revoke: status %d, want 403", status)
	}
}
