package cli

import (
	"strings"
	"testing"

	"sgc/engine"
)

// TestDemoPrintsItsUsers: loading the demo tells a newcomer whom to sign in
// as, in every role, and with which password.
func TestDemoPrintsItsUsers(t *testing.T) {
	out := runOK(t, "", admin, "demo", "--data", t.TempDir())
	if !strings.Contains(out, "contraseña "+engine.DemoPassword) {
		t.Fatalf("the demo's password is not printed:\n%s", out)
	}
	roles := map[string]bool{}
	for _, u := range engine.DemoUsers() {
		if !strings.Contains(out, u[0]) || !strings.Contains(out, u[1]) {
			t.Errorf("demo user %s (%s) is not printed:\n%s", u[0], u[1], out)
		}
		roles[u[1]] = true
	}
	for _, r := range []string{engine.RoleAdmin, engine.RoleResponsable, engine.RoleVendedor, engine.RoleInventario, engine.RoleAlmacen} {
		if !roles[r] {
			t.Errorf("no demo user has the role %s", r)
		}
	}
}
