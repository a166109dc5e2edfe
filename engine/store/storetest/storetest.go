// Package storetest is the conformance suite of package store: every
// implementation runs it (storetest.Run) and so keeps the same promises the
// engine relies on.
package storetest

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"sync"
	"testing"
	"time"

	"sgc/engine/store"
)

// Run runs the suite; open answers a new, empty store, which Run closes.
func Run(t *testing.T, open func(t *testing.T) store.Store) {
	tests := []struct {
		name string
		fn   func(t *testing.T, s store.Store)
	}{
		{"Keyspaces", testKeyspaces},
		{"Ordering", testOrdering},
		{"CursorEdges", testCursorEdges},
		{"CursorSeesOwnWrites", testCursorOwnWrites},
		{"CursorDelete", testCursorDelete},
		{"Sequences", testSequences},
		{"RollbackOnError", testRollback},
		{"FailingCallersLeaveNoTrace", testFailingCallers},
		{"Serializable", testSerializable},
		{"ReadSnapshot", testReadSnapshot},
		{"LargeValue", testLargeValue},
		{"Snapshot", testSnapshot},
		{"Large", testLarge},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := open(t)
			defer func() {
				if err := s.Close(); err != nil {
					t.Error(err)
				}
			}()
			tc.fn(t, s)
		})
	}
}

var (
	bktA = []byte("a")
	bktB = []byte("b")
	errX = errors.New("refused")
)

func ok(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

func id(n uint64) []byte { return binary.BigEndian.AppendUint64(nil, n) }

// create makes the keyspaces named.
func create(t *testing.T, s store.Store, names ...[]byte) {
	t.Helper()
	ok(t, s.Update(func(tx store.Tx) error {
		for _, n := range names {
			if _, err := tx.CreateBucketIfNotExists(n); err != nil {
				return err
			}
		}
		return nil
	}))
}

// dump is every pair of a keyspace in cursor order, and checks that
// ForEach answers the same.
func dump(t *testing.T, b store.Bucket) []string {
	t.Helper()
	var viaCursor, viaForEach []string
	c := b.Cursor()
	for k, v := c.First(); k != nil; k, v = c.Next() {
		viaCursor = append(viaCursor, fmt.Sprintf("%x=%s", k, v))
	}
	ok(t, b.ForEach(func(k, v []byte) error {
		viaForEach = append(viaForEach, fmt.Sprintf("%x=%s", k, v))
		return nil
	}))
	if !slices.Equal(viaCursor, viaForEach) {
		t.Fatalf("cursor %v, ForEach %v", viaCursor, viaForEach)
	}
	var back []string
	for k, v := c.Last(); k != nil; k, v = c.Prev() {
		back = append(back, fmt.Sprintf("%x=%s", k, v))
	}
	slices.Reverse(back)
	if !slices.Equal(viaCursor, back) {
		t.Fatalf("forward %v, backward %v", viaCursor, back)
	}
	return viaCursor
}

func testKeyspaces(t *testing.T, s store.Store) {
	ok(t, s.View(func(tx store.Tx) error {
		if tx.Writable() {
			t.Error("a read transaction says it is writable")
		}
		if b := tx.Bucket(bktA); b != nil {
			t.Errorf("missing keyspace answered %#v, want an untyped nil", b)
		}
		return nil
	}))
	ok(t, s.Update(func(tx store.Tx) error {
		if !tx.Writable() {
			t.Error("a write transaction says it is read-only")
		}
		if b := tx.Bucket(bktA); b != nil {
			t.Errorf("missing keyspace answered %#v, want an untyped nil", b)
		}
		for _, n := range [][]byte{[]byte("zeta"), bktB, bktA} {
			b, err := tx.CreateBucketIfNotExists(n)
			if err != nil {
				return err
			}
			if err := b.Put([]byte("k"), n); err != nil {
				return err
			}
		}
		again, err := tx.CreateBucketIfNotExists(bktA)
		if err != nil {
			return err
		}
		if got := again.Get([]byte("k")); string(got) != "a" {
			t.Errorf("CreateBucketIfNotExists of an existing keyspace lost its pairs: %q", got)
		}
		return nil
	}))
	names := func() (out []string) {
		ok(t, s.View(func(tx store.Tx) error {
			return tx.ForEach(func(name []byte, b store.Bucket) error {
				if string(b.Get([]byte("k"))) != string(name) {
					t.Errorf("keyspace %s holds %q", name, b.Get([]byte("k")))
				}
				out = append(out, string(name))
				return nil
			})
		}))
		return out
	}
	if got := names(); !slices.Equal(got, []string{"a", "b", "zeta"}) {
		t.Fatalf("keyspaces %v", got)
	}
	ok(t, s.Update(func(tx store.Tx) error {
		if err := tx.DeleteBucket(bktB); err != nil {
			return err
		}
		if tx.Bucket(bktB) != nil {
			t.Error("a removed keyspace is still there in its transaction")
		}
		return nil
	}))
	if got := names(); !slices.Equal(got, []string{"a", "zeta"}) {
		t.Fatalf("after DeleteBucket: %v", got)
	}
	// A keyspace removed and made again in one transaction starts empty.
	ok(t, s.Update(func(tx store.Tx) error {
		ok(t, tx.DeleteBucket(bktA))
		b, err := tx.CreateBucketIfNotExists(bktA)
		if err != nil {
			return err
		}
		if b.Get([]byte("k")) != nil || b.KeyN() != 0 {
			t.Error("a keyspace made again kept its old pairs")
		}
		return b.Put([]byte("n"), []byte("1"))
	}))
	ok(t, s.View(func(tx store.Tx) error {
		if got := dump(t, tx.Bucket(bktA)); !slices.Equal(got, []string{"6e=1"}) {
			t.Errorf("keyspace made again: %v", got)
		}
		return nil
	}))
}

func testOrdering(t *testing.T, s store.Store) {
	create(t, s, bktA)
	keys := [][]byte{{0}, {0, 0}, {0, 1}, {1}, {0xff}, {0xff, 0}, []byte("a"), []byte("ab"), []byte("b"), id(255), id(256), id(1 << 40)}
	var want []string
	sorted := slices.Clone(keys)
	slices.SortFunc(sorted, bytes.Compare)
	for _, k := range sorted {
		want = append(want, fmt.Sprintf("%x=v%x", k, k))
	}
	shuffled := slices.Clone(keys)
	rand.Shuffle(len(shuffled), func(i, j int) { shuffled[i], shuffled[j] = shuffled[j], shuffled[i] })
	ok(t, s.Update(func(tx store.Tx) error {
		b := tx.Bucket(bktA)
		for _, k := range shuffled {
			if err := b.Put(k, []byte(fmt.Sprintf("v%x", k))); err != nil {
				return err
			}
		}
		if got := dump(t, b); !slices.Equal(got, want) {
			t.Errorf("inside the transaction:\n got %v\nwant %v", got, want)
		}
		if b.KeyN() != len(keys) {
			t.Errorf("KeyN %d, want %d", b.KeyN(), len(keys))
		}
		return nil
	}))
	ok(t, s.View(func(tx store.Tx) error {
		if got := dump(t, tx.Bucket(bktA)); !slices.Equal(got, want) {
			t.Errorf("after commit:\n got %v\nwant %v", got, want)
		}
		return nil
	}))
	// Overwrites and deletions, some in the same transaction as new keys.
	ok(t, s.Update(func(tx store.Tx) error {
		b := tx.Bucket(bktA)
		ok(t, b.Put([]byte("ab"), []byte("nuevo")))
		ok(t, b.Delete([]byte("a")))
		ok(t, b.Delete([]byte("no-existe")))
		ok(t, b.Put([]byte("aa"), []byte("x")))
		ok(t, b.Delete([]byte("aa")))
		if b.Get([]byte("a")) != nil || b.Get([]byte("aa")) != nil || string(b.Get([]byte("ab"))) != "nuevo" {
			t.Error("Get does not answer the transaction's own writes")
		}
		if b.KeyN() != len(keys)-1 {
			t.Errorf("KeyN %d, want %d", b.KeyN(), len(keys)-1)
		}
		return nil
	}))
	ok(t, s.View(func(tx store.Tx) error {
		got := dump(t, tx.Bucket(bktA))
		if len(got) != len(keys)-1 || slices.Contains(got, "61=v61") || !slices.Contains(got, "6162=nuevo") {
			t.Errorf("after overwrite and delete: %v", got)
		}
		return nil
	}))
}

func testCursorEdges(t *testing.T, s store.Store) {
	create(t, s, bktA)
	check := func(what string, k, v []byte, wantK string) {
		t.Helper()
		if string(k) != wantK || (k == nil) != (wantK == "") {
			t.Errorf("%s: key %q, want %q", what, k, wantK)
		}
		if k != nil && string(v) != "v"+string(k) {
			t.Errorf("%s: value %q for key %q", what, v, k)
		}
	}
	walk := func(tx store.Tx) {
		c := tx.Bucket(bktA).Cursor()
		k, v := c.First()
		check("First", k, v, "b")
		k, v = c.Prev()
		check("Prev before the start", k, v, "")
		k, v = c.Last()
		check("Last", k, v, "f")
		k, v = c.Next()
		check("Next past the end", k, v, "")
		k, v = c.Seek([]byte("d"))
		check("Seek exact", k, v, "d")
		k, v = c.Prev()
		check("Prev after Seek", k, v, "b")
		k, v = c.Seek([]byte("c"))
		check("Seek between", k, v, "d")
		k, v = c.Next()
		check("Next after Seek", k, v, "f")
		k, v = c.Seek([]byte("a"))
		check("Seek before the start", k, v, "b")
		k, v = c.Seek([]byte("g"))
		check("Seek past the end", k, v, "")
		k, v = c.Last()
		check("Last again", k, v, "f")
		k, v = c.Prev()
		check("Prev", k, v, "d")
	}
	ok(t, s.View(func(tx store.Tx) error {
		c := tx.Bucket(bktA).Cursor()
		if k, _ := c.First(); k != nil {
			t.Errorf("First of an empty keyspace: %q", k)
		}
		if k, _ := c.Last(); k != nil {
			t.Errorf("Last of an empty keyspace: %q", k)
		}
		if k, _ := c.Seek([]byte("a")); k != nil {
			t.Errorf("Seek in an empty keyspace: %q", k)
		}
		return nil
	}))
	ok(t, s.Update(func(tx store.Tx) error {
		b := tx.Bucket(bktA)
		for _, k := range []string{"f", "b", "d"} {
			ok(t, b.Put([]byte(k), []byte("v"+k)))
		}
		walk(tx) // the transaction's own writes
		return nil
	}))
	ok(t, s.View(func(tx store.Tx) error { walk(tx); return nil }))
	// Committed keys mixed with new ones and a deleted one, in one transaction.
	ok(t, s.Update(func(tx store.Tx) error {
		b := tx.Bucket(bktA)
		ok(t, b.Put([]byte("c"), []byte("vc")))
		ok(t, b.Delete([]byte("d")))
		ok(t, b.Put([]byte("e"), []byte("ve")))
		c := b.Cursor()
		var got []string
		for k, _ := c.First(); k != nil; k, _ = c.Next() {
			got = append(got, string(k))
		}
		if !slices.Equal(got, []string{"b", "c", "e", "f"}) {
			t.Errorf("merged walk %v", got)
		}
		k, v := c.Seek([]byte("d"))
		check("Seek onto a deleted key", k, v, "e")
		k, v = c.Prev()
		check("Prev over a deleted key", k, v, "c")
		return nil
	}))
}

func testCursorOwnWrites(t *testing.T, s store.Store) {
	create(t, s, bktA)
	ok(t, s.Update(func(tx store.Tx) error {
		b := tx.Bucket(bktA)
		for i := uint64(1); i <= 5; i++ {
			ok(t, b.Put(id(i*10), []byte("old")))
		}
		return nil
	}))
	ok(t, s.Update(func(tx store.Tx) error {
		b := tx.Bucket(bktA)
		c := b.Cursor()
		// Written after the cursor was made, before it is placed.
		ok(t, b.Put(id(15), []byte("new")))
		ok(t, b.Delete(id(20)))
		k, v := c.First()
		if btoi(k) != 10 {
			t.Fatalf("First %x", k)
		}
		k, v = c.Next()
		if btoi(k) != 15 || string(v) != "new" {
			t.Errorf("Next onto a new key: %x=%s", k, v)
		}
		k, _ = c.Next()
		if btoi(k) != 30 {
			t.Errorf("Next over a deleted key: %x", k)
		}
		// After more writes, placing the cursor again sees them.
		ok(t, b.Put(id(35), []byte("new")))
		k, _ = c.Seek(id(31))
		if btoi(k) != 35 {
			t.Errorf("Seek after a Put: %x", k)
		}
		return nil
	}))
}

func btoi(b []byte) uint64 {
	if len(b) != 8 {
		return 0
	}
	return binary.BigEndian.Uint64(b)
}

func testCursorDelete(t *testing.T, s store.Store) {
	create(t, s, bktA)
	ok(t, s.Update(func(tx store.Tx) error {
		b := tx.Bucket(bktA)
		for i := uint64(1); i <= 10; i++ {
			ok(t, b.Put(id(i), []byte("v")))
		}
		return nil
	}))
	// Delete the even keys while walking, the way purges do.
	ok(t, s.Update(func(tx store.Tx) error {
		c := tx.Bucket(bktA).Cursor()
		for k, _ := c.First(); k != nil; k, _ = c.Next() {
			if btoi(k)%2 == 0 {
				if err := c.Delete(); err != nil {
					return err
				}
			}
		}
		return nil
	}))
	ok(t, s.View(func(tx store.Tx) error {
		var got []uint64
		ok(t, tx.Bucket(bktA).ForEach(func(k, _ []byte) error { got = append(got, btoi(k)); return nil }))
		if !slices.Equal(got, []uint64{1, 3, 5, 7, 9}) {
			t.Errorf("after cursor deletes: %v", got)
		}
		return nil
	}))
}

func testSequences(t *testing.T, s store.Store) {
	create(t, s, bktA, bktB)
	ok(t, s.Update(func(tx store.Tx) error {
		a, b := tx.Bucket(bktA), tx.Bucket(bktB)
		if a.Sequence() != 0 {
			t.Errorf("a new keyspace's sequence is %d", a.Sequence())
		}
		for want := uint64(1); want <= 3; want++ {
			n, err := a.NextSequence()
			if err != nil {
				return err
			}
			if n != want {
				t.Errorf("NextSequence %d, want %d", n, want)
			}
		}
		if a.Sequence() != 3 || b.Sequence() != 0 {
			t.Errorf("sequences %d and %d, want 3 and 0", a.Sequence(), b.Sequence())
		}
		return b.SetSequence(100)
	}))
	ok(t, s.Update(func(tx store.Tx) error {
		if n, _ := tx.Bucket(bktB).NextSequence(); n != 101 {
			t.Errorf("after SetSequence(100): %d", n)
		}
		if tx.Bucket(bktA).Sequence() != 3 {
			t.Errorf("committed sequence %d, want 3", tx.Bucket(bktA).Sequence())
		}
		return nil
	}))
	// Concurrent writers never get the same number.
	var mu sync.Mutex
	seen := map[uint64]bool{}
	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() {
			for range 25 {
				var n uint64
				err := s.Update(func(tx store.Tx) (err error) {
					n, err = tx.Bucket(bktA).NextSequence()
					return err
				})
				if err != nil {
					t.Error(err)
					return
				}
				mu.Lock()
				if seen[n] || n <= 3 {
					t.Errorf("sequence %d given twice or going back", n)
				}
				seen[n] = true
				mu.Unlock()
			}
		})
	}
	wg.Wait()
}

func testRollback(t *testing.T, s store.Store) {
	create(t, s, bktA)
	ok(t, s.Update(func(tx store.Tx) error { return tx.Bucket(bktA).Put([]byte("k"), []byte("keep")) }))
	err := s.Update(func(tx store.Tx) error {
		b := tx.Bucket(bktA)
		ok(t, b.Put([]byte("k"), []byte("changed")))
		ok(t, b.Put([]byte("other"), []byte("x")))
		_, err := tx.CreateBucketIfNotExists([]byte("new"))
		ok(t, err)
		ok(t, tx.DeleteBucket(bktA))
		return errX
	})
	if !errors.Is(err, errX) {
		t.Fatalf("Update answered %v, want fn's error", err)
	}
	ok(t, s.View(func(tx store.Tx) error {
		if tx.Bucket([]byte("new")) != nil {
			t.Error("a refused transaction created a keyspace")
		}
		b := tx.Bucket(bktA)
		if b == nil {
			t.Fatal("a refused transaction removed a keyspace")
		}
		if got := dump(t, b); !slices.Equal(got, []string{"6b=keep"}) {
			t.Errorf("a refused transaction left %v", got)
		}
		return nil
	}))
}

// testFailingCallers runs many concurrent writers, every third of which
// writes and then fails: the others all commit, the failed ones leave nothing,
// whatever commits they shared.
func testFailingCallers(t *testing.T, s store.Store) {
	create(t, s, bktA, bktB)
	const n = 60
	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() {
			err := s.Update(func(tx store.Tx) error {
				k := id(uint64(i))
				if err := tx.Bucket(bktA).Put(k, []byte("v")); err != nil {
					return err
				}
				if _, err := tx.Bucket(bktB).NextSequence(); err != nil {
					return err
				}
				if _, err := tx.CreateBucketIfNotExists(append([]byte("tmp-"), k...)); err != nil {
					return err
				}
				if i%3 == 0 {
					return fmt.Errorf("caller %d: %w", i, errX)
				}
				return tx.Bucket(bktB).Put(k, []byte("v"))
			})
			if (i%3 == 0) != errors.Is(err, errX) {
				t.Errorf("caller %d answered %v", i, err)
			}
		})
	}
	wg.Wait()
	ok(t, s.View(func(tx store.Tx) error {
		for i := range n {
			k := id(uint64(i))
			has := tx.Bucket(bktA).Get(k) != nil && tx.Bucket(bktB).Get(k) != nil && tx.Bucket(append([]byte("tmp-"), k...)) != nil
			hasAny := tx.Bucket(bktA).Get(k) != nil || tx.Bucket(bktB).Get(k) != nil || tx.Bucket(append([]byte("tmp-"), k...)) != nil
			if i%3 == 0 && hasAny {
				t.Errorf("failed caller %d left a trace", i)
			}
			if i%3 != 0 && !has {
				t.Errorf("caller %d did not commit", i)
			}
		}
		if seq := tx.Bucket(bktB).Sequence(); seq < n*2/3 {
			t.Errorf("sequence %d after %d committed callers", seq, n*2/3)
		}
		return nil
	}))
}

// testSerializable: concurrent read-modify-write increments lose nothing.
func testSerializable(t *testing.T, s store.Store) {
	create(t, s, bktA)
	const writers, each = 8, 40
	var wg sync.WaitGroup
	for range writers {
		wg.Go(func() {
			for range each {
				ok(t, s.Update(func(tx store.Tx) error {
					b := tx.Bucket(bktA)
					n := btoi(b.Get([]byte("counter")))
					return b.Put([]byte("counter"), id(n+1))
				}))
			}
		})
	}
	wg.Wait()
	ok(t, s.View(func(tx store.Tx) error {
		if n := btoi(tx.Bucket(bktA).Get([]byte("counter"))); n != writers*each {
			t.Errorf("counter %d, want %d", n, writers*each)
		}
		return nil
	}))
}

// testReadSnapshot: a read transaction keeps reading the state it began
// with while a writer commits.
func testReadSnapshot(t *testing.T, s store.Store) {
	create(t, s, bktA)
	ok(t, s.Update(func(tx store.Tx) error { return tx.Bucket(bktA).Put([]byte("k"), []byte("1")) }))
	committed := make(chan error, 1)
	ok(t, s.View(func(tx store.Tx) error {
		if string(tx.Bucket(bktA).Get([]byte("k"))) != "1" {
			t.Fatal("read before the write")
		}
		go func() {
			committed <- s.Update(func(tx store.Tx) error { return tx.Bucket(bktA).Put([]byte("k"), []byte("2")) })
		}()
		// A store may hold the commit until this read ends; wait a little
		// either way, then read again.
		select {
		case err := <-committed:
			committed <- err
		case <-time.After(200 * time.Millisecond):
		}
		if got := string(tx.Bucket(bktA).Get([]byte("k"))); got != "1" {
			t.Errorf("a read transaction saw a later commit: %q", got)
		}
		return nil
	}))
	ok(t, <-committed)
	ok(t, s.View(func(tx store.Tx) error {
		if got := string(tx.Bucket(bktA).Get([]byte("k"))); got != "2" {
			t.Errorf("after the commit: %q", got)
		}
		return nil
	}))
}

func testLargeValue(t *testing.T, s store.Store) {
	create(t, s, bktA)
	big := make([]byte, 3<<20)
	for i := range big {
		big[i] = byte(i * 7)
	}
	ok(t, s.Update(func(tx store.Tx) error {
		b := tx.Bucket(bktA)
		if err := b.Put([]byte("big"), big); err != nil {
			return err
		}
		if !bytes.Equal(b.Get([]byte("big")), big) {
			t.Error("a 3 MiB value read back different in its transaction")
		}
		return nil
	}))
	ok(t, s.View(func(tx store.Tx) error {
		if !bytes.Equal(tx.Bucket(bktA).Get([]byte("big")), big) {
			t.Error("a 3 MiB value read back different")
		}
		return nil
	}))
}

func testSnapshot(t *testing.T, s store.Store) {
	create(t, s, bktA)
	ok(t, s.Update(func(tx store.Tx) error { return tx.Bucket(bktA).Put([]byte("k"), []byte("v")) }))
	var buf bytes.Buffer
	n, err := s.Snapshot(&buf)
	ok(t, err)
	if n == 0 || n != int64(buf.Len()) {
		t.Fatalf("Snapshot answered %d bytes and wrote %d", n, buf.Len())
	}
}
