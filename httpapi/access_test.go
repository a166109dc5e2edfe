package httpapi

import (
	"net/http"
	"slices"
	"strconv"
	"strings"
	"testing"

	"sgc/engine"
)

// guardRefusal is the error text of the route guard's 403, as opposed to a
// handler's own refusal.
const guardRefusal = "Su rol no tiene permiso para esta acción."

// tableRoutes lists routeAccess in a stable order, each with a concrete path
// whose {id} names an existing record (branch, user, customer and company 1).
func tableRoutes() (out [][3]string) {
	for pattern := range routeAccess {
		method, path, _ := strings.Cut(pattern, " ")
		path = strings.NewReplacer("{id}", "1", "{key}", "no-existe").Replace(path)
		out = append(out, [3]string{pattern, method, path})
	}
	slices.SortFunc(out, func(a, b [3]string) int { return strings.Compare(a[0], b[0]) })
	return out
}

func TestEveryRouteNeedsALiveToken(t *testing.T) {
	h := shared
	dead, _, err := h.eng.Login("admin", testPassword, "127.0.0.1")
	if err != nil || h.eng.Logout(dead) != nil {
		t.Fatal(err)
	}
	checked := 0
	for _, r := range tableRoutes() {
		if routeAccess[r[0]].public {
			continue
		}
		for _, token := range []string{"", dead, "inventado"} {
			status, body := h.call(t, r[1], r[2], token, nil)
			if status != http.StatusUnauthorized || body["message"] == "" {
				t.Errorf("%s with token %q: %d %v, want 401", r[0], token, status, body)
			}
		}
		checked++
	}
	// Other schemes are no bearer token either.
	status, _, _ := h.do(t, "GET", "/api/user", "", "", nil, "Authorization", "Basic YWRtaW46eA==")
	if checked < 40 || status != http.StatusUnauthorized {
		t.Fatalf("checked %d routes; Basic auth answered %d", checked, status)
	}
}

// TestEveryRouteRefusesOtherRoles walks the route table itself: each role it
// does not list gets the spec's 403, before any handler runs.
func TestEveryRouteRefusesOtherRoles(t *testing.T) {
	h := shared
	refused := 0
	for _, r := range tableRoutes() {
		rule := routeAccess[r[0]]
		for _, role := range engine.Roles {
			if rule.public || rule.allows(role) {
				continue
			}
			status, body := h.call(t, r[1], r[2], h.tokens[role], nil)
			if status != http.StatusForbidden || body["message"] != "Acceso denegado" || body["error"] != guardRefusal {
				t.Errorf("%s as %s: %d %v, want 403 Acceso denegado", r[0], role, status, body)
			}
			refused++
		}
	}
	if refused < 100 {
		t.Fatalf("only %d refusals checked: is the table empty?", refused)
	}
}

// TestAllowedRolesPassTheGuard reads every GET route as each role the table
// allows: none may meet the guard's refusal or a dead session.
func TestAllowedRolesPassTheGuard(t *testing.T) {
	h := shared
	for _, r := range tableRoutes() {
		// The event stream never ends; TestEventStreamEveryRole opens it per role.
		if r[1] != http.MethodGet || r[0] == "GET /api/eventos" {
			continue
		}
		for _, role := range engine.Roles {
			if !routeAccess[r[0]].allows(role) {
				continue
			}
			status, hdr, raw := h.do(t, r[1], r[2], h.tokens[role], "", nil)
			if status == http.StatusUnauthorized || strings.Contains(string(raw), guardRefusal) {
				t.Errorf("%s as %s: %d %s", r[0], role, status, raw)
			}
			if status >= 500 {
				t.Errorf("%s as %s: %d %s %s", r[0], role, status, hdr.Get("Content-Type"), raw)
			}
		}
	}
}

// TestOwnUserOnly: Vendedor and Responsable read and edit only their own user;
// other roles read anyone; only Super edits others.
func TestOwnUserOnly(t *testing.T) {
	h := shared
	profile := []string{"nombres", "Nombre Propio", "apellidos", "Prueba", "telefono", "70000001"}
	for _, role := range engine.Roles {
		own := "/api/usuarios/" + strconv.FormatUint(h.users[role], 10)
		other := "/api/usuarios/" + strconv.FormatUint(h.users[engine.RoleInventario], 10)
		if role == engine.RoleInventario {
			other = "/api/usuarios/1"
		}
		if status, body := h.call(t, "GET", own, h.tokens[role], nil); status != http.StatusOK || body["data"] == nil {
			t.Errorf("%s reads own user: %d %v", role, status, body)
		}
		wantRead := http.StatusOK
		if role == engine.RoleVendedor || role == engine.RoleResponsable {
			wantRead = http.StatusForbidden
		}
		if status, body := h.call(t, "GET", other, h.tokens[role], nil); status != wantRead ||
			(status == http.StatusForbidden && body["message"] != "Acceso denegado") {
			t.Errorf("%s reads another user: %d %v, want %d", role, status, body, wantRead)
		}
		if status, body := h.form(t, "POST", own, h.tokens[role], append(profile, "_method", "PUT",
			"usuario", usuarioOf(role), "rol", role, "sucursal_id", "1"), nil); status != http.StatusCreated {
			t.Errorf("%s edits own user: %d %v", role, status, body)
		}
		if role == engine.RoleSuper {
			continue
		}
		before := h.snapshot(t)
		if status, body := h.form(t, "POST", other, h.tokens[role], profile, nil); status != http.StatusForbidden ||
			body["message"] != "Acceso denegado" {
			t.Errorf("%s edits another user: %d %v", role, status, body)
		}
		wantSame(t, h, before)
	}
}
