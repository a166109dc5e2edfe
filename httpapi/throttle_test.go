package httpapi

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"sgc/engine"
)

// loginFrom signs in through the handler as if from addr (httptest clients all
// come from 127.0.0.1).
func loginFrom(t *testing.T, handler http.Handler, addr, usuario, password string) (int, string) {
	t.Helper()
	body, _ := json.Marshal(map[string]string{"usuario": usuario, "password": password})
	req := httptest.NewRequest("POST", "/api/login", strings.NewReader(string(body)))
	req.RemoteAddr = addr + ":40000"
	rec := httptest.NewRecorder()
	handler.ServeHTTP(rec, req)
	var answer struct{ Message string }
	json.Unmarshal(rec.Body.Bytes(), &answer)
	return rec.Code, answer.Message
}

func TestLoginThrottle(t *testing.T) {
	h := newHarness(t, engine.RoleVendedor)
	handler := New(h.eng, nil, quiet).Handler()
	const attacker, office = "10.0.0.66", "10.0.0.7"

	for i := range 5 {
		if status, _ := loginFrom(t, handler, attacker, "Vendedor", "adivinanza-"+string(rune('a'+i))); status != http.StatusUnauthorized {
			t.Fatalf("failure %d answered %d", i+1, status)
		}
		h.clock.add(time.Minute)
	}
	// Locked: even the right password waits, and the answer says until when.
	// The first failure was at 10:00 La Paz time, so the pair is free at 10:15.
	steps := []struct {
		name, addr, usuario string
		status              int
		message             string
	}{
		{"locked pair", attacker, "vendedor", http.StatusTooManyRequests, "Intente nuevamente en 10 minuto(s), a las 10:15."},
		{"same usuario, other address", office, "vendedor", http.StatusOK, ""},
		{"other usuario, same address", attacker, "admin", http.StatusOK, ""},
	}
	for _, s := range steps {
		status, message := loginFrom(t, handler, s.addr, s.usuario, testPassword)
		if status != s.status || !strings.Contains(message, s.message) {
			t.Errorf("%s: %d %q, want %d %q", s.name, status, message, s.status, s.message)
		}
	}
	// The lock ends when the first failure leaves the 15-minute window.
	h.clock.add(10*time.Minute + time.Second)
	if status, message := loginFrom(t, handler, attacker, "vendedor", testPassword); status != http.StatusOK {
		t.Fatalf("after the window: %d %q", status, message)
	}
	log, _ := h.eng.SignIns(1)
	if len(log) != 1 || log[0].IP != attacker || !log[0].Exito {
		t.Fatalf("sign-in log %+v", log)
	}
}

// TestLoginThrottleForgetsAfterSuccess: a success clears the pair's failures,
// and refusals of an inactive user do not count as guesses.
func TestLoginThrottleForgetsAfterSuccess(t *testing.T) {
	h := newHarness(t, engine.RoleVendedor)
	handler := New(h.eng, nil, quiet).Handler()
	for round := range 2 {
		for range 4 {
			loginFrom(t, handler, "10.0.0.9", "vendedor", "mala-clave-1")
		}
		if status, msg := loginFrom(t, handler, "10.0.0.9", "vendedor", testPassword); status != http.StatusOK {
			t.Fatalf("round %d: %d %q", round, status, msg)
		}
	}
	if _, err := h.eng.ToggleUser(engine.Actor{UserID: 1}, h.users[engine.RoleVendedor]); err != nil {
		t.Fatal(err)
	}
	for range 6 {
		if status, _ := loginFrom(t, handler, "10.0.0.9", "vendedor", testPassword); status != http.StatusForbidden {
			t.Fatalf("inactive user: %d, want 403", status)
		}
	}
}
