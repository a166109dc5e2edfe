package etcdstore_test

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"sgc/engine/store"
	"sgc/engine/store/etcdstore"
	"sgc/engine/store/etcdstore/etcdtest"
	"sgc/engine/store/storetest"
)

// TestGroupCommit forms one group deterministically (the committer is held
// by a first call while the others queue): the members that succeed commit
// in ONE etcd Txn with their feed records, the ones that fail after writing
// and announcing leave no key, no sequence step and no record.
func TestGroupCommit(t *testing.T) {
	m := etcdtest.Start(t)
	s, other := open(t, m.Client), open(t, m.Client)
	var mu sync.Mutex
	var followed []string
	other.Follow(func(r []byte) { mu.Lock(); followed = append(followed, string(r)); mu.Unlock() })
	bkt := []byte("ventas")
	if err := s.Update(func(tx store.Tx) error { _, err := tx.CreateBucketIfNotExists(bkt); return err }); err != nil {
		t.Fatal(err)
	}
	const n = 10
	fails := func(i int) bool { return i == 0 || i == 6 }
	errs, _ := storetest.FormGroup(t, s, n,
		func(tx store.Tx) error { return tx.Bucket(bkt).Put([]byte("held"), []byte("1")) },
		func(i int, tx store.Tx) error {
			b := tx.Bucket(bkt)
			if err := b.Put([]byte(fmt.Sprint("k", i)), []byte("v")); err != nil {
				return err
			}
			if _, err := b.NextSequence(); err != nil {
				return err
			}
			if err := s.Announce(tx, []byte(fmt.Sprint("r", i))); err != nil {
				return err
			}
			if fails(i) {
				return errRefused
			}
			return nil
		})
	var want []string
	for i := range n {
		if fails(i) != errors.Is(errs[i], errRefused) || (!fails(i) && errs[i] != nil) {
			t.Errorf("member %d answered %v", i, errs[i])
		}
		if !fails(i) {
			want = append(want, fmt.Sprint("r", i))
		}
	}
	revs := map[int64]bool{}
	for i := range n {
		r, err := m.Client.Get(context.Background(), "sgc/d/ventas\x00\x01"+fmt.Sprint("k", i))
		if err != nil {
			t.Fatal(err)
		}
		if (len(r.Kvs) == 1) == fails(i) {
			t.Errorf("member %d: %d keys committed", i, len(r.Kvs))
		}
		for _, kv := range r.Kvs {
			revs[kv.ModRevision] = true
		}
	}
	if len(revs) != 1 {
		t.Errorf("the members committed in %d Txns, want one", len(revs))
	}
	s.View(func(tx store.Tx) error {
		if seq := tx.Bucket(bkt).Sequence(); seq != n-2 {
			t.Errorf("sequence %d, want %d: a failed member moved it", seq, n-2)
		}
		return nil
	})
	deadline := time.Now().Add(5 * time.Second)
	for {
		mu.Lock()
		got := slices.Clone(followed)
		mu.Unlock()
		slices.Sort(got) // the members queue in any order
		if slices.Equal(got, want) {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("followed %q, want %q", got, want)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

var errRefused = errors.New("refused")

// TestLeaderlessFailsFast: once the member has had no leader for a moment,
// a write answers ErrUnavailable at once instead of waiting for the
// timeout; when the leader is back, writes go through again.
func TestLeaderlessFailsFast(t *testing.T) {
	m := etcdtest.Start(t)
	var leader atomic.Uint64
	leader.Store(1)
	s, err := etcdstore.New(m.Client, etcdstore.Options{Timeout: time.Minute, Leader: leader.Load})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	write := func() error {
		return s.Update(func(tx store.Tx) error { _, err := tx.CreateBucketIfNotExists([]byte("b")); return err })
	}
	if err := write(); err != nil {
		t.Fatal(err)
	}
	leader.Store(0)
	deadline := time.Now().Add(10 * time.Second)
	for write() == nil {
		if time.Now().After(deadline) {
			t.Fatal("writes still commit 10 s after the leader went missing")
		}
		time.Sleep(50 * time.Millisecond)
	}
	if err := write(); !errors.Is(err, store.ErrUnavailable) {
		t.Fatalf("write without a leader: %v, want ErrUnavailable", err)
	}
	leader.Store(1)
	deadline = time.Now().Add(10 * time.Second)
	for write() != nil {
		if time.Now().After(deadline) {
			t.Fatal("writes still refused 10 s after the leader came back")
		}
		time.Sleep(50 * time.Millisecond)
	}
}
