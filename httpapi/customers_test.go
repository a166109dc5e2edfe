package httpapi

import (
	"net/http"
	"net/url"
	"strconv"
	"testing"

	"sgc/engine"
)

func TestCustomers(t *testing.T) {
	h := shared
	seller := h.tokens[engine.RoleVendedor]
	fields := []string{"nombres_apellidos", "Constructora Andina Ltda.", "numero_documento", "3012457018",
		"telefono", "22334455", "email", "compras@andina.bo", "direccion", "Av. Arce 2020"}
	status, body := h.form(t, "POST", "/api/clientes", seller, fields, nil)
	id, _ := body["id"].(float64)
	if status != http.StatusCreated || id == 0 {
		t.Fatalf("a Vendedor registers a customer: %d %v", status, body)
	}
	path := "/api/clientes/" + strconv.Itoa(int(id))
	_, body = h.call(t, "GET", path, seller, nil)
	if c, _ := body["data"].(map[string]any); c["numero_documento"] != "3012457018" || c["imagen"] != nil || c["estado"] != true {
		t.Fatalf("customer %v", body)
	}

	before := h.snapshot(t)
	status, body = h.form(t, "POST", "/api/clientes", seller, fields, nil)
	wantFields(t, status, body, "numero_documento")
	status, body = h.call(t, "POST", "/api/clientes", seller, map[string]any{"email": "x@", "telefono": "tel"})
	wantFields(t, status, body, "nombres_apellidos", "numero_documento", "email", "telefono")
	if status, _ := h.call(t, "PUT", "/api/clientes/estado/1", h.tokens[engine.RoleAdmin], nil); status != http.StatusConflict {
		t.Errorf("deactivating SN: %d", status)
	}
	wantSame(t, h, before)

	edit := append([]string{"telefono", "71234567", "_method", "PUT"}, fields...)
	if status, body := h.form(t, "POST", path, h.tokens[engine.RoleResponsable], edit, nil); status != http.StatusCreated {
		t.Fatalf("a Responsable edits: %d %v", status, body)
	}
	if status, body := h.call(t, "PUT", "/api/clientes/estado/"+strconv.Itoa(int(id)), h.tokens[engine.RoleAlmacen], nil); status != http.StatusOK ||
		body["estado"] != false {
		t.Fatalf("toggle: %d %v", status, body)
	}
	_, body = h.call(t, "GET", "/api/clientes_activos", seller, nil)
	for _, row := range body["data"].([]any) {
		if row.(map[string]any)["id"] == id {
			t.Fatal("an inactive customer is listed as active")
		}
	}
}

// TestCustomerLists: the five staff roles list customers; each row carries the
// spec's fields, and unknown or non-numeric ids are 404.
func TestCustomerLists(t *testing.T) {
	h := shared
	for _, role := range engine.StaffRoles {
		status, body := h.call(t, "GET", "/api/clientes", h.tokens[role], nil)
		list, _ := body["data"].([]any)
		if status != http.StatusOK || len(list) == 0 {
			t.Fatalf("%s: %d %v", role, status, body)
		}
		sn := list[0].(map[string]any)
		for _, k := range []string{"id", "imagen", "nombres_apellidos", "numero_documento", "complemento", "telefono",
			"email", "direccion", "estado"} {
			if _, ok := sn[k]; !ok {
				t.Errorf("customer row without %s: %v", k, sn)
			}
		}
		if sn["nombres_apellidos"] != "SN" || sn["numero_documento"] != "0" {
			t.Errorf("first customer %v, want SN", sn)
		}
	}
	for _, path := range []string{"/api/clientes/9999", "/api/clientes/abc", "/api/clientes/0"} {
		if status, body := h.call(t, "GET", path, h.tokens[engine.RoleVendedor], nil); status != http.StatusNotFound || body["message"] == "" {
			t.Errorf("%s: %d %v", path, status, body)
		}
	}
}

// TestCustomerSearch: buscar answers the best active matches by name words
// (accents aside) or the start of the CI/NIT, at most CustomerSearchLimit.
func TestCustomerSearch(t *testing.T) {
	h := shared
	seller := h.tokens[engine.RoleVendedor]
	status, body := h.form(t, "POST", "/api/clientes", seller, []string{"nombres_apellidos", "Martín Peñaranda Quispe",
		"numero_documento", "88112233"}, nil)
	if status != http.StatusCreated {
		t.Fatalf("customer: %d %v", status, body)
	}
	for _, term := range []string{"penaranda", "MARTIN quispe", "881122"} {
		_, body = h.call(t, "GET", "/api/clientes_activos?buscar="+url.QueryEscape(term), seller, nil)
		list, _ := body["data"].([]any)
		if len(list) != 1 || list[0].(map[string]any)["numero_documento"] != "88112233" {
			t.Errorf("%q: %v", term, list)
		}
	}
	_, body = h.call(t, "GET", "/api/clientes_activos?buscar=", seller, nil)
	if list, _ := body["data"].([]any); len(list) == 0 || len(list) > engine.CustomerSearchLimit {
		t.Errorf("blank search: %d rows", len(list))
	}
}
