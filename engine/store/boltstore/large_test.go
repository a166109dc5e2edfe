package boltstore

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"testing"

	bolt "go.etcd.io/bbolt"

	"sgc/engine/store"
)

// TestLargeWriteCutShort opens the file as a crash leaves it in the middle
// of a large write, its parts committed: before the decision it opens as it
// was before that write, after it as the write left it; no undo entry is
// left either way.
func TestLargeWriteCutShort(t *testing.T) {
	s, err := Open(filepath.Join(t.TempDir(), "sgc.db"), Options{NoSync: true, PartBytes: 1})
	must(t, err)
	defer s.Close()
	bktA, bktC := []byte("a"), []byte("c")
	must(t, s.Update(func(tx store.Tx) error {
		a, err := tx.CreateBucketIfNotExists(bktA)
		if err != nil {
			return err
		}
		for i := range 40 {
			if err := a.Put(key(i), []byte("antes")); err != nil {
				return err
			}
		}
		return nil
	}))
	before := contents(t, s)
	var image bytes.Buffer
	must(t, s.UpdateLarge(func(tx store.Tx) error {
		a := tx.Bucket(bktA)
		for i := 20; i < 60; i++ {
			if err := a.Put(key(i), []byte("después")); err != nil {
				return err
			}
			if err := a.Delete(key(i - 20)); err != nil {
				return err
			}
			if _, err := a.NextSequence(); err != nil {
				return err
			}
			c, err := tx.CreateBucketIfNotExists(bktC)
			if err != nil {
				return err
			}
			if err := c.Put(key(i), nil); err != nil {
				return err
			}
			if err := tx.(store.Spiller).Spill(); err != nil {
				return err
			}
		}
		// Every write is in a committed part: the file is now what a
		// crash would leave just before the last part.
		_, err := s.Snapshot(&image)
		return err
	}))
	after := contents(t, s)

	cut := filepath.Join(t.TempDir(), "cortado.db")
	must(t, os.WriteFile(cut, image.Bytes(), 0o600))
	if got := reopened(t, cut); !slices.Equal(got, before) {
		t.Errorf("cut short before its decision, the file opens as\n%v\nwant\n%v", got, before)
	}

	decided := filepath.Join(t.TempDir(), "decidido.db")
	must(t, os.WriteFile(decided, image.Bytes(), 0o600))
	db, err := bolt.Open(decided, 0o600, nil)
	must(t, err)
	must(t, db.Update(func(tx *bolt.Tx) error { return tx.Bucket(undoName).Put(decidedKey, []byte{present}) }))
	must(t, db.Close())
	if got := reopened(t, decided); !slices.Equal(got, after) {
		t.Errorf("cut short after its decision, the file opens as\n%v\nwant\n%v", got, after)
	}
}

// reopened opens the file at path, answers its contents and checks that
// no undo entry is left and that bbolt finds the file sound.
func reopened(t *testing.T, path string) []string {
	t.Helper()
	s, err := Open(path, Options{NoSync: true})
	must(t, err)
	defer s.Close()
	must(t, s.Check())
	must(t, s.db.View(func(tx *bolt.Tx) error {
		if tx.Bucket(undoName) != nil {
			t.Error("the undo keyspace is left after Open")
		}
		return nil
	}))
	return contents(t, s)
}

// contents lists every keyspace of s with its sequence and pairs.
func contents(t *testing.T, s *Store) (out []string) {
	t.Helper()
	must(t, s.View(func(tx store.Tx) error {
		return tx.ForEach(func(name []byte, b store.Bucket) error {
			out = append(out, fmt.Sprintf("%s seq=%d", name, b.Sequence()))
			return b.ForEach(func(k, v []byte) error {
				out = append(out, fmt.Sprintf("%s %x=%s", name, k, v))
				return nil
			})
		})
	}))
	return out
}

func key(i int) []byte { return fmt.Appendf(nil, "k%03d", i) }

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// TestReadersDuringLargeWrite compares what a reader finds during a large
// write (Seek to any key, then steps either way) with the keyspace as it was
// before, for random keys, writes and deletions.
func TestReadersDuringLargeWrite(t *testing.T) {
	s, err := Open(filepath.Join(t.TempDir(), "sgc.db"), Options{NoSync: true, PartBytes: 64})
	must(t, err)
	defer s.Close()
	rng := rand.New(rand.NewPCG(1, 2))
	bktA := []byte("a")
	var before []string // the keys before the write, in order
	must(t, s.Update(func(tx store.Tx) error {
		a, err := tx.CreateBucketIfNotExists(bktA)
		if err != nil {
			return err
		}
		for i := 0; i < 200; i += 1 + rng.IntN(3) {
			before = append(before, string(key(i)))
			if err := a.Put(key(i), key(i)); err != nil {
				return err
			}
		}
		return nil
	}))
	must(t, s.UpdateLarge(func(tx store.Tx) error {
		a := tx.Bucket(bktA)
		for range 300 {
			k := key(rng.IntN(220))
			var err error
			if rng.IntN(3) == 0 {
				err = a.Delete(k)
			} else {
				err = a.Put(k, []byte("nuevo"))
			}
			if err != nil {
				return err
			}
			if err := tx.(store.Spiller).Spill(); err != nil {
				return err
			}
		}
		return s.View(func(tx store.Tx) error {
			c := tx.Bucket(bktA).Cursor()
			for i := range 230 {
				at, _ := slices.BinarySearch(before, string(key(i)))
				for step, dir := range []int{1, 1, -1, -1, -1} {
					var k, v []byte
					switch {
					case step == 0:
						k, v = c.Seek(key(i))
					case dir > 0:
						k, v = c.Next()
					default:
						k, v = c.Prev()
					}
					if step > 0 {
						at += dir
					}
					var want string
					if at >= 0 && at < len(before) {
						want = before[at]
					}
					if string(k) != want || (k != nil && string(v) != want) {
						t.Fatalf("Seek(%s), step %d: %q=%q, want %q", key(i), step, k, v, want)
					}
					if k == nil {
						break // past an end the store promises no more
					}
				}
			}
			return nil
		})
	}))
}
