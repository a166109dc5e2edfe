package httpapi

import (
	"fmt"
	"net/http"
	"testing"

	"sgc/engine"
)

// A Vendedor changes her own password only with the current one; Super resets
// hers without it.
func TestOwnPasswordChange(t *testing.T) {
	h := newHarness(t, engine.RoleVendedor)
	id, token := h.users[engine.RoleVendedor], h.tokens[engine.RoleVendedor]
	path := fmt.Sprintf("/api/usuarios/%d", id)
	own := func(extra ...string) []string {
		return append([]string{"_method", "PUT", "nombres", "Vendedor", "apellidos", "Prueba", "password", "nueva-clave-1"}, extra...)
	}
	status, body := h.form(t, "POST", path, token, own(), nil)
	wantFields(t, status, body, "password_actual")
	status, body = h.form(t, "POST", path, token, own("password_actual", "no-es-esta-1"), nil)
	wantFields(t, status, body, "password_actual")
	if _, _, err := h.eng.Login("vendedor", testPassword, "127.0.0.1"); err != nil {
		t.Fatalf("a refused change altered the password: %v", err)
	}
	status, body = h.form(t, "POST", path, token, own("password_actual", testPassword), nil)
	if status != http.StatusCreated {
		t.Fatalf("own change with the current password: %d %v", status, body)
	}
	if _, _, err := h.eng.Login("vendedor", "nueva-clave-1", "127.0.0.1"); err != nil {
		t.Fatalf("the new password does not work: %v", err)
	}

	reset := []string{"_method", "PUT", "nombres", "Vendedor", "apellidos", "Prueba", "usuario", "vendedor",
		"sucursal_id", "1", "rol", engine.RoleVendedor, "password", "reinicio-clave-1"}
	status, body = h.form(t, "POST", path, h.tokens[engine.RoleSuper], reset, nil)
	if status != http.StatusCreated {
		t.Fatalf("Super's reset: %d %v", status, body)
	}
	if _, _, err := h.eng.Login("vendedor", "reinicio-clave-1", "127.0.0.1"); err != nil {
		t.Fatalf("the reset password does not work: %v", err)
	}
}
