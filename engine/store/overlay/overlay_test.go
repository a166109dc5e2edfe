package overlay_test

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"slices"
	"testing"

	"sgc/engine/store"
	"sgc/engine/store/boltstore"
	"sgc/engine/store/overlay"
)

// model is what the overlay must show: a plain map with its keys sorted on
// demand.
type model map[string]string

func (m model) keys() []string {
	ks := make([]string, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	slices.Sort(ks)
	return ks
}

// modelCursor finds each step from the key it stands on, as the overlay's does.
type modelCursor struct {
	m   model
	cur *string
}

func (c *modelCursor) at(ks []string, i int) string {
	if i < 0 || i >= len(ks) {
		c.cur = nil
		return ""
	}
	c.cur = &ks[i]
	return ks[i]
}

func (c *modelCursor) first() string { return c.at(c.m.keys(), 0) }
func (c *modelCursor) last() string  { ks := c.m.keys(); return c.at(ks, len(ks)-1) }
func (c *modelCursor) seek(k string) string {
	ks := c.m.keys()
	i, _ := slices.BinarySearch(ks, k)
	return c.at(ks, i)
}
func (c *modelCursor) next() string {
	if c.cur == nil {
		return ""
	}
	ks := c.m.keys()
	i, found := slices.BinarySearch(ks, *c.cur)
	if found {
		i++
	}
	return c.at(ks, i)
}
func (c *modelCursor) prev() string {
	if c.cur == nil {
		return ""
	}
	ks := c.m.keys()
	i, _ := slices.BinarySearch(ks, *c.cur)
	return c.at(ks, i-1)
}

// TestOverlayAgainstModel runs random writes and cursor moves on an overlay
// over a bbolt transaction holding random pairs, and checks every answer
// against the model; then Apply must leave bbolt holding the model.
func TestOverlayAgainstModel(t *testing.T) {
	for seed := range uint64(40) {
		t.Run(fmt.Sprint("seed=", seed), func(t *testing.T) { runModel(t, seed) })
	}
}

func runModel(t *testing.T, seed uint64) {
	r := rand.New(rand.NewPCG(seed, 7))
	key := func() string { return fmt.Sprintf("%c%c", 'a'+r.IntN(6), 'a'+r.IntN(4)) }
	s, err := boltstore.Open(filepath.Join(t.TempDir(), "x.db"), boltstore.Options{NoSync: true})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	bkt := []byte("k")
	m := model{}
	if err := s.Update(func(tx store.Tx) error {
		b, err := tx.CreateBucketIfNotExists(bkt)
		if err != nil {
			return err
		}
		for range r.IntN(20) {
			k, v := key(), fmt.Sprint("base", r.IntN(100))
			m[k] = v
			if err := b.Put([]byte(k), []byte(v)); err != nil {
				return err
			}
		}
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	err = s.Update(func(tx store.Tx) error {
		ov := overlay.New(tx, nil)
		b := ov.Bucket(bkt)
		c := b.Cursor()
		mc := &modelCursor{m: m}
		var log []string
		check := func(op string, k, v []byte, want string) {
			t.Helper()
			log = append(log, fmt.Sprintf("%s→%s", op, k))
			if string(k) != want {
				t.Fatalf("%s: key %q, want %q\n%v", op, k, want, log)
			}
			if k != nil && string(v) != m[want] {
				t.Fatalf("%s: value %q, want %q\n%v", op, v, m[want], log)
			}
		}
		for range 300 {
			switch op := r.IntN(10); op {
			case 0, 1:
				k, v := key(), fmt.Sprint("ov", r.IntN(100))
				m[k] = v
				log = append(log, "put "+k)
				if err := b.Put([]byte(k), []byte(v)); err != nil {
					return err
				}
			case 2:
				k := key()
				delete(m, k)
				log = append(log, "del "+k)
				if err := b.Delete([]byte(k)); err != nil {
					return err
				}
			case 3:
				if mc.cur != nil {
					log = append(log, "cursor del "+*mc.cur)
					delete(m, *mc.cur)
					if err := c.Delete(); err != nil {
						return err
					}
				}
			case 4:
				k, v := c.First()
				check("First", k, v, mc.first())
			case 5:
				k, v := c.Last()
				check("Last", k, v, mc.last())
			case 6:
				sk := key()[:1+r.IntN(2)]
				k, v := c.Seek([]byte(sk))
				check("Seek "+sk, k, v, mc.seek(sk))
			case 7:
				k, v := c.Next()
				check("Next", k, v, mc.next())
			case 8:
				k, v := c.Prev()
				check("Prev", k, v, mc.prev())
			case 9:
				k := key()
				if got := b.Get([]byte(k)); (got != nil) != has(m, k) || string(got) != m[k] {
					t.Fatalf("Get %s: %q, want %q", k, got, m[k])
				}
			}
		}
		if b.KeyN() != len(m) {
			t.Fatalf("KeyN %d, want %d", b.KeyN(), len(m))
		}
		if err := ov.Apply(tx); err != nil {
			return err
		}
		var got []string
		if err := tx.Bucket(bkt).ForEach(func(k, v []byte) error {
			got = append(got, string(k)+"="+string(v))
			return nil
		}); err != nil {
			return err
		}
		var want []string
		for _, k := range m.keys() {
			want = append(want, k+"="+m[k])
		}
		if !slices.Equal(got, want) {
			t.Fatalf("after Apply:\n got %v\nwant %v", got, want)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

func has(m model, k string) bool { _, ok := m[k]; return ok }

// TestDroppedOverlayChangesNothing: an overlay that is not applied leaves
// its base as it was, keyspaces and sequences included.
func TestDroppedOverlayChangesNothing(t *testing.T) {
	s, err := boltstore.Open(filepath.Join(t.TempDir(), "x.db"), boltstore.Options{NoSync: true})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	err = s.Update(func(tx store.Tx) error {
		b, err := tx.CreateBucketIfNotExists([]byte("a"))
		if err != nil {
			return err
		}
		if err := b.Put([]byte("k"), []byte("v")); err != nil {
			return err
		}
		ov := overlay.New(tx, nil)
		ob := ov.Bucket([]byte("a"))
		_ = ob.Put([]byte("k"), []byte("changed"))
		_, _ = ob.NextSequence()
		_, _ = ov.CreateBucketIfNotExists([]byte("b"))
		_ = ov.DeleteBucket([]byte("a"))
		if ov.Bucket([]byte("a")) != nil || ov.Empty() {
			t.Error("the overlay does not show its own changes")
		}
		if !bytes.Equal(tx.Bucket([]byte("a")).Get([]byte("k")), []byte("v")) || tx.Bucket([]byte("b")) != nil || tx.Bucket([]byte("a")).Sequence() != 0 {
			t.Error("the base changed before Apply")
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
