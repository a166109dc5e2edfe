package etcdstore_test

import (
	"context"
	"errors"
	"fmt"
	"testing"
	"time"

	clientv3 "go.etcd.io/etcd/client/v3"

	"sgc/engine/store"
	"sgc/engine/store/etcdstore"
	"sgc/engine/store/etcdstore/etcdtest"
)

func putB(tx store.Tx) error {
	b, err := tx.CreateBucketIfNotExists([]byte("b"))
	if err != nil {
		return err
	}
	return b.Put([]byte("k"), []byte("v"))
}

// TestLostLeaseIsLostLock: a session whose lease is gone on the servers
// (expired with an old leader, revoked) while this process still believes
// it alive is a lost lock, not a lost majority: the next write opens a new
// session and goes through instead of answering the read-only 503.
func TestLostLeaseIsLostLock(t *testing.T) {
	m := etcdtest.Start(t)
	s, err := etcdstore.New(m.Client, etcdstore.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if err := s.Update(putB); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	leases, err := m.Client.Leases(ctx)
	if err != nil || len(leases.Leases) == 0 {
		t.Fatalf("the store's session lease: %v %v", leases, err)
	}
	for _, l := range leases.Leases {
		if _, err := m.Client.Revoke(ctx, l.ID); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.Update(putB); err != nil {
		t.Fatalf("a write after the session's lease was lost: %v", err)
	}
}

// TestSilentHolderRevoked: a key in the write lock's queue whose process
// stopped renewing its lease (killed, frozen, cut off) is revoked as soon as
// the lease shows a second without renewal, instead of holding every writer
// until it expires.
func TestSilentHolderRevoked(t *testing.T) {
	m := etcdtest.Start(t)
	s, err := etcdstore.New(m.Client, etcdstore.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	// A process that queued for the lock and died: a lease of the store's
	// TTL (2 s) that nobody renews.
	dead, err := m.Client.Grant(ctx, 2)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := m.Client.Put(ctx, fmt.Sprintf("sgc/lock/%x", int64(dead.ID)), "2a", clientv3.WithLease(dead.ID)); err != nil {
		t.Fatal(err)
	}
	began := time.Now()
	if err := s.Update(putB); err != nil {
		t.Fatalf("a write behind a dead process's lock key: %v", err)
	}
	// Left to expire, the lease holds the write for 2 to 2.5 s (etcd looks
	// for expired leases every 500 ms); revoked, after about one second.
	if took := time.Since(began); took >= 1800*time.Millisecond {
		t.Fatalf("a write waited %v behind a dead process's lock key", took)
	}
	t.Logf("a write behind a dead process's key took %v", time.Since(began).Round(time.Millisecond))
}

// TestSlowLockIsNotReadOnly: a write that times out behind a live holder,
// on a member that still has its leader, is refused as busy, never with the
// read-only answer that says the majority is lost.
func TestSlowLockIsNotReadOnly(t *testing.T) {
	m := etcdtest.Start(t)
	newStore := func() *etcdstore.Store {
		s, err := etcdstore.New(m.Client, etcdstore.Options{Timeout: time.Second})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { s.Close() })
		return s
	}
	slow, other := newStore(), newStore()
	holding, release := make(chan struct{}), make(chan struct{})
	done := make(chan error, 1)
	go func() {
		done <- slow.Update(func(tx store.Tx) error {
			select {
			case <-holding:
			default:
				close(holding)
				<-release
			}
			return putB(tx)
		})
	}()
	<-holding
	err := other.Update(putB)
	close(release)
	if !errors.Is(err, store.ErrBusy) || errors.Is(err, store.ErrUnavailable) {
		t.Fatalf("a write timed out behind a live holder: %v; want store.ErrBusy", err)
	}
	if err := <-done; err != nil {
		t.Fatal(err)
	}
}
