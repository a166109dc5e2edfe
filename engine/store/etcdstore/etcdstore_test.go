package etcdstore_test

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	bolt "go.etcd.io/bbolt"
	clientv3 "go.etcd.io/etcd/client/v3"

	"sgc/engine/store"
	"sgc/engine/store/etcdstore"
	"sgc/engine/store/etcdstore/etcdtest"
)

func open(t *testing.T, cli *clientv3.Client) *etcdstore.Store {
	t.Helper()
	s, err := etcdstore.New(cli, etcdstore.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

func u64(v uint64) []byte { return binary.BigEndian.AppendUint64(nil, v) }

// dump answers every bucket as name → key → value, and each bucket's
// sequence, read through cursors both ways.
func dump(t *testing.T, tx store.Tx) string {
	t.Helper()
	var out bytes.Buffer
	err := tx.ForEach(func(name []byte, b store.Bucket) error {
		fmt.Fprintf(&out, "[%s seq=%d n=%d]\n", name, b.Sequence(), b.KeyN())
		c := b.Cursor()
		for k, v := c.First(); k != nil; k, v = c.Next() {
			fmt.Fprintf(&out, "%x=%x\n", k, v)
		}
		out.WriteString("<\n")
		for k, v := c.Last(); k != nil; k, v = c.Prev() {
			fmt.Fprintf(&out, "%x=%x\n", k, v)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out.String()
}

// boltTx adapts a bbolt transaction to store.Tx for the reference model.
type boltTx struct{ *bolt.Tx }

func (t boltTx) Bucket(name []byte) store.Bucket {
	if b := t.Tx.Bucket(name); b != nil {
		return boltBucket{b}
	}
	return nil
}
func (t boltTx) CreateBucketIfNotExists(name []byte) (store.Bucket, error) {
	b, err := t.Tx.CreateBucketIfNotExists(name)
	if err != nil {
		return nil, err
	}
	return boltBucket{b}, nil
}
func (t boltTx) ForEach(fn func([]byte, store.Bucket) error) error {
	return t.Tx.ForEach(func(n []byte, b *bolt.Bucket) error { return fn(n, boltBucket{b}) })
}

type boltBucket struct{ *bolt.Bucket }

func (b boltBucket) Cursor() store.Cursor { return b.Bucket.Cursor() }
func (b boltBucket) KeyN() int            { return b.Stats().KeyN }

// TestMatchesBbolt runs the same random transactions on bbolt and on the
// etcd store (puts, deletes, cursor walks with deletes, seeks, bucket
// deletion and re-creation, sequences, aborted transactions) and compares
// every read and the final contents.
func TestMatchesBbolt(t *testing.T) {
	m := etcdtest.Start(t)
	es := open(t, m.Client)
	db, err := bolt.Open(filepath.Join(t.TempDir(), "ref.db"), 0o600, &bolt.Options{NoSync: true})
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	names := [][]byte{[]byte("a"), []byte("b"), []byte("ventas_por_fecha")}
	errAbort := errors.New("abort")
	for round := 0; round < 60; round++ {
		seed := uint64(round)
		// script is one transaction; it logs every read so both stores can
		// be compared.
		script := func(tx store.Tx, log *bytes.Buffer) error {
			r := rand.New(rand.NewPCG(seed, 7))
			for op := 0; op < 40; op++ {
				name := names[r.IntN(len(names))]
				b := tx.Bucket(name)
				fmt.Fprintf(log, "b%s=%v;", name, b != nil)
				if b == nil {
					if _, err := tx.CreateBucketIfNotExists(name); err != nil {
						return err
					}
					continue
				}
				k := u64(uint64(r.IntN(50)))
				switch r.IntN(10) {
				case 0, 1, 2:
					if err := b.Put(k, []byte(fmt.Sprint(op, seed))); err != nil {
						return err
					}
				case 3:
					if err := b.Delete(k); err != nil {
						return err
					}
				case 4:
					fmt.Fprintf(log, "g%x;", b.Get(k))
				case 5:
					c := b.Cursor()
					kk, _ := c.Seek(k)
					for i := 0; kk != nil && i < 5; i++ {
						fmt.Fprintf(log, "s%x;", kk)
						kk, _ = c.Next()
					}
					kk, vv := c.Prev()
					fmt.Fprintf(log, "p%x=%x;", kk, vv)
					// bbolt's Next after Cursor.Delete skips a key (the engine
					// never deletes through a cursor), so a delete ends a walk.
					if kk != nil && r.IntN(3) == 0 {
						if err := c.Delete(); err != nil {
							return err
						}
					}
				case 6:
					s, _ := b.NextSequence()
					fmt.Fprintf(log, "q%d;", s)
				case 7:
					// bbolt's KeyN ignores the transaction's own writes; the
					// final dumps compare counts.
					fmt.Fprintf(log, "v%x;", b.Get(u64(uint64(r.IntN(50)))))
				case 8:
					if r.IntN(8) == 0 {
						if err := tx.DeleteBucket(name); err != nil {
							return err
						}
					}
				case 9:
					c := b.Cursor()
					kk, _ := c.Last()
					fmt.Fprintf(log, "l%x;", kk)
					kk, _ = c.Prev()
					fmt.Fprintf(log, "l%x;", kk)
				}
			}
			if r.IntN(6) == 0 {
				return errAbort
			}
			return nil
		}
		var logE, logB bytes.Buffer
		errE := es.Update(func(tx store.Tx) error { return script(tx, &logE) })
		errB := db.Update(func(tx *bolt.Tx) error { return script(boltTx{tx}, &logB) })
		if !errors.Is(errE, errAbort) && errE != nil || !errors.Is(errB, errAbort) && errB != nil || (errE == nil) != (errB == nil) {
			t.Fatalf("round %d: etcd %v, bbolt %v", round, errE, errB)
		}
		if logE.String() != logB.String() {
			t.Fatalf("round %d: reads differ\netcd:  %s\nbbolt: %s", round, logE.String(), logB.String())
		}
		var dumpE, dumpB string
		es.View(func(tx store.Tx) error { dumpE = dump(t, tx); return nil })
		db.View(func(tx *bolt.Tx) error { dumpB = dump(t, boltTx{tx}); return nil })
		if dumpE != dumpB {
			t.Fatalf("round %d: contents differ\netcd:\n%s\nbbolt:\n%s", round, dumpE, dumpB)
		}
	}
}

// TestConcurrentWritersSerialize: two stores (two members' processes) and
// several goroutines each read a counter and a scanned range and write
// what they read; with lost updates or a missed deletion the totals differ.
func TestConcurrentWritersSerialize(t *testing.T) {
	m := etcdtest.Start(t)
	stores := []*etcdstore.Store{open(t, m.Client), open(t, m.Client)}
	stores[0].Update(func(tx store.Tx) error {
		tx.CreateBucketIfNotExists([]byte("meta"))
		_, err := tx.CreateBucketIfNotExists([]byte("items"))
		return err
	})
	const workers, each = 6, 25
	var wg sync.WaitGroup
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			r := rand.New(rand.NewPCG(uint64(w), 1))
			s := stores[w%2]
			for range each {
				err := s.Update(func(tx store.Tx) error {
					meta, items := tx.Bucket([]byte("meta")), tx.Bucket([]byte("items"))
					n := uint64(0)
					if v := meta.Get([]byte("ops")); v != nil {
						n = binary.BigEndian.Uint64(v)
					}
					// Insert or delete one item; count the items by scanning.
					k := u64(uint64(r.IntN(20)))
					if r.IntN(2) == 0 {
						items.Put(k, []byte("x"))
					} else {
						items.Delete(k)
					}
					count := uint64(0)
					items.ForEach(func(_, _ []byte) error { count++; return nil })
					meta.Put([]byte("count"), u64(count))
					return meta.Put([]byte("ops"), u64(n+1))
				})
				if err != nil {
					t.Error(err)
					return
				}
			}
		}()
	}
	wg.Wait()
	stores[1].View(func(tx store.Tx) error {
		meta, items := tx.Bucket([]byte("meta")), tx.Bucket([]byte("items"))
		if got := binary.BigEndian.Uint64(meta.Get([]byte("ops"))); got != workers*each {
			t.Errorf("ops = %d, want %d (a lost update)", got, workers*each)
		}
		if got := binary.BigEndian.Uint64(meta.Get([]byte("count"))); got != uint64(items.KeyN()) {
			t.Errorf("count = %d, items %d (a missed insertion or deletion)", got, items.KeyN())
		}
		return nil
	})
}

// TestSequencesUnique: NextSequence through two stores never repeats.
func TestSequencesUnique(t *testing.T) {
	m := etcdtest.Start(t)
	stores := []*etcdstore.Store{open(t, m.Client), open(t, m.Client)}
	var mu sync.Mutex
	seen := map[uint64]bool{}
	var wg sync.WaitGroup
	for w := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for range 20 {
				var got uint64
				err := stores[w%2].Update(func(tx store.Tx) error {
					b, err := tx.CreateBucketIfNotExists([]byte("ventas"))
					if err != nil {
						return err
					}
					got, err = b.NextSequence()
					return err
				})
				if err != nil {
					t.Error(err)
					return
				}
				mu.Lock()
				if seen[got] {
					t.Errorf("sequence %d given twice", got)
				}
				seen[got] = true
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
}

// TestLargeValues: values above the request limit are chunked, read back
// whole (also by a cursor), replaced and deleted without leaving chunks.
func TestLargeValues(t *testing.T) {
	m := etcdtest.Start(t)
	s := open(t, m.Client)
	big := make([]byte, etcdstore.MaxRequestBytes+12345)
	for i := range big {
		big[i] = byte(i * 7)
	}
	put := func(v []byte) {
		t.Helper()
		err := s.Update(func(tx store.Tx) error {
			b, err := tx.CreateBucketIfNotExists([]byte("imagenes"))
			if err != nil {
				return err
			}
			b.Put([]byte("small"), []byte("s"))
			if v == nil {
				return b.Delete([]byte("img"))
			}
			return b.Put([]byte("img"), v)
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	check := func(want []byte) {
		t.Helper()
		s.View(func(tx store.Tx) error {
			b := tx.Bucket([]byte("imagenes"))
			if got := b.Get([]byte("img")); !bytes.Equal(got, want) {
				t.Fatalf("Get: %d bytes, want %d", len(got), len(want))
			}
			k, v := b.Cursor().First()
			if want != nil && (string(k) != "img" || !bytes.Equal(v, want)) {
				t.Fatalf("cursor: %q, %d bytes", k, len(v))
			}
			return nil
		})
	}
	chunks := func() int64 {
		r, err := m.Client.Get(context.Background(), "sgc/c/", clientv3.WithPrefix(), clientv3.WithCountOnly())
		if err != nil {
			t.Fatal(err)
		}
		return r.Count
	}
	put(big)
	check(big)
	if chunks() == 0 {
		t.Fatal("a large value was stored without chunks")
	}
	other := bytes.Repeat([]byte("x"), 2*etcdstore.ChunkBytes+1)
	put(other)
	check(other)
	put([]byte("now small"))
	check([]byte("now small"))
	if n := chunks(); n != 0 {
		t.Fatalf("%d chunks left after the value became small", n)
	}
	put(big)
	put(nil)
	check(nil)
	if n := chunks(); n != 0 {
		t.Fatalf("%d chunks left after the value was deleted", n)
	}
}

// TestSnapshotIsBbolt: the snapshot is a bbolt file with the same buckets,
// keys, values and sequences.
func TestSnapshotIsBbolt(t *testing.T) {
	m := etcdtest.Start(t)
	s := open(t, m.Client)
	big := bytes.Repeat([]byte("img"), etcdstore.ChunkBytes)
	// More keys than one batch of the copy, written in several commits.
	for part := range 6 {
		err := s.Update(func(tx store.Tx) error {
			for _, name := range []string{"meta", "ventas", "imagenes", "vacio"} {
				b, err := tx.CreateBucketIfNotExists([]byte(name))
				if err != nil {
					return err
				}
				if name == "vacio" || name == "imagenes" && part > 0 {
					continue
				}
				for i := range 2400 {
					b.Put(u64(uint64(part*2400+i)), []byte(name+fmt.Sprint(i)))
				}
				b.SetSequence(uint64(len(name) * 100))
			}
			return tx.Bucket([]byte("imagenes")).Put([]byte("big"), big)
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	path := filepath.Join(t.TempDir(), "backup.db")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	n, err := s.Snapshot(f)
	f.Close()
	if err != nil || n == 0 {
		t.Fatalf("Snapshot: %d bytes, %v", n, err)
	}
	db, err := bolt.Open(path, 0o600, &bolt.Options{ReadOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var want, got string
	s.View(func(tx store.Tx) error { want = dump(t, tx); return nil })
	db.View(func(tx *bolt.Tx) error { got = dump(t, boltTx{tx}); return nil })
	if got != want {
		t.Fatal("the snapshot differs from the store")
	}
}

// TestFencing: a writer whose lease expired while it held the lock cannot
// commit: its transaction runs once more under a new lock, and when the
// lease is lost again nothing of it is applied.
func TestFencing(t *testing.T) {
	m := etcdtest.Start(t)
	s := open(t, m.Client)
	// Lose the lease as a paused process would.
	revoke := func() error {
		leases, err := m.Client.Leases(context.Background())
		if err != nil {
			return err
		}
		for _, l := range leases.Leases {
			if _, err := m.Client.Revoke(context.Background(), l.ID); err != nil {
				return err
			}
		}
		return nil
	}
	runs := 0
	err := s.Update(func(tx store.Tx) error {
		runs++
		b, err := tx.CreateBucketIfNotExists([]byte("b"))
		if err != nil {
			return err
		}
		if runs == 1 {
			if err := revoke(); err != nil {
				return err
			}
		}
		return b.Put([]byte("k"), []byte(fmt.Sprint(runs)))
	})
	if err != nil || runs != 2 {
		t.Fatalf("after one lost lease: %v, %d runs; want success on the second run", err, runs)
	}
	err = s.Update(func(tx store.Tx) error {
		if err := revoke(); err != nil {
			return err
		}
		return tx.Bucket([]byte("b")).Put([]byte("k"), []byte("fenced"))
	})
	if !errors.Is(err, store.ErrUnavailable) {
		t.Fatalf("commit after the lease was lost twice: %v, want ErrUnavailable", err)
	}
	s.View(func(tx store.Tx) error {
		if got := string(tx.Bucket([]byte("b")).Get([]byte("k"))); got != "2" {
			t.Fatalf("k = %q: a fenced transaction was applied", got)
		}
		return nil
	})
}

// TestStoppedMemberUnavailable: with the member gone, a write fails with
// ErrUnavailable within the timeout instead of hanging.
func TestStoppedMemberUnavailable(t *testing.T) {
	m := etcdtest.Start(t)
	s, err := etcdstore.New(m.Client, etcdstore.Options{Timeout: time.Second})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if err := s.Update(func(tx store.Tx) error { _, err := tx.CreateBucketIfNotExists([]byte("b")); return err }); err != nil {
		t.Fatal(err)
	}
	m.Etcd.Server.HardStop()
	start := time.Now()
	err = s.Update(func(tx store.Tx) error { return tx.Bucket([]byte("b")).Put([]byte("k"), []byte("v")) })
	if !errors.Is(err, store.ErrUnavailable) {
		t.Fatalf("write on a stopped member: %v, want ErrUnavailable", err)
	}
	if d := time.Since(start); d > 3*time.Second {
		t.Fatalf("the refusal took %v", d)
	}
}

// TestFeed: a record announced in a commit reaches the other store, in
// order, and not the store that wrote it; an aborted commit announces
// nothing.
func TestFeed(t *testing.T) {
	m := etcdtest.Start(t)
	a, b := open(t, m.Client), open(t, m.Client)
	var mu sync.Mutex
	var gotA, gotB []string
	a.Follow(func(r []byte) { mu.Lock(); gotA = append(gotA, string(r)); mu.Unlock() })
	b.Follow(func(r []byte) { mu.Lock(); gotB = append(gotB, string(r)); mu.Unlock() })
	time.Sleep(100 * time.Millisecond)
	for i, rec := range []string{"uno", "dos", "abortado", "tres"} {
		err := a.Update(func(tx store.Tx) error {
			bk, err := tx.CreateBucketIfNotExists([]byte("x"))
			if err != nil {
				return err
			}
			bk.Put(u64(uint64(i)), []byte(rec))
			if err := a.Announce(tx, []byte(rec)); err != nil {
				return err
			}
			if rec == "abortado" {
				return errors.New("abort")
			}
			return nil
		})
		if err != nil && rec != "abortado" {
			t.Fatal(err)
		}
	}
	deadline := time.Now().Add(5 * time.Second)
	for {
		mu.Lock()
		done := fmt.Sprint(gotB) == "[uno dos tres]"
		mu.Unlock()
		if done || time.Now().After(deadline) {
			break
		}
		time.Sleep(20 * time.Millisecond)
	}
	mu.Lock()
	defer mu.Unlock()
	if fmt.Sprint(gotB) != "[uno dos tres]" {
		t.Errorf("the other store followed %q", gotB)
	}
	if len(gotA) != 0 {
		t.Errorf("the writing store followed its own records %q", gotA)
	}
}

// TestImport: a single-machine bbolt file becomes the store's content, large
// values and sequences included; a second import is refused.
func TestImport(t *testing.T) {
	m := etcdtest.Start(t)
	s := open(t, m.Client)
	path := filepath.Join(t.TempDir(), "sgc.db")
	db, err := bolt.Open(path, 0o600, &bolt.Options{NoSync: true})
	if err != nil {
		t.Fatal(err)
	}
	err = db.Update(func(tx *bolt.Tx) error {
		for _, name := range []string{"meta", "ventas", "imagenes", "vacio"} {
			b, err := tx.CreateBucket([]byte(name))
			if err != nil {
				return err
			}
			if name == "vacio" {
				continue
			}
			for i := range 12000 / len(name) {
				b.Put(u64(uint64(i)), []byte(name+fmt.Sprint(i)))
			}
			b.SetSequence(uint64(len(name) * 100))
		}
		return tx.Bucket([]byte("imagenes")).Put([]byte("big"), bytes.Repeat([]byte("img"), etcdstore.ChunkBytes))
	})
	if err != nil {
		t.Fatal(err)
	}
	var want, got string
	db.View(func(tx *bolt.Tx) error { want = dump(t, boltTx{tx}); return nil })
	db.Close()
	if err := s.Import(path); err != nil {
		t.Fatal(err)
	}
	s.View(func(tx store.Tx) error { got = dump(t, tx); return nil })
	if got != want {
		t.Fatal("the imported store differs from the file")
	}
	if err := s.Import(path); !errors.Is(err, etcdstore.ErrNotEmpty) {
		t.Fatalf("second import: %v, want ErrNotEmpty", err)
	}
}

// TestDefragment: after values are overwritten and the history compacted,
// Defragment shrinks the member's file; with nothing to free it does nothing.
func TestDefragment(t *testing.T) {
	m := etcdtest.Start(t)
	s := open(t, m.Client)
	val := bytes.Repeat([]byte("v"), 2000)
	for round := range 4 {
		err := s.Update(func(tx store.Tx) error {
			b, err := tx.CreateBucketIfNotExists([]byte("stock"))
			if err != nil {
				return err
			}
			for i := range 2000 {
				b.Put(u64(uint64(i)), append(val, byte(round)))
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	st, err := m.Client.Status(context.Background(), "")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := m.Client.Compact(context.Background(), st.Header.Revision, clientv3.WithCompactPhysical()); err != nil {
		t.Fatal(err)
	}
	before := m.Etcd.Server.Backend().Size()
	done, err := etcdstore.Defragment(m.Etcd)
	if err != nil || !done {
		t.Fatalf("Defragment: %v, %v", done, err)
	}
	if after := m.Etcd.Server.Backend().Size(); after*2 > before {
		t.Fatalf("the file went from %d to %d bytes", before, after)
	}
	if done, _ := etcdstore.Defragment(m.Etcd); done {
		t.Fatal("a second Defragment found space to free")
	}
}
