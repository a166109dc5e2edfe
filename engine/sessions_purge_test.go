package engine

import (
	"testing"
	"time"
)

// Expired sessions leave the store; live ones stay and keep working.
func TestPurgeSessions(t *testing.T) {
	e := mustOpen(t)
	now := time.Date(2025, 3, 4, 14, 0, 0, 0, time.UTC)
	e.Now = func() time.Time { return now }
	mdAddUser(t, e, "vendedor1", RoleVendedor, MainBranch)
	old, _, err := e.Login("vendedor1", mdPassword, "10.0.0.1")
	if err != nil {
		t.Fatal(err)
	}
	now = now.Add(SessionIdle - time.Minute)
	live, _, err := e.Login("vendedor1", mdPassword, "10.0.0.1")
	if err != nil {
		t.Fatal(err)
	}
	now = now.Add(2 * time.Minute) // old is now idle for longer than SessionIdle
	if n, err := e.PurgeSessions(); err != nil || n != 1 {
		t.Fatalf("purged %d, %v; want 1", n, err)
	}
	count := 0
	if err := e.view(func(tx ReadTx) error {
		return tx.Bucket(bktSessions).ForEach(func(_, _ []byte) error { count++; return nil })
	}); err != nil {
		t.Fatal(err)
	}
	if count != 1 {
		t.Fatalf("%d sessions left, want 1", count)
	}
	if _, _, err := e.Authenticate(live); err != nil {
		t.Fatalf("the live session died: %v", err)
	}
	if _, _, err := e.Authenticate(old); err == nil {
		t.Fatal("the expired session still works")
	}
}
