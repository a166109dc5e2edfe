package httpapi

import (
	"net/http"
	"testing"

	"sgc/engine"
)

// A 405 says which methods the path takes, in the Allow header.
func TestWrongMethodAllow(t *testing.T) {
	h := shared
	tests := []struct{ method, path, allow string }{
		{"DELETE", "/api/sucursales", "GET, HEAD, POST"},
		{"GET", "/api/login", "POST"},
		{"PATCH", "/api/usuarios/1", "GET, HEAD, POST"},
		{"POST", "/api/proveedores/estado/1", "PUT"},
	}
	for _, tt := range tests {
		status, hdr, _ := h.do(t, tt.method, tt.path, h.tokens[engine.RoleSuper], "", nil)
		if status != http.StatusMethodNotAllowed || hdr.Get("Allow") != tt.allow {
			t.Errorf("%s %s: %d Allow %q, want 405 Allow %q", tt.method, tt.path, status, hdr.Get("Allow"), tt.allow)
		}
	}
}
