package httpapi

import (
	"net/http"
	"strconv"
	"strings"
	"sync"
	"testing"

	"sgc/engine"
)

// A burst of failed sign-ins for unknown usuarios from one address: twenty are
// checked, the rest are refused with 429 without waiting for the hasher, and
// the address stays locked for every usuario while other addresses sign in.
func TestLoginFloodFromOneAddress(t *testing.T) {
	h := newHarness(t, engine.RoleVendedor)
	handler := New(h.eng, nil, quiet).Handler()
	const attacker, checked = "10.0.0.66", 20
	var mu sync.Mutex
	statuses := map[int]int{}
	var wg sync.WaitGroup
	for i := range 30 {
		wg.Go(func() {
			status, message := loginFrom(t, handler, attacker, "nadie"+strconv.Itoa(i), "incorrecta-1")
			if status == http.StatusTooManyRequests && !strings.HasPrefix(message, "Demasiados intentos fallidos. Intente nuevamente en ") {
				t.Errorf("429 message %q", message)
			}
			mu.Lock()
			statuses[status]++
			mu.Unlock()
		})
	}
	wg.Wait()
	if statuses[http.StatusUnauthorized] != checked || statuses[http.StatusTooManyRequests] != 30-checked {
		t.Fatalf("answers %v, want %d×401 and %d×429", statuses, checked, 30-checked)
	}
	if status, _ := loginFrom(t, handler, attacker, "vendedor", testPassword); status != http.StatusTooManyRequests {
		t.Errorf("a known usuario from the locked address: %d, want 429", status)
	}
	if status, msg := loginFrom(t, handler, "10.0.0.7", "vendedor", testPassword); status != http.StatusOK {
		t.Errorf("another address: %d %q", status, msg)
	}
	log, _ := h.eng.SignIns(100)
	logged := 0
	for _, s := range log {
		if s.IP == attacker {
			logged++
		}
	}
	if logged != checked {
		t.Errorf("%d sign-ins from the attacker logged, want the %d checked ones", logged, checked)
	}
}
