package storetest

import (
	"fmt"
	"slices"
	"testing"

	"sgc/engine/store"
)

// testLarge: a write of UpdateLarge spilled in parts reads its own writes
// across them, readers see the state before it until it has landed, and one
// that fails leaves no trace. Stores without store.Large are skipped: the
// engine commits such a write through Update there.
func testLarge(t *testing.T, s store.Store) {
	l, isLarge := s.(store.Large)
	if !isLarge {
		t.Skip("the store commits large writes through Update")
	}
	bktC := []byte("c")
	create(t, s, bktA, bktB)
	ok(t, s.Update(func(tx store.Tx) error {
		a := tx.Bucket(bktA)
		for i := range 60 {
			if err := a.Put(id(uint64(2*i)), fmt.Appendf(nil, "v%d", 2*i)); err != nil {
				return err
			}
		}
		return a.SetSequence(5)
	}))
	before := snapshot(t, s)

	// write changes every third key, deletes every fifth, adds the odd ones,
	// draws sequences and fills a new keyspace, spilling after each step.
	write := func(tx store.Tx, during func()) error {
		a := tx.Bucket(bktA)
		for i := range 120 {
			var err error
			switch {
			case i%5 == 0:
				err = a.Delete(id(uint64(i)))
			case i%3 == 0 || i%2 == 1:
				err = a.Put(id(uint64(i)), fmt.Appendf(nil, "w%d", i))
			}
			if err != nil {
				return err
			}
			if _, err := a.NextSequence(); err != nil {
				return err
			}
			c, err := tx.CreateBucketIfNotExists(bktC)
			if err != nil {
				return err
			}
			if err := c.Put(id(uint64(i)), []byte("c")); err != nil {
				return err
			}
			if err := tx.(store.Spiller).Spill(); err != nil {
				return err
			}
			if i == 60 {
				during()
			}
		}
		// Its own writes, across the parts.
		if got := string(a.Get(id(9))); got != "w9" {
			t.Errorf("the write reads key 9 as %q", got)
		}
		if a.Get(id(10)) != nil {
			t.Error("the write reads a key it deleted")
		}
		if n := a.KeyN(); n != 96 {
			t.Errorf("the write counts %d keys, want 96", n)
		}
		if seq := a.Sequence(); seq != 125 {
			t.Errorf("the write reads sequence %d, want 125", seq)
		}
		return nil
	}

	// A write that fails after many parts leaves no trace, and readers
	// meanwhile see the state before.
	err := l.UpdateLarge(func(tx store.Tx) error {
		if err := write(tx, func() { sameState(t, "a reader during a large write", snapshot(t, s), before) }); err != nil {
			return err
		}
		return errX
	})
	if err != errX {
		t.Fatalf("a failing large write answered %v", err)
	}
	sameState(t, "after a failed large write", snapshot(t, s), before)
	// The store takes writes as before.
	ok(t, s.Update(func(tx store.Tx) error { return tx.Bucket(bktB).Put([]byte("k"), []byte("v")) }))
	before = snapshot(t, s)

	var inside []string
	ok(t, l.UpdateLarge(func(tx store.Tx) error {
		if err := write(tx, func() { sameState(t, "a reader during a large write", snapshot(t, s), before) }); err != nil {
			return err
		}
		inside = stateOf(t, tx)
		return nil
	}))
	sameState(t, "after a large write", snapshot(t, s), inside)
	if slices.Equal(inside, before) {
		t.Fatal("the large write changed nothing")
	}
}

// snapshot is every keyspace of s as a read transaction sees it.
func snapshot(t *testing.T, s store.Store) (state []string) {
	t.Helper()
	ok(t, s.View(func(tx store.Tx) error {
		state = stateOf(t, tx)
		return nil
	}))
	return state
}

// stateOf lists every keyspace of tx: its name, sequence, count and pairs
// (each read with a cursor both ways, ForEach, Seek and Get).
func stateOf(t *testing.T, tx store.Tx) (state []string) {
	t.Helper()
	ok(t, tx.ForEach(func(name []byte, b store.Bucket) error {
		pairs := dump(t, b)
		if len(pairs) != b.KeyN() {
			t.Errorf("keyspace %s counts %d keys and lists %d", name, b.KeyN(), len(pairs))
		}
		state = append(state, fmt.Sprintf("%s seq=%d", name, b.Sequence()))
		for _, p := range pairs {
			state = append(state, string(name)+" "+p)
		}
		c := b.Cursor()
		for k, v := c.First(); k != nil; k, v = c.Next() {
			if got := b.Get(k); string(got) != string(v) {
				t.Errorf("keyspace %s: Get(%x) = %q, the cursor %q", name, k, got, v)
			}
			if sk, _ := b.Cursor().Seek(k); string(sk) != string(k) {
				t.Errorf("keyspace %s: Seek(%x) stood on %x", name, k, sk)
			}
		}
		return nil
	}))
	return state
}

func sameState(t *testing.T, when string, got, want []string) {
	t.Helper()
	if !slices.Equal(got, want) {
		t.Errorf("%s: the store reads\n%v\nwant\n%v", when, got, want)
	}
}
