package engine

import (
	"sync/atomic"
	"testing"
	"time"

	"sgc/engine/store"
)

// stalledWrites holds every write until gate closes, as a cluster member cut
// off from the majority holds them until the store's timeout.
type stalledWrites struct {
	store.Store
	gate    chan struct{}
	writes  atomic.Int32 // writes started
	pending atomic.Int32 // writes not finished
	closed  chan int32   // writes not finished when Close was called
}

func stall(e *Engine) *stalledWrites {
	s := &stalledWrites{Store: e.db, gate: make(chan struct{}), closed: make(chan int32, 1)}
	e.db = s
	return s
}

func (s *stalledWrites) Update(fn func(store.Tx) error) error {
	s.writes.Add(1)
	s.pending.Add(1)
	defer s.pending.Add(-1)
	<-s.gate
	return s.Store.Update(fn)
}

func (s *stalledWrites) Close() error {
	s.closed <- s.pending.Load()
	return s.Store.Close()
}

// authenticateQuickly fails unless Authenticate answers while writes stall.
func authenticateQuickly(t *testing.T, e *Engine, token string) {
	t.Helper()
	done := make(chan error, 1)
	go func() { _, _, err := e.Authenticate(token); done <- err }()
	select {
	case err := <-done:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("Authenticate waited for the write of the session's activity")
	}
}

// A request's activity is written in the background, one write per session
// at a time, and lands once the store takes writes again.
func TestTouchDoesNotDelay(t *testing.T) {
	e := mustOpen(t)
	now := e.Now()
	e.Now = func() time.Time { return now }
	token, _, err := e.Login("admin", testAdminPassword, "127.0.0.1")
	if err != nil {
		t.Fatal(err)
	}
	s := stall(e)
	now = now.Add(2 * touchEvery)
	authenticateQuickly(t, e, token)
	authenticateQuickly(t, e, token) // the first touch is still in flight
	close(s.gate)
	e.waitTouches(false)
	if n := s.writes.Load(); n != 1 {
		t.Fatalf("%d writes of the session's activity, want 1", n)
	}
	list, err := e.ActiveSessions(token)
	if err != nil || len(list) != 1 || !list[0].UltimoUso.Equal(now) {
		t.Fatalf("sessions %+v, %v; want one last used at %v", list, err, now)
	}
}

// Close waits for the activity writes in flight before it closes the store.
func TestCloseWaitsForTouches(t *testing.T) {
	dir := t.TempDir()
	e, err := OpenStore(openTestStore(t, dir), dir)
	if err != nil {
		t.Fatal(err)
	}
	now := time.Date(2025, 3, 4, 14, 0, 0, 0, time.UTC)
	e.Now = func() time.Time { return now }
	if _, _, err := e.Bootstrap(testAdminPassword); err != nil {
		t.Fatal(err)
	}
	token, _, err := e.Login("admin", testAdminPassword, "127.0.0.1")
	if err != nil {
		t.Fatal(err)
	}
	s := stall(e)
	now = now.Add(2 * touchEvery)
	authenticateQuickly(t, e, token)
	closed := make(chan error, 1)
	go func() { closed <- e.Close() }()
	select {
	case <-closed:
		t.Fatal("Close returned with a write of the session's activity in flight")
	case <-time.After(50 * time.Millisecond):
	}
	close(s.gate)
	if err := <-closed; err != nil {
		t.Fatal(err)
	}
	if n := <-s.closed; n != 0 {
		t.Fatalf("the store closed under %d writes", n)
	}
}
