package httpapi

import (
	"net/http"
	"strconv"
	"strings"
	"testing"

	"sgc/engine"
)

// TestCatalogs runs the same story on suppliers, categories and units: create,
// list, edit, refuse invalid forms with the spec's field names, toggle.
func TestRegistries(t *testing.T) {
	h := shared
	super := h.tokens[engine.RoleSuper]
	tests := []struct {
		base, active   string
		create, edit   map[string]any
		invalid        map[string]any
		fields         []string
		duplicate, dup string
	}{
		{"/api/proveedores", "/api/proveedores_activos",
			map[string]any{"proveedor": "Distribuidora Altiplano", "nit": "1023456027", "telefono": "22456789", "direccion": "El Alto"},
			map[string]any{"proveedor": "Distribuidora Altiplano S.A.", "nit": "1023456027", "telefono": "", "direccion": ""},
			map[string]any{"proveedor": "", "nit": "10-23", "telefono": "tel"},
			[]string{"proveedor", "nit", "telefono"}, "proveedor", "distribuidora altiplano s.a."},
		{"/api/categorias", "/api/categorias_activas",
			map[string]any{"categoria": "Herramientas", "descripcion": "Manuales"},
			map[string]any{"categoria": "Herramientas eléctricas", "descripcion": ""},
			map[string]any{"categoria": " ", "descripcion": strings.Repeat("d", 256)},
			[]string{"categoria", "descripcion"}, "categoria", "HERRAMIENTAS ELÉCTRICAS"},
		{"/api/unidades", "/api/unidades_activos",
			map[string]any{"unidad": "Caja", "sigla": "CJA", "descripcion": "Caja cerrada"},
			map[string]any{"unidad": "Caja grande", "sigla": "CJG"},
			map[string]any{"unidad": "", "sigla": ""},
			[]string{"unidad", "sigla"}, "unidad", "caja grande"},
	}
	for _, tt := range tests {
		t.Run(tt.base, func(t *testing.T) {
			status, body := h.call(t, "POST", tt.base, super, tt.create)
			id, _ := body["id"].(float64)
			if status != http.StatusCreated || body["message"] == "" || id == 0 {
				t.Fatalf("create: %d %v", status, body)
			}
			one := tt.base + "/" + strconv.Itoa(int(id))
			if status, body := h.call(t, "PUT", one, super, tt.edit); status != http.StatusCreated || body["id"] != id {
				t.Fatalf("edit: %d %v", status, body)
			}
			_, body = h.call(t, "GET", tt.base, super, nil)
			if list, _ := body["data"].([]any); len(list) == 0 || list[len(list)-1].(map[string]any)["estado"] != true {
				t.Fatalf("list: %v", body)
			}

			before := h.snapshot(t)
			status, body = h.call(t, "POST", tt.base, super, tt.invalid)
			wantFields(t, status, body, tt.fields...)
			dup := map[string]any{}
			for k, v := range tt.edit {
				dup[k] = v
			}
			dup[tt.duplicate] = tt.dup
			status, body = h.call(t, "POST", tt.base, super, dup)
			wantFields(t, status, body, tt.duplicate)
			if status, _ := h.call(t, "PUT", tt.base+"/9999", super, tt.create); status != http.StatusNotFound {
				t.Errorf("edit of an unknown id: %d", status)
			}
			wantSame(t, h, before)

			status, body = h.call(t, "PUT", tt.base+"/estado/"+strconv.Itoa(int(id)), super, nil)
			if status != http.StatusOK || body["estado"] != false {
				t.Fatalf("toggle: %d %v", status, body)
			}
			_, body = h.call(t, "GET", tt.active, super, nil)
			for _, row := range body["data"].([]any) {
				if row.(map[string]any)["id"] == id {
					t.Fatalf("inactive record listed in %s", tt.active)
				}
			}
		})
	}
}
