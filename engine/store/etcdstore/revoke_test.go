package etcdstore_test

import (
	"sync/atomic"
	"testing"
	"time"

	"sgc/engine/store"
	"sgc/engine/store/etcdstore"
	"sgc/engine/store/etcdstore/etcdtest"
)

// TestOldLeaderKeysRevoked: when another member takes over, the old
// leader's process stops blocking the write lock (a dead leader's key would
// hold every writer until its lease ran out); were it alive, its commit is
// fenced and runs again under a new lock, and nothing is lost.
func TestOldLeaderKeysRevoked(t *testing.T) {
	m := etcdtest.Start(t)
	var leader atomic.Uint64
	leader.Store(7)
	newStore := func(member uint64) *etcdstore.Store {
		s, err := etcdstore.New(m.Client, etcdstore.Options{Member: member, Leader: leader.Load})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { s.Close() })
		return s
	}
	old, other := newStore(7), newStore(9)
	if err := other.Update(func(tx store.Tx) error { _, err := tx.CreateBucketIfNotExists([]byte("b")); return err }); err != nil {
		t.Fatal(err)
	}
	holding, release := make(chan struct{}), make(chan struct{})
	var runs atomic.Int32
	oldDone := make(chan error, 1)
	go func() {
		oldDone <- old.Update(func(tx store.Tx) error {
			if runs.Add(1) == 1 {
				close(holding)
				<-release
			}
			return tx.Bucket([]byte("b")).Put([]byte("old"), []byte("1"))
		})
	}()
	<-holding
	otherDone := make(chan error, 1)
	go func() {
		otherDone <- other.Update(func(tx store.Tx) error { return tx.Bucket([]byte("b")).Put([]byte("other"), []byte("1")) })
	}()
	time.Sleep(300 * time.Millisecond)
	leader.Store(9)
	select {
	case err := <-otherDone:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the old leader's process still blocks the lock after another member took over")
	}
	close(release)
	if err := <-oldDone; err != nil || runs.Load() != 2 {
		t.Fatalf("the old leader's write: %v after %d runs; want success on a second run", err, runs.Load())
	}
	other.View(func(tx store.Tx) error {
		for _, k := range []string{"old", "other"} {
			if tx.Bucket([]byte("b")).Get([]byte(k)) == nil {
				t.Errorf("%s's write is missing", k)
			}
		}
		return nil
	})
}
