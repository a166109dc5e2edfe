package storetest

import (
	"sync"
	"testing"
	"time"

	"sgc/engine/store"
)

// FormGroup makes n concurrent Updates of s one group commit, as far as
// timing can: a first Update holds the committer (its fn waits, then runs
// held) while member 0 queues first and the others after it; then all go.
// It answers each member's error and panic (a member that panics counts as
// failed, and its panic comes back here instead of ending the test).
func FormGroup(t testing.TB, s store.Store, n int, held func(store.Tx) error, member func(i int, tx store.Tx) error) (errs []error, panics []any) {
	t.Helper()
	started, release := make(chan struct{}), make(chan struct{})
	var once sync.Once
	heldErr := make(chan error, 1)
	go func() {
		heldErr <- s.Update(func(tx store.Tx) error {
			once.Do(func() { close(started) })
			<-release
			return held(tx)
		})
	}()
	<-started
	errs, panics = make([]error, n), make([]any, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() {
			defer func() { panics[i] = recover() }()
			errs[i] = s.Update(func(tx store.Tx) error { return member(i, tx) })
		})
		if i == 0 {
			time.Sleep(20 * time.Millisecond) // member 0 is first in the queue
		}
	}
	time.Sleep(50 * time.Millisecond) // all queued behind the held call
	close(release)
	wg.Wait()
	if err := <-heldErr; err != nil {
		t.Fatal(err)
	}
	return errs, panics
}
