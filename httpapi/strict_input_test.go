package httpapi

import (
	"net/http"
	"strings"
	"testing"

	"sgc/engine"
)

// A field of the wrong shape is a 422 on that field and stores nothing: a list
// or an object where text goes, an id that is not a positive whole number, an
// amount or a number too large for its field.
func TestStrictInput(t *testing.T) {
	w := newOpsWorld(t)
	w.load(t, 1, w.products[0], 10)
	super := w.token(engine.RoleSuper)
	sale := func(edit func(map[string]any)) map[string]any {
		s := opsSale(1, opsLine(w.products[0], 1, 100))
		edit(s)
		return s
	}
	line := func(edit func(map[string]any)) func(map[string]any) {
		return func(s map[string]any) { edit(s["productos"].([]map[string]any)[0]) }
	}
	second := func(edit func(map[string]any)) func(map[string]any) {
		return func(s map[string]any) {
			l := opsLine(w.products[0], 1, 100)
			edit(l)
			s["productos"] = append(s["productos"].([]map[string]any), l)
			s["total"] = 200.0
		}
	}
	tests := []struct {
		name, method, path string
		body               any
		field              string
	}{
		{"list for a text in a JSON form", "POST", "/api/categorias", map[string]any{"categoria": 12345, "descripcion": []string{"x"}}, "descripcion"},
		{"object for a text in a JSON form", "POST", "/api/proveedores", map[string]any{"proveedor": map[string]any{"a": 1}, "nit": "123"}, "proveedor"},
		{"list for a text in a user form", "POST", "/api/clientes", map[string]any{"nombres_apellidos": []string{"Ana"}, "numero_documento": "123"}, "nombres_apellidos"},
		{"list for a text in a sale", "POST", "/api/ventas", sale(func(s map[string]any) { s["razon_social"] = []string{"x"} }), "razon_social"},
		{"negative branch id", "POST", "/api/ventas", sale(func(s map[string]any) { s["sucursal"] = -1 }), "sucursal"},
		{"fractional customer id", "POST", "/api/ventas", sale(func(s map[string]any) { s["cliente"] = 1.5 }), "cliente"},
		{"text for a product id", "POST", "/api/ventas", sale(line(func(l map[string]any) { l["id"] = "uno" })), "productos.0.id"},
		{"price out of range", "POST", "/api/ventas", sale(line(func(l map[string]any) { l["precio"] = 1e300 })), "productos.0.precio"},
		{"price out of range on the second line", "POST", "/api/ventas", sale(second(func(l map[string]any) { l["precio"] = 1e300 })), "productos.1.precio"},
		{"total out of range", "POST", "/api/ventas", sale(func(s map[string]any) { s["total"] = 1e300 }), "total"},
		{"negative id in a list", "POST", "/api/usuarios/1/sucursales", map[string]any{"sucursales": []int{-2}}, "sucursales.0"},
		{"number for a text", "POST", "/api/login", map[string]any{"usuario": []int{5}, "password": "x"}, "usuario"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			token := super
			if tt.path == "/api/login" {
				token = ""
			}
			before := w.snapshot(t)
			status, body := w.call(t, tt.method, tt.path, token, tt.body)
			wantFields(t, status, body, tt.field)
			if msg, _ := body["message"].(string); !strings.HasPrefix(msg, "El campo ") {
				t.Errorf("message %q", msg)
			}
			wantSame(t, w.harness, before)
		})
	}
	// A plain text sale still goes through.
	if status, body := w.call(t, "POST", "/api/ventas", super, sale(func(map[string]any) {})); status != http.StatusCreated {
		t.Fatalf("valid sale: %d %v", status, body)
	}
}
