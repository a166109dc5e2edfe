package httpapi

import (
	"net/http"
	"strconv"
	"testing"

	"sgc/engine"
)

// branchForm is a complete branch form. Extra pairs come first, so they win over
// the defaults: the server reads the first value of a name.
func branchForm(name string, extra ...string) []string {
	return append(extra, "sucursal", name, "nombre_oficial", name+" S.R.L.", "grupo", "3", "direccion", "Calle 21",
		"telefono", "22798100", "precio_estado", "1", "precio2_estado", "0", "precio3_estado", "1",
		"precio4_estado", "0", "precio5_estado", "0", "precio6_estado", "1")
}

func TestBranchCRUD(t *testing.T) {
	h := shared
	super := h.tokens[engine.RoleSuper]
	status, body := h.form(t, "POST", "/api/sucursales", super, branchForm("Sucursal Sur"), nil)
	id, _ := body["id"].(float64)
	if status != http.StatusCreated || body["message"] == "" || id == 0 {
		t.Fatalf("create: %d %v", status, body)
	}
	path := "/api/sucursales/" + strconv.Itoa(int(id))
	_, body = h.call(t, "GET", path, h.tokens[engine.RoleVendedor], nil)
	b, _ := body["data"].(map[string]any)
	want := map[string]any{"sucursal": "Sucursal Sur", "grupo": 3.0, "precio_estado": 1.0, "precio2_estado": 0.0,
		"precio3_estado": 1.0, "precio6_estado": 1.0, "estado": true, "imagen": nil, "telefono": "22798100"}
	for k, v := range want {
		if b[k] != v {
			t.Errorf("%s = %v, want %v", k, b[k], v)
		}
	}
	status, body = h.form(t, "POST", path, super, branchForm("Sucursal Zona Sur", "_method", "PUT"), nil)
	if status != http.StatusCreated || body["id"] != id {
		t.Fatalf("edit: %d %v", status, body)
	}

	toggle := "/api/sucursales/estado/" + strconv.Itoa(int(id))
	if status, body := h.call(t, "PUT", toggle, super, nil); status != http.StatusOK || body["estado"] != false {
		t.Fatalf("toggle: %d %v", status, body)
	}
	_, body = h.call(t, "GET", "/api/sucursales_activas", super, nil)
	for _, row := range body["data"].([]any) {
		if row.(map[string]any)["id"] == id {
			t.Fatal("an inactive branch is listed as active")
		}
	}
	if status, _ := h.call(t, "PUT", toggle, super, nil); status != http.StatusOK {
		t.Fatal(status)
	}
	if status, body := h.call(t, "PUT", "/api/sucursales/estado/1", super, nil); status != http.StatusConflict {
		t.Fatalf("deactivating Casa Matriz: %d %v", status, body)
	}
	status, body = h.call(t, "POST", "/api/sucursales/traspasos/update", h.tokens[engine.RoleAdmin],
		map[string]any{"sucursales": []float64{1, id}})
	if status != http.StatusOK || body["message"] == "" {
		t.Fatalf("transfer branches: %d %v", status, body)
	}
	_, body = h.call(t, "GET", "/api/sucursales", super, nil)
	for _, row := range body["data"].([]any) {
		r := row.(map[string]any)
		if r["is_activa_traspasos"] != (r["id"] == id || r["id"] == 1.0) {
			t.Errorf("transfer flag of %v: %v", r["id"], r["is_activa_traspasos"])
		}
	}
}

func TestBranchValidation(t *testing.T) {
	h := shared
	super := h.tokens[engine.RoleSuper]
	tests := []struct {
		name   string
		fields []string
		want   []string
	}{
		{"empty form", nil, []string{"sucursal", "nombre_oficial", "grupo", "direccion", "precio_estado"}},
		{"bad values", branchForm("Nueva", "grupo", "7", "telefono", "22-79", "precio4_estado", "x"),
			[]string{"grupo", "telefono", "precio4_estado"}},
		{"existing name", branchForm("casa matriz"), []string{"sucursal"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			before := h.snapshot(t)
			status, body := h.form(t, "POST", "/api/sucursales", super, tt.fields, nil)
			wantFields(t, status, body, tt.want...)
			wantSame(t, h, before)
		})
	}
	before := h.snapshot(t)
	status, body := h.form(t, "POST", "/api/sucursales", super,
		[]string{"sucursal", "Sin precios", "nombre_oficial", "X", "grupo", "1", "direccion", "D", "precio_estado", "0"}, nil)
	wantFields(t, status, body, "precio_estado")
	if msgs := body["errors"].(map[string]any)["precio_estado"].([]any); msgs[0] != "Debes seleccionar al menos un precio" {
		t.Errorf("message %v", msgs)
	}
	if status, body := h.form(t, "POST", "/api/sucursales/999", super, branchForm("Fantasma"), nil); status != http.StatusNotFound {
		t.Errorf("editing an unknown branch: %d %v", status, body)
	}
	wantSame(t, h, before)
}
