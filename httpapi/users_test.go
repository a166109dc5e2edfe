package httpapi

import (
	"net/http"
	"strconv"
	"testing"

	"sgc/engine"
)

func TestListUsers(t *testing.T) {
	h := shared
	status, body := h.call(t, "GET", "/api/usuarios", h.tokens[engine.RoleSuper], nil)
	list, _ := body["data"].([]any)
	if status != http.StatusOK || len(list) < len(engine.Roles) {
		t.Fatalf("%d %v", status, body)
	}
	for _, row := range list {
		u := row.(map[string]any)
		rol, ok := u["rol"].([]any)
		if !ok || len(rol) == 0 || u["password_hash"] != nil || u["sucursal"] == "" || u["usuario"] == "" {
			t.Errorf("user row %v: rol must be a list, the hash never shown", u)
		}
	}
	status, body = h.call(t, "GET", "/api/roles", h.tokens[engine.RoleVendedor], nil)
	if roles, _ := body["data"].([]any); status != http.StatusOK || len(roles) != 6 {
		t.Fatalf("roles: %d %v", status, body)
	}
}

func TestCreateUserFromForm(t *testing.T) {
	h := shared
	super := h.tokens[engine.RoleSuper]
	fields := []string{"nombres", "Ana", "apellidos", "Quispe", "usuario", "ana.form", "password", "secreto-123",
		"rol", "Vendedor", "rol", "Inventario", "sucursal_id", strconv.FormatUint(h.branch, 10), "email", "ana@correo.bo",
		"is_activa_traspasos", "1"}
	status, body := h.form(t, "POST", "/api/usuarios", super, fields, map[string][]byte{"imagen": pngImage(t, 20, 20)})
	id, _ := body["id"].(float64)
	if status != http.StatusCreated || body["message"] == "" || id == 0 {
		t.Fatalf("create: %d %v", status, body)
	}
	path := "/api/usuarios/" + strconv.Itoa(int(id))
	_, body = h.call(t, "GET", path, super, nil)
	u, _ := body["data"].(map[string]any)
	rol, _ := u["rol"].([]any)
	if len(rol) != 2 || rol[0] != "Vendedor" || rol[1] != "Inventario" || u["sucursal"] != "Sucursal Norte" ||
		u["is_activa_traspasos"] != true || u["imagen"] == nil || u["estado"] != true {
		t.Fatalf("stored user %v", u)
	}
	// A JSON body works too, with rol[] as the list; the edit keeps the password.
	edit := map[string]any{"nombres": "Ana María", "apellidos": "Quispe", "usuario": "ana.form",
		"rol[]": []string{"Responsable"}, "sucursal_id": 1, "_method": "PUT"}
	if status, body := h.call(t, "POST", path, super, edit); status != http.StatusCreated || body["id"] != id {
		t.Fatalf("edit: %d %v", status, body)
	}
	if _, _, err := h.eng.Login("ana.form", "secreto-123", "127.0.0.1"); err != nil {
		t.Fatalf("the edit changed the password: %v", err)
	}

	before := h.snapshot(t)
	status, body = h.form(t, "POST", "/api/usuarios", super, []string{"rol", "Gerente", "sucursal_id", "99",
		"password", "corta", "usuario", "ANA.FORM", "email", "ana@", "telefono", "7-1"}, nil)
	wantFields(t, status, body, "nombres", "apellidos", "usuario", "password", "rol", "sucursal_id", "email", "telefono")
	status, body = h.form(t, "POST", "/api/usuarios", super, []string{"usuario", "sin.rol"}, nil)
	wantFields(t, status, body, "rol", "sucursal_id", "password")
	wantSame(t, h, before)
}

// TestToggleUserEndsSessions: PUT /api/usuarios/estado/{id} answers the new
// estado, and a deactivated user's token stops working at once.
func TestToggleUserEndsSessions(t *testing.T) {
	h := newHarness(t, engine.RoleVendedor)
	super, seller := h.tokens[engine.RoleSuper], h.tokens[engine.RoleVendedor]
	path := "/api/usuarios/estado/" + strconv.FormatUint(h.users[engine.RoleVendedor], 10)
	if status, body := h.call(t, "PUT", path, super, nil); status != http.StatusOK || body["estado"] != false || body["message"] == "" {
		t.Fatalf("toggle: %d %v", status, body)
	}
	if status, _ := h.call(t, "GET", "/api/user", seller, nil); status != http.StatusUnauthorized {
		t.Fatalf("deactivated user's token: %d", status)
	}
	if status, body := h.call(t, "PUT", path, super, nil); status != http.StatusOK || body["estado"] != true {
		t.Fatalf("toggle back: %d %v", status, body)
	}
	if status, body := h.call(t, "PUT", "/api/usuarios/estado/1", super, nil); status != http.StatusConflict || body["message"] == "" {
		t.Fatalf("self toggle: %d %v", status, body)
	}
}

func TestUserBranches(t *testing.T) {
	h := shared
	super := h.tokens[engine.RoleSuper]
	seller := strconv.FormatUint(h.users[engine.RoleVendedor], 10)
	assigned := func() map[float64]bool {
		t.Helper()
		status, body := h.call(t, "GET", "/api/usuarios/"+seller+"/sucursales-asignadas", super, nil)
		rows, _ := body["data"].([]any)
		out := map[float64]bool{}
		for _, r := range rows {
			m := r.(map[string]any)
			out[m["id"].(float64)] = m["asignado"].(bool)
		}
		if status != http.StatusOK || len(out) < 2 {
			t.Fatalf("assignments: %d %v", status, body)
		}
		return out
	}
	north := float64(h.branch)
	if a := assigned(); !a[1] || a[north] {
		t.Fatalf("before: %v (home branch 1 only)", a)
	}
	if status, body := h.call(t, "POST", "/api/usuarios/"+seller+"/sucursales", super,
		map[string]any{"sucursales": []uint64{h.branch}}); status != http.StatusCreated {
		t.Fatalf("save: %d %v", status, body)
	}
	if a := assigned(); !a[north] {
		t.Fatalf("after: %v", a)
	}
	before := h.snapshot(t)
	status, body := h.call(t, "POST", "/api/usuarios/"+seller+"/sucursales", super, map[string]any{"sucursales": []int{99}})
	wantFields(t, status, body, "sucursales")
	status, body = h.call(t, "POST", "/api/usuarios/"+seller+"/sucursales", super, `{"sucursales":"2"}`)
	wantFields(t, status, body, "sucursales")
	wantSame(t, h, before)

	// me-sucursales: Super sees every active branch, a Vendedor home and assigned ones.
	active, _ := h.eng.ActiveBranches()
	for role, want := range map[string]int{engine.RoleSuper: len(active), engine.RoleVendedor: 2, engine.RoleInventario: 1} {
		status, body := h.call(t, "GET", "/api/usuarios/me-sucursales", h.tokens[role], nil)
		if list, _ := body["asignaciones"].([]any); status != http.StatusOK || len(list) != want {
			t.Errorf("%s: %d %v, want %d branches", role, status, body, want)
		}
	}
}
