package httpapi

import (
	"net/http"
	"testing"

	"sgc/engine"
)

func TestCompany(t *testing.T) {
	h := newHarness(t, engine.RoleVendedor)
	super, seller := h.tokens[engine.RoleSuper], h.tokens[engine.RoleVendedor]

	// Every role reads the company (documents print it); as a list and as a record.
	status, body := h.call(t, "GET", "/api/datos", seller, nil)
	if list, _ := body["data"].([]any); status != http.StatusOK || len(list) != 1 {
		t.Fatalf("list: %d %v", status, body)
	}
	status, body = h.call(t, "GET", "/api/datos/1", seller, nil)
	if c, _ := body["data"].(map[string]any); status != http.StatusOK || c["empresa"] != "Mi Empresa" || c["logo"] != nil {
		t.Fatalf("record: %d %v", status, body)
	}

	fields := []string{"empresa", "Ferretería Illimani", "sigla", "FI", "nit", "1020304025", "propietario", "Rosa Apaza",
		"telefono1", "22441122", "telefono2", "", "email", "ventas@illimani.bo", "horario", "8:00-19:00",
		"direccion", "Calle Comercio 455", "actividad", "Ferretería", "descripcion", "Desde 1998", "_method", "PUT"}
	status, body = h.form(t, "POST", "/api/datos/1", super, fields, map[string][]byte{"logo": pngImage(t, 64, 32)})
	if status != http.StatusCreated || body["id"] != 1.0 || body["message"] == "" {
		t.Fatalf("save: %d %v", status, body)
	}
	_, body = h.call(t, "GET", "/api/datos/1", super, nil)
	c, _ := body["data"].(map[string]any)
	logo, _ := c["logo"].(string)
	if c["empresa"] != "Ferretería Illimani" || c["nit"] != "1020304025" || c["horario"] != "8:00-19:00" || logo == "" {
		t.Fatalf("saved company %v", c)
	}
	if status, _, _ := h.do(t, "GET", logo, "", "", nil); status != http.StatusOK {
		t.Fatalf("logo %s: %d", logo, status)
	}

	before := h.snapshot(t)
	tests := []struct {
		name   string
		fields []string
		want   []string
	}{
		{"required fields", []string{"empresa", " ", "nit", ""}, []string{"empresa", "nit"}},
		{"numbers and e-mail", []string{"empresa", "X", "nit", "10-20", "telefono1", "tel", "email", "ventas@"},
			[]string{"nit", "telefono1", "email"}},
	}
	for _, tt := range tests {
		status, body := h.form(t, "POST", "/api/datos/1", super, tt.fields, nil)
		wantFields(t, status, body, tt.want...)
	}
	for _, path := range []string{"/api/datos/2", "/api/datos/abc"} {
		if status, _ := h.call(t, "GET", path, super, nil); status != http.StatusNotFound {
			t.Errorf("GET %s: %d", path, status)
		}
		if status, _ := h.form(t, "POST", path, super, fields, nil); status != http.StatusNotFound {
			t.Errorf("POST %s: %d", path, status)
		}
	}
	wantSame(t, h, before)
}

// TestCompanyLogoField: the form may send the logo as imagen too, and an edit
// without a picture keeps the current logo.
func TestCompanyLogoField(t *testing.T) {
	h := newHarness(t)
	super := h.tokens[engine.RoleSuper]
	logo := func() any {
		_, body := h.call(t, "GET", "/api/datos/1", super, nil)
		return body["data"].(map[string]any)["logo"]
	}
	fields := []string{"empresa", "Mi Empresa", "nit", "0"}
	if status, body := h.form(t, "POST", "/api/datos/1", super, fields, map[string][]byte{"imagen": pngImage(t, 8, 8)}); status != http.StatusCreated {
		t.Fatalf("%d %v", status, body)
	}
	first := logo()
	if first == nil {
		t.Fatal("the picture sent as imagen was not kept as the logo")
	}
	if status, _ := h.form(t, "POST", "/api/datos/1", super, fields, nil); status != http.StatusCreated || logo() != first {
		t.Fatalf("an edit without a picture changed the logo: %d %v", status, logo())
	}
}
