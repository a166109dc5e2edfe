package boltstore

import (
	"bytes"
	"errors"

	bolt "go.etcd.io/bbolt"

	"sgc/engine/store"
)

// One bbolt transaction keeps every node it dirties in memory until its
// commit, and the commit then copies them all into page buffers: a
// 50,000-product import (about 900,000 keys) peaked at 700 MiB that way.
// UpdateLarge commits such a write in parts instead:
//
//   - fn runs on a bbolt write transaction as any writer does, except that
//     before a key, a keyspace's sequence or a keyspace is first changed,
//     what it was before (or that it was absent) is saved in the undo
//     keyspace, in the same transaction;
//   - at a Spill once PartBytes were written, that transaction is
//     committed (a part: changes and their undo land together) and the next
//     one begun, so memory holds one part at a time;
//   - the last part also marks the undo keyspace landed: that commit is
//     the decision, the whole write has landed, and the entries are
//     deleted after it, in parts (a write that fits one part deletes them
//     in it);
//   - a failure (fn's error, a part that does not commit) undoes the parts
//     from the undo keyspace (undo.go), in parts too, each deleting the undo
//     entries it restored, so that an undo cut short resumes where it was;
//     Open settles what a crash left (undone, or its entries deleted if it
//     had landed), and so does the next writer when that failed here.
//
// Readers meanwhile see the state before: a read transaction that finds the
// undo keyspace reads each key through it (before.go). No other writer runs
// between the parts: the store's writer lock is held throughout.
//
// Undo entries rather than a journal applied at the end (etcdstore's way):
// fn reads its own writes from bbolt as usual, and each change is written
// once, not to a journal first and to its keyspace again.

// defaultPartBytes is how much a part of a large write holds (keys and
// values written, undo entries included) before a Spill commits it. A
// 50,000-product import peaked at about 250 MiB with 2, 4 or 8 MiB parts
// (the plan and the file dominate); 2 MiB took a quarter longer.
const defaultPartBytes = 4 << 20

// errLargeDeleteBucket refuses DeleteBucket on a keyspace a large write did
// not create: undoing it would need a copy of the whole keyspace, and no
// large write (an import) removes one.
var errLargeDeleteBucket = errors.New("boltstore: a large write cannot delete a keyspace it did not create")

// UpdateLarge runs fn in a write committed in parts (see above).
func (s *Store) UpdateLarge(fn func(tx store.Tx) error) (err error) {
	s.writer.Lock()
	defer s.writer.Unlock()
	tx, err := s.beginSettled()
	if err != nil {
		return err
	}
	t := &largeTx{s: s, tx: tx, created: map[string]bool{}}
	landed := false
	defer func() { // also when fn panics
		if !landed && t.tx != nil {
			_ = t.tx.Rollback()
		}
		if t.parts > 0 {
			// Undoes the parts, or deletes the entries of a write that
			// landed. Should this fail, the next writer or Open does it;
			// readers see the state before, or after, meanwhile.
			_ = s.undo()
		}
	}()
	if t.undo, err = tx.CreateBucket(undoName); err != nil {
		return err
	}
	if err = fn(t); err == nil {
		err = t.err // a failed Spill that fn did not answer
	}
	if err == nil && t.parts == 0 {
		err = t.tx.DeleteBucket(undoName)
	} else if err == nil {
		err = t.undo.Put(decidedKey, []byte{present})
	}
	if err != nil {
		return err
	}
	err, t.tx = t.tx.Commit(), nil
	landed = err == nil
	return err
}

// largeTx is the transaction of UpdateLarge.
type largeTx struct {
	s    *Store
	tx   *bolt.Tx // the part being written
	undo *bolt.Bucket
	// parts counts the parts committed; a keyspace handed out before a part
	// finds itself again in the next one.
	parts int
	size  int // bytes written since the last part
	// created are the keyspaces this write created: undoing drops them
	// whole, so their keys need no undo entries.
	created map[string]bool
	err     error
}

var (
	_ store.Tx      = (*largeTx)(nil)
	_ store.Spiller = (*largeTx)(nil)
)

// Spill commits the part written so far once it holds PartBytes.
func (t *largeTx) Spill() error {
	if t.err != nil || t.size < t.s.partBytes {
		return t.err
	}
	err := t.tx.Commit()
	t.tx = nil
	if err == nil {
		t.parts++
		t.tx, err = t.s.beginPart()
	}
	if err != nil {
		t.err = err
		return err
	}
	t.undo, t.size = t.tx.Bucket(undoName), 0
	return nil
}

func (t *largeTx) Bucket(name []byte) store.Bucket {
	b := t.tx.Bucket(name)
	if b == nil || bytes.Equal(name, undoName) {
		return nil
	}
	b.FillPercent = fillPercent
	return &largeBucket{t: t, name: bytes.Clone(name), b: b, part: t.parts}
}

func (t *largeTx) CreateBucketIfNotExists(name []byte) (store.Bucket, error) {
	if bytes.Equal(name, undoName) {
		return nil, errReservedName
	}
	if t.tx.Bucket(name) == nil {
		if err := t.undo.Put(createdKey(name), []byte{present}); err != nil {
			return nil, err
		}
		if _, err := t.tx.CreateBucket(name); err != nil {
			return nil, err
		}
		t.created[string(name)] = true
	}
	return t.Bucket(name), nil
}

func (t *largeTx) DeleteBucket(name []byte) error {
	if !t.created[string(name)] {
		return errLargeDeleteBucket
	}
	return t.tx.DeleteBucket(name)
}

func (t *largeTx) ForEach(fn func(name []byte, b store.Bucket) error) error {
	return t.tx.ForEach(func(name []byte, _ *bolt.Bucket) error {
		if bytes.Equal(name, undoName) {
			return nil
		}
		return fn(name, t.Bucket(name))
	})
}

func (t *largeTx) Writable() bool { return true }

// save keeps what key k of keyspace name holds before its first change.
func (t *largeTx) save(name []byte, b *bolt.Bucket, k []byte) error {
	if t.created[string(name)] {
		return nil
	}
	uk := undoKey(name, k)
	if t.undo.Get(uk) != nil {
		return nil
	}
	before := []byte{absent}
	if v := b.Get(k); v != nil {
		before = append([]byte{present}, v...)
	}
	t.size += len(uk) + len(before)
	return t.undo.Put(uk, before)
}

// saveSequence keeps keyspace name's sequence before its first change.
func (t *largeTx) saveSequence(name []byte, b *bolt.Bucket) error {
	if t.created[string(name)] {
		return nil
	}
	uk := sequenceKey(name)
	if t.undo.Get(uk) != nil {
		return nil
	}
	return t.undo.Put(uk, itob(b.Sequence()))
}

// largeBucket is a keyspace of a large write.
type largeBucket struct {
	t    *largeTx
	name []byte
	b    *bolt.Bucket
	part int // the part b belongs to
}

// bucket is the keyspace in the part being written.
func (lb *largeBucket) bucket() *bolt.Bucket {
	if lb.part != lb.t.parts {
		lb.b, lb.part = lb.t.tx.Bucket(lb.name), lb.t.parts
		lb.b.FillPercent = fillPercent
	}
	return lb.b
}

func (lb *largeBucket) Get(k []byte) []byte { return lb.bucket().Get(k) }

func (lb *largeBucket) Put(k, v []byte) error {
	b := lb.bucket()
	if err := lb.t.save(lb.name, b, k); err != nil {
		return err
	}
	lb.t.size += len(k) + len(v)
	return b.Put(k, v)
}

func (lb *largeBucket) Delete(k []byte) error {
	b := lb.bucket()
	if err := lb.t.save(lb.name, b, k); err != nil {
		return err
	}
	lb.t.size += len(k)
	return b.Delete(k)
}

func (lb *largeBucket) Cursor() store.Cursor {
	return &largeCursor{lb: lb, c: lb.bucket().Cursor()}
}

func (lb *largeBucket) ForEach(fn func(k, v []byte) error) error { return lb.bucket().ForEach(fn) }

func (lb *largeBucket) NextSequence() (uint64, error) {
	b := lb.bucket()
	if err := lb.t.saveSequence(lb.name, b); err != nil {
		return 0, err
	}
	return b.NextSequence()
}

func (lb *largeBucket) Sequence() uint64 { return lb.bucket().Sequence() }

func (lb *largeBucket) SetSequence(v uint64) error {
	b := lb.bucket()
	if err := lb.t.saveSequence(lb.name, b); err != nil {
		return err
	}
	return b.SetSequence(v)
}

func (lb *largeBucket) KeyN() int { return count(lb.Cursor()) }

// largeCursor is a cursor of a large write: it knows the key it stands on,
// to save it before Delete.
type largeCursor struct {
	lb *largeBucket
	c  *bolt.Cursor
	k  []byte
}

func (c *largeCursor) at(k, v []byte) ([]byte, []byte) {
	c.k = k
	return k, v
}

func (c *largeCursor) First() ([]byte, []byte)        { return c.at(c.c.First()) }
func (c *largeCursor) Last() ([]byte, []byte)         { return c.at(c.c.Last()) }
func (c *largeCursor) Seek(k []byte) ([]byte, []byte) { return c.at(c.c.Seek(k)) }
func (c *largeCursor) Next() ([]byte, []byte)         { return c.at(c.c.Next()) }
func (c *largeCursor) Prev() ([]byte, []byte)         { return c.at(c.c.Prev()) }

func (c *largeCursor) Delete() error {
	if c.k != nil {
		if err := c.lb.t.save(c.lb.name, c.lb.b, c.k); err != nil {
			return err
		}
	}
	return c.c.Delete()
}

// count counts a keyspace's keys with a cursor.
func count(c store.Cursor) int {
	n := 0
	for k, _ := c.First(); k != nil; k, _ = c.Next() {
		n++
	}
	return n
}
