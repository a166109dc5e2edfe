package boltstore

import (
	"errors"
	"fmt"
	"testing"

	"sgc/engine/store"
	"sgc/engine/store/group"
	"sgc/engine/store/storetest"
)

var errRefused = errors.New("refused")

// lastTxID is the id of the last committed bbolt transaction: it grows by
// one per commit.
func lastTxID(t *testing.T, s *Store) (id int) {
	t.Helper()
	if err := s.View(func(tx store.Tx) error { id = tx.(*boltTx).tx.ID(); return nil }); err != nil {
		t.Fatal(err)
	}
	return id
}

// TestGroupWithFailingMembers forms one group deterministically (the
// committer is held by a first call while the others queue) in which the
// first member fails, another fails after writing and another panics: the
// rest commit in ONE bbolt commit, and the failed ones leave no trace.
func TestGroupWithFailingMembers(t *testing.T) {
	for _, overlayFirst := range []bool{false, true} {
		t.Run(fmt.Sprint("overlayFirst=", overlayFirst), func(t *testing.T) {
			s := openTest(t)
			defer s.Close()
			s.g.OverlayFirst = overlayFirst
			bkt := []byte("ventas")
			if err := s.Update(func(tx store.Tx) error { _, err := tx.CreateBucketIfNotExists(bkt); return err }); err != nil {
				t.Fatal(err)
			}
			before := lastTxID(t, s)

			const n = 12
			fails := func(i int) bool { return i == 0 || i == 5 }
			errs, panics := storetest.FormGroup(t, s, n,
				func(tx store.Tx) error { return tx.Bucket(bkt).Put([]byte("held"), []byte("1")) },
				func(i int, tx store.Tx) error {
					b := tx.Bucket(bkt)
					if err := b.Put([]byte(fmt.Sprint("k", i)), []byte("v")); err != nil {
						return err
					}
					if _, err := b.NextSequence(); err != nil {
						return err
					}
					switch {
					case fails(i):
						return errRefused
					case i == 8:
						panic("boom")
					}
					return nil
				})
			for i := range n {
				switch {
				case fails(i) && !errors.Is(errs[i], errRefused):
					t.Errorf("member %d answered %v, want its refusal", i, errs[i])
				case i == 8 && panics[i] != "boom":
					t.Errorf("member 8's panic came back as %v", panics[i])
				case !fails(i) && i != 8 && (errs[i] != nil || panics[i] != nil):
					t.Errorf("member %d answered %v, %v", i, errs[i], panics[i])
				}
			}
			if got := lastTxID(t, s) - before; got != 2 {
				t.Errorf("%d commits, want 2 (the held call, then one group)", got)
			}
			if err := s.View(func(tx store.Tx) error {
				b := tx.Bucket(bkt)
				for i := range n {
					has := b.Get([]byte(fmt.Sprint("k", i))) != nil
					if has != (!fails(i) && i != 8) {
						t.Errorf("member %d: committed %v", i, has)
					}
				}
				if seq := b.Sequence(); seq != n-3 {
					t.Errorf("sequence %d, want %d: a failed member moved it", seq, n-3)
				}
				return nil
			}); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// TestUpdateAfterClose: a closed store refuses writes instead of hanging.
func TestUpdateAfterClose(t *testing.T) {
	s := openTest(t)
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if err := s.Update(func(store.Tx) error { return nil }); !errors.Is(err, group.ErrClosed) {
		t.Fatalf("Update after Close: %v", err)
	}
}
