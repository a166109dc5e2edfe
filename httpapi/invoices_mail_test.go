package httpapi

import (
	"fmt"
	"net/http"
	"strings"
	"testing"

	"sgc/engine"
)

// TestInvoiceMailSecretsAndRoute: the mail server's password, like the
// token, is kept but never answered; POST /api/facturas/{id}/correo is the
// admins' and checks the address before anything else.
func TestInvoiceMailSecretsAndRoute(t *testing.T) {
	h := newHarness(t, engine.RoleVendedor, engine.RoleAdmin)
	super, seller, admin := h.tokens[engine.RoleSuper], h.tokens[engine.RoleVendedor], h.tokens[engine.RoleAdmin]
	cfg := map[string]any{"activo": false, "token": "token-delegado-secreto", "correo_clave": "clave-smtp-secreta",
		"correo": map[string]any{"servidor": "smtp.example.com", "puerto": 587, "usuario": "facturas",
			"remitente": "facturas@example.com", "enviar_al_validar": true}}
	if status, body := h.call(t, "PUT", "/api/siat/configuracion", super, cfg); status != http.StatusOK {
		t.Fatalf("PUT: %d %v", status, body)
	}
	status, _, raw := h.do(t, "GET", "/api/siat/configuracion", super, "", nil)
	if status != http.StatusOK || strings.Contains(string(raw), "secreta") || strings.Contains(string(raw), "token-delegado") ||
		!strings.Contains(string(raw), `"clave_guardada":true`) || !strings.Contains(string(raw), `"enviar_al_validar":true`) {
		t.Fatalf("GET: %d %s", status, raw)
	}
	bad := map[string]any{"correo": map[string]any{"servidor": "smtp.example.com:587", "puerto": 70000}}
	if status, body := h.call(t, "PUT", "/api/siat/configuracion", super, bad); status != http.StatusUnprocessableEntity ||
		body["errors"].(map[string]any)["correo.remitente"] == nil || body["errors"].(map[string]any)["correo.puerto"] == nil {
		t.Fatalf("a server without sender: %d %v", status, body)
	}

	path := fmt.Sprintf("/api/facturas/%d/correo", 999)
	if status, _ := h.call(t, "POST", path, seller, map[string]any{"email": "juan@example.com"}); status != http.StatusForbidden {
		t.Fatalf("POST by Vendedor: %d", status)
	}
	if status, body := h.call(t, "POST", path, admin, map[string]any{"email": "no-es-correo"}); status != http.StatusUnprocessableEntity ||
		body["errors"].(map[string]any)["email"] == nil {
		t.Fatalf("a bad address: %d %v", status, body)
	}
	if status, _ := h.call(t, "POST", path, admin, map[string]any{"email": "juan@example.com"}); status != http.StatusNotFound {
		t.Fatalf("an unknown invoice: %d", status)
	}
}
