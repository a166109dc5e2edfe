package httpapi

import (
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/pquerna/otp/totp"

	"sgc/engine"
)

// codeAt is what the authenticator app shows for secret at the harness's time.
func codeAt(t *testing.T, h *harness, secret string) string {
	t.Helper()
	c, err := totp.GenerateCode(secret, h.clock.now())
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// An Administrador enrols from the Seguridad screen, then signs in with the
// password and a code; wrong codes are throttled like passwords; a recovery
// code works once; Super resets the factor. A Vendedor cannot enrol.
func TestTOTPSignIn(t *testing.T) {
	h := newHarness(t, engine.RoleAdmin, engine.RoleVendedor)
	admin := h.tokens[engine.RoleAdmin]
	if status, _ := h.call(t, "POST", "/api/seguridad/totp", h.tokens[engine.RoleVendedor], nil); status != http.StatusForbidden {
		t.Fatalf("Vendedor enrols: %d", status)
	}
	status, en := h.call(t, "POST", "/api/seguridad/totp", admin, nil)
	if status != http.StatusOK || !strings.HasPrefix(en["qr"].(string), "data:image/png;base64,") ||
		!strings.HasPrefix(en["url"].(string), "otpauth://totp/sgc:administrador?") {
		t.Fatalf("enrol: %d %v", status, en)
	}
	secret := en["secreto"].(string)
	status, body := h.call(t, "POST", "/api/seguridad/totp/confirmar", admin, map[string]any{"codigo": "000000"})
	wantFields(t, status, body, "codigo")
	status, body = h.call(t, "POST", "/api/seguridad/totp/confirmar", admin, map[string]any{"codigo": codeAt(t, h, secret)})
	codes, _ := body["codigos_recuperacion"].([]any)
	if status != http.StatusOK || len(codes) != 10 {
		t.Fatalf("confirm: %d %v", status, body)
	}
	for _, path := range []string{"/api/usuarios", fmt.Sprintf("/api/usuarios/%d", h.users[engine.RoleAdmin]), "/api/user", "/api/seguridad"} {
		tok := h.tokens[engine.RoleSuper]
		if path == "/api/user" || path == "/api/seguridad" {
			tok = admin
		}
		if _, _, raw := h.do(t, "GET", path, tok, "", nil); strings.Contains(string(raw), secret) {
			t.Fatalf("%s answers the secret", path)
		}
	}
	if status, body := h.call(t, "GET", "/api/seguridad", admin, nil); status != http.StatusOK || body["totp_activo"] != true ||
		body["codigos_restantes"] != 10.0 {
		t.Fatalf("status: %d %v", status, body)
	}

	password := func() string {
		status, body := h.call(t, "POST", "/api/login", "", map[string]any{"usuario": "administrador", "password": testPassword})
		if status != http.StatusOK || body["segundo_factor"] != "totp" || body["token"] != nil {
			t.Fatalf("password step: %d %v", status, body)
		}
		return body["token_temporal"].(string)
	}
	step := func(tmp, code string) (int, map[string]any) {
		return h.call(t, "POST", "/api/login/segundo-factor", "", map[string]any{"token_temporal": tmp, "codigo": code})
	}
	tmp := password()
	if status, _, _ := h.do(t, "GET", "/api/user", tmp, "", nil); status != http.StatusUnauthorized {
		t.Fatalf("the temporary token opens the API: %d", status)
	}
	h.clock.add(30 * time.Second) // the confirming code is spent: the next step's code
	status, body = step(tmp, codeAt(t, h, secret))
	if status != http.StatusOK || body["token"] != tmp {
		t.Fatalf("second step: %d %v", status, body)
	}
	if status, _, _ := h.do(t, "GET", "/api/user", tmp, "", nil); status != http.StatusOK {
		t.Fatalf("completed session: %d", status)
	}
	if status, _ := step(password(), codeAt(t, h, secret)); status != http.StatusUnauthorized {
		t.Fatalf("replayed code: %d", status)
	}

	// Recovery code: once.
	rc := codes[0].(string)
	if status, body := step(password(), rc); status != http.StatusOK {
		t.Fatalf("recovery code: %d %v", status, body)
	}
	if status, _ := step(password(), rc); status != http.StatusUnauthorized {
		t.Fatalf("recovery code twice: %d", status)
	}

	// Wrong codes: the fifth failure locks the usuario at this address, even
	// for the right code; re-entering the password does not lift it.
	tmp = password()
	for range 3 {
		step(tmp, "111111")
	}
	if status, _ := step(password(), "111111"); status != http.StatusTooManyRequests && status != http.StatusUnauthorized {
		t.Fatalf("fourth wrong code: %d", status)
	}
	h.clock.add(30 * time.Second)
	if status, _ := step(tmp, codeAt(t, h, secret)); status != http.StatusTooManyRequests {
		t.Fatalf("after five failures: %d", status)
	}

	// Super resets it: the password alone signs in again.
	id := h.users[engine.RoleAdmin]
	if status, _ := h.call(t, "POST", fmt.Sprintf("/api/usuarios/%d/totp-reset", id), admin, nil); status != http.StatusForbidden {
		t.Fatalf("Administrador resets: %d", status)
	}
	if status, body := h.call(t, "POST", fmt.Sprintf("/api/usuarios/%d/totp-reset", id), h.tokens[engine.RoleSuper], nil); status != http.StatusOK {
		t.Fatalf("reset: %d %v", status, body)
	}
	if _, _, err := h.eng.Login("administrador", testPassword, "10.9.9.9"); err != nil {
		t.Fatal(err)
	}
	log, _, _ := h.eng.AuditLog(engine.AuditFilter{})
	kinds := map[string]bool{}
	for _, a := range log {
		kinds[a.Tipo] = true
	}
	if !kinds[engine.AuditTOTPOn] || !kinds[engine.AuditTOTPReset] || !kinds[engine.AuditTOTPRecovery] {
		t.Fatalf("audit kinds %v", kinds)
	}
}

// With the company setting on, an Administrador without a second factor is
// led to enrolment right after the password, and the first code opens the
// session and shows the recovery codes. Only Super changes the setting.
func TestTOTPMandatory(t *testing.T) {
	h := newHarness(t, engine.RoleAdmin, engine.RoleVendedor)
	on := map[string]any{"totp_obligatorio": true}
	if status, _ := h.call(t, "PUT", "/api/seguridad/totp-obligatorio", h.tokens[engine.RoleAdmin], on); status != http.StatusForbidden {
		t.Fatalf("Administrador changes the setting: %d", status)
	}
	if status, _ := h.call(t, "PUT", "/api/seguridad/totp-obligatorio", h.tokens[engine.RoleSuper], on); status != http.StatusOK {
		t.Fatalf("setting: %d", status)
	}
	status, body := h.call(t, "POST", "/api/login", "", map[string]any{"usuario": "vendedor", "password": testPassword})
	if status != http.StatusOK || body["token"] == nil {
		t.Fatalf("Vendedor: %d %v", status, body)
	}
	status, body = h.call(t, "POST", "/api/login", "", map[string]any{"usuario": "administrador", "password": testPassword})
	if status != http.StatusOK || body["segundo_factor"] != "inscripcion" {
		t.Fatalf("Administrador: %d %v", status, body)
	}
	tmp := body["token_temporal"].(string)
	status, en := h.call(t, "POST", "/api/login/inscripcion", "", map[string]any{"token_temporal": tmp})
	if status != http.StatusOK || en["secreto"] == nil {
		t.Fatalf("enrolment: %d %v", status, en)
	}
	status, body = h.call(t, "POST", "/api/login/segundo-factor", "", map[string]any{"token_temporal": tmp,
		"codigo": codeAt(t, h, en["secreto"].(string))})
	if codes, _ := body["codigos_recuperacion"].([]any); status != http.StatusOK || len(codes) != 10 || body["token"] != tmp {
		t.Fatalf("first code: %d %v", status, body)
	}
	if status, _, _ := h.do(t, "GET", "/api/user", tmp, "", nil); status != http.StatusOK {
		t.Fatalf("session after enrolment: %d", status)
	}
}
