package httpapi

import (
	"fmt"
	"net/http"
	"testing"
	"time"

	"sgc/engine"
)

// closedWithin fails unless the stream ends within d (events before the end
// are ignored: a revocation may race a stock event).
func (c *sseClient) closedWithin(t *testing.T, d time.Duration) {
	t.Helper()
	deadline := time.After(d)
	for {
		select {
		case e, ok := <-c.events:
			if !ok {
				return
			}
			_ = e
		case <-deadline:
			t.Fatalf("stream still open %v after the revocation", d)
		}
	}
}

// Deactivation, a role change, a password change and Super's reset end the
// user's sessions, and their event streams close within a second, long before
// the 20 s heartbeat; the next call with the token is refused.
func TestRevocationClosesStreams(t *testing.T) {
	user := func(extra ...string) []string {
		return append([]string{"_method", "PUT", "nombres", "Vendedor", "apellidos", "Prueba", "usuario", "vendedor",
			"sucursal_id", "1"}, extra...)
	}
	cases := []struct {
		name   string
		revoke func(h *harness, id uint64) (int, map[string]any)
	}{
		{"desactivación", func(h *harness, id uint64) (int, map[string]any) {
			return h.call(t, "PUT", fmt.Sprintf("/api/usuarios/estado/%d", id), h.tokens[engine.RoleSuper], nil)
		}},
		{"cambio de rol", func(h *harness, id uint64) (int, map[string]any) {
			return h.form(t, "POST", fmt.Sprintf("/api/usuarios/%d", id), h.tokens[engine.RoleSuper],
				user("rol", engine.RoleResponsable), nil)
		}},
		{"cambio de contraseña propio", func(h *harness, id uint64) (int, map[string]any) {
			return h.form(t, "POST", fmt.Sprintf("/api/usuarios/%d", id), h.tokens[engine.RoleVendedor],
				[]string{"_method", "PUT", "nombres", "Vendedor", "apellidos", "Prueba", "password", "otra-clave-12",
					"password_actual", testPassword}, nil)
		}},
		{"reinicio por Super", func(h *harness, id uint64) (int, map[string]any) {
			return h.form(t, "POST", fmt.Sprintf("/api/usuarios/%d", id), h.tokens[engine.RoleSuper],
				user("rol", engine.RoleVendedor, "password", "reinicio-clave-1"), nil)
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			h := newHarness(t, engine.RoleVendedor)
			id, tok := h.users[engine.RoleVendedor], h.tokens[engine.RoleVendedor]
			second, _, err := h.eng.Login("vendedor", testPassword, "10.0.0.7")
			if err != nil {
				t.Fatal(err)
			}
			streams := []*sseClient{openStream(t, h.srv.URL, tok), openStream(t, h.srv.URL, second)}
			superStream := openStream(t, h.srv.URL, h.tokens[engine.RoleSuper])
			if status, body := c.revoke(h, id); status != http.StatusOK && status != http.StatusCreated {
				t.Fatalf("revoke: %d %v", status, body)
			}
			for _, s := range streams {
				s.closedWithin(t, time.Second)
			}
			for _, k := range []string{tok, second} {
				if status, _, _ := h.do(t, "GET", "/api/user", k, "", nil); status != http.StatusUnauthorized {
					t.Fatalf("token after revocation: %d", status)
				}
			}
			superStream.none(t) // Super's own stream is not touched
		})
	}
}

// Super lists the open sessions (user, address, since, last seen), ends one
// with a Bitácora entry; its stream closes, the user's other session stays.
// Nobody else may list or end sessions.
func TestSessionsListAndEnd(t *testing.T) {
	h := newHarness(t, engine.RoleVendedor, engine.RoleAdmin)
	super := h.tokens[engine.RoleSuper]
	h.clock.add(5 * time.Minute)
	other, _, err := h.eng.Login("vendedor", testPassword, "192.168.1.40")
	if err != nil {
		t.Fatal(err)
	}
	for _, role := range []string{engine.RoleVendedor, engine.RoleAdmin} {
		if status, _ := h.call(t, "GET", "/api/sesiones", h.tokens[role], nil); status != http.StatusForbidden {
			t.Fatalf("%s lists sessions: %d", role, status)
		}
	}
	status, body := h.call(t, "GET", "/api/sesiones", super, nil)
	if status != http.StatusOK {
		t.Fatalf("list: %d %v", status, body)
	}
	rows := body["data"].([]any)
	if len(rows) != 4 {
		t.Fatalf("%d sessions, want 4: %v", len(rows), rows)
	}
	var target string
	mine := 0
	for _, r := range rows {
		row := r.(map[string]any)
		if row["actual"] == true {
			mine++
			if row["usuario"] != "admin" {
				t.Fatalf("current session of %v", row["usuario"])
			}
		}
		if row["ip"] == "192.168.1.40" {
			target = row["id"].(string)
			if row["usuario"] != "vendedor" || row["desde"] != "2025-03-04T14:05:00Z" || row["ultimo_uso"] == nil {
				t.Fatalf("row %v", row)
			}
		}
	}
	if mine != 1 || target == "" {
		t.Fatalf("actual %d, target %q in %v", mine, target, rows)
	}
	if status, _ := h.call(t, "DELETE", "/api/sesiones/"+target, h.tokens[engine.RoleAdmin], nil); status != http.StatusForbidden {
		t.Fatalf("Administrador ends a session: %d", status)
	}
	victim := openStream(t, h.srv.URL, other)
	kept := openStream(t, h.srv.URL, h.tokens[engine.RoleVendedor])
	if status, body := h.call(t, "DELETE", "/api/sesiones/"+target, super, nil); status != http.StatusOK || body["message"] != "Sesión cerrada correctamente." {
		t.Fatalf("end: %d %v", status, body)
	}
	victim.closedWithin(t, time.Second)
	kept.none(t)
	if status, _, _ := h.do(t, "GET", "/api/user", other, "", nil); status != http.StatusUnauthorized {
		t.Fatalf("ended token still works: %d", status)
	}
	if status, _, _ := h.do(t, "GET", "/api/user", h.tokens[engine.RoleVendedor], "", nil); status != http.StatusOK {
		t.Fatalf("the user's other session ended too: %d", status)
	}
	if status, _ := h.call(t, "DELETE", "/api/sesiones/"+target, super, nil); status != http.StatusNotFound {
		t.Fatalf("ending it twice: %d", status)
	}
	log, _, err := h.eng.AuditLog(engine.AuditFilter{})
	if err != nil {
		t.Fatal(err)
	}
	if len(log) == 0 || log[0].Tipo != engine.AuditSessionEnd || log[0].DocumentoID != h.users[engine.RoleVendedor] {
		t.Fatalf("audit %+v", log[:1])
	}
}
