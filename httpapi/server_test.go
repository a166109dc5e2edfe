package httpapi

import (
	"net/http"
	"testing"

	"sgc/engine"
)

// TestUnknownAPIPaths: unknown /api paths answer JSON 404 with or without a
// token, before any sign-in check, and never the web app.
func TestUnknownAPIPaths(t *testing.T) {
	h := shared
	paths := []string{"/api/nada", "/api/", "/api/usuarios/1/otra", "/api/sucursales/1/2/3", "/api/login/x"}
	for _, p := range paths {
		for _, token := range []string{"", h.tokens[engine.RoleSuper]} {
			status, body := h.call(t, "GET", p, token, nil)
			if status != http.StatusNotFound || body["message"] != "Ruta no encontrada." {
				t.Errorf("GET %s: %d %v", p, status, body)
			}
		}
	}
}

// TestWrongMethod: a known path with another method is a JSON 405.
func TestWrongMethod(t *testing.T) {
	h := shared
	tests := []struct{ method, path string }{
		{"DELETE", "/api/sucursales"},
		{"PATCH", "/api/usuarios/1"},
		{"GET", "/api/login"},
		{"PUT", "/api/logout"},
		{"DELETE", "/api/imagenes/abc"},
		{"POST", "/api/proveedores/estado/1"},
	}
	for _, tt := range tests {
		status, body := h.call(t, tt.method, tt.path, h.tokens[engine.RoleSuper], nil)
		if status != http.StatusMethodNotAllowed || body["message"] == "" {
			t.Errorf("%s %s: %d %v, want 405", tt.method, tt.path, status, body)
		}
	}
}

// TestUnknownIDs: an id that names no record, or is no id, is a 404 with a message.
func TestUnknownIDs(t *testing.T) {
	h := shared
	super := h.tokens[engine.RoleSuper]
	tests := []struct {
		method, path string
		body         any
	}{
		{"GET", "/api/sucursales/9999", nil},
		{"GET", "/api/sucursales/abc", nil},
		{"PUT", "/api/sucursales/estado/9999", nil},
		{"GET", "/api/usuarios/9999", nil},
		{"GET", "/api/usuarios/-1", nil},
		{"PUT", "/api/usuarios/estado/9999", nil},
		{"GET", "/api/usuarios/9999/sucursales-asignadas", nil},
		{"POST", "/api/usuarios/9999/sucursales", map[string]any{"sucursales": []int{1}}},
		{"POST", "/api/usuarios/9999", map[string]any{"nombres": "A", "apellidos": "B", "usuario": "fantasma",
			"rol": "Vendedor", "sucursal_id": "1"}},
		{"PUT", "/api/clientes/estado/9999", nil},
		{"POST", "/api/clientes/9999", map[string]any{"nombres_apellidos": "X", "numero_documento": "1"}},
		{"PUT", "/api/proveedores/estado/0", nil},
		{"PUT", "/api/categorias/estado/18446744073709551615", nil},
		{"PUT", "/api/unidades/estado/99999999999999999999", nil},
		{"GET", "/api/datos/7", nil},
	}
	before := h.snapshot(t)
	for _, tt := range tests {
		status, body := h.call(t, tt.method, tt.path, super, tt.body)
		if status != http.StatusNotFound || body["message"] == "" {
			t.Errorf("%s %s: %d %v, want 404", tt.method, tt.path, status, body)
		}
	}
	wantSame(t, h, before)
}

// TestErrorAnswersHideInternals: every answer is JSON, with no-store, so that
// a browser never caches an API answer.
func TestErrorAnswersHideInternals(t *testing.T) {
	h := shared
	for _, path := range []string{"/api/user", "/api/nada", "/api/sucursales"} {
		_, hdr, _ := h.do(t, "GET", path, h.tokens[engine.RoleVendedor], "", nil)
		if hdr.Get("Cache-Control") != "no-store" || hdr.Get("Content-Type") != "application/json; charset=utf-8" {
			t.Errorf("%s: %v", path, hdr)
		}
	}
}
