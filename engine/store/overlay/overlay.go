// Package overlay is a write buffer over a store transaction: a store.Tx whose
// writes stay in memory, read back through Get and cursors merged with the
// base, until Apply writes them to a writable transaction. Dropping the
// overlay undoes everything it was told.
//
// boltstore runs each member of a grouped commit in an overlay over the
// shared bbolt transaction, so a member that fails is simply dropped; an
// optimistic store (etcd) can run a transaction in an overlay over its read
// snapshot and send the buffered writes as one compare-and-put.
//
// The base must not change while the overlay is in use, except through Apply
// once fn is done. An overlay is used by one goroutine. Keys and values given
// to Put are copied; values it hands out follow the store's lifetime rule.
package overlay

import (
	"bytes"
	"errors"
	"slices"
	"sort"

	"sgc/engine/store"
)

// ErrBucketNotFound is answered for a write to or a removal of a keyspace
// that does not exist.
var ErrBucketNotFound = errors.New("overlay: bucket not found")

// ErrEmptyKey refuses a write under an empty key.
var ErrEmptyKey = errors.New("overlay: empty key")

// Tx is an overlay over a base transaction.
type Tx struct {
	base store.Tx
	// check vets a key and value at Put with the limits of the store Apply
	// will write to, so that Apply does not fail on them.
	check   func(k, v []byte) error
	buckets map[string]*Bucket
	// records travel with the writes to dst at Apply (AddRecord).
	records [][]byte
}

var _ store.Tx = (*Tx)(nil)

// New starts an overlay over base. check, when not nil, vets every Put.
func New(base store.Tx, check func(k, v []byte) error) *Tx {
	return &Tx{base: base, check: check, buckets: map[string]*Bucket{}}
}

// Bucket is one keyspace of an overlay.
type Bucket struct {
	tx   *Tx
	name string
	// base is the keyspace underneath, nil when there is none or when this
	// overlay dropped it.
	base store.Bucket
	// exists tells whether the keyspace exists as the overlay sees it;
	// dropped that the base's contents were removed (DeleteBucket).
	exists, dropped bool
	writes          map[string]*entry
	// sorted holds the written keys in order; pending those written since.
	sorted, pending []string
	seq             uint64
	seqLoaded       bool
	seqSet          bool
}

type entry struct {
	val     []byte
	deleted bool
}

// bucket answers the overlay state of name, loading it from the base.
func (t *Tx) bucket(name []byte) *Bucket {
	if b, ok := t.buckets[string(name)]; ok {
		return b
	}
	b := &Bucket{tx: t, name: string(name), writes: map[string]*entry{}}
	if base := t.base.Bucket(name); base != nil {
		b.base, b.exists = base, true
	}
	t.buckets[b.name] = b
	return b
}

// Bucket answers the keyspace, or an untyped nil when it does not exist.
func (t *Tx) Bucket(name []byte) store.Bucket {
	b := t.bucket(name)
	if !b.exists {
		return nil
	}
	return b
}

// CreateBucketIfNotExists answers the keyspace, creating it in the overlay.
func (t *Tx) CreateBucketIfNotExists(name []byte) (store.Bucket, error) {
	if len(name) == 0 {
		return nil, ErrEmptyKey
	}
	b := t.bucket(name)
	b.exists = true
	return b, nil
}

// DeleteBucket removes the keyspace and all it holds.
func (t *Tx) DeleteBucket(name []byte) error {
	b := t.bucket(name)
	if !b.exists {
		return ErrBucketNotFound
	}
	b.exists, b.dropped, b.base = false, true, nil
	b.writes, b.sorted, b.pending = map[string]*entry{}, nil, nil
	b.seq, b.seqLoaded, b.seqSet = 0, true, true
	return nil
}

// ForEach calls fn for every keyspace in name order.
func (t *Tx) ForEach(fn func(name []byte, b store.Bucket) error) error {
	seen := map[string]bool{}
	var names []string
	err := t.base.ForEach(func(name []byte, _ store.Bucket) error {
		seen[string(name)] = true
		names = append(names, string(name))
		return nil
	})
	if err != nil {
		return err
	}
	for n := range t.buckets {
		if !seen[n] {
			names = append(names, n)
		}
	}
	sort.Strings(names)
	for _, n := range names {
		if b := t.bucket([]byte(n)); b.exists {
			if err := fn([]byte(n), b); err != nil {
				return err
			}
		}
	}
	return nil
}

// Writable: an overlay takes writes whatever its base.
func (t *Tx) Writable() bool { return true }

// Empty reports whether the overlay holds no change.
func (t *Tx) Empty() bool {
	for _, b := range t.buckets {
		if b.dropped || (b.exists && b.base == nil) || len(b.writes) > 0 || b.seqSet {
			return false
		}
	}
	return true
}

// RecordTaker is a transaction that publishes records with its commit (the
// etcd store's feed, store.Feed).
type RecordTaker interface{ AddRecord(record []byte) }

// AddRecord keeps record for the commit the overlay is applied to: a member
// of a grouped commit announces its change set as it would on the store's
// own transaction, and the record is published only if the member is.
func (t *Tx) AddRecord(record []byte) { t.records = append(t.records, bytes.Clone(record)) }

// Apply writes the overlay's changes to dst, a writable transaction over the
// same state as the base (usually the base itself). Keyspaces are handled in
// name order and keys in key order.
func (t *Tx) Apply(dst store.Tx) error {
	names := make([]string, 0, len(t.buckets))
	for n := range t.buckets {
		names = append(names, n)
	}
	sort.Strings(names)
	if len(t.records) > 0 {
		rt, ok := dst.(RecordTaker)
		if !ok {
			return errors.New("overlay: records for a transaction that publishes none")
		}
		for _, r := range t.records {
			rt.AddRecord(r)
		}
	}
	for _, n := range names {
		b := t.buckets[n]
		if b.dropped && dst.Bucket([]byte(n)) != nil {
			if err := dst.DeleteBucket([]byte(n)); err != nil {
				return err
			}
		}
		if !b.exists {
			continue
		}
		var db store.Bucket
		if b.base != nil {
			db = dst.Bucket([]byte(n))
		} else {
			var err error
			if db, err = dst.CreateBucketIfNotExists([]byte(n)); err != nil {
				return err
			}
		}
		if db == nil {
			return ErrBucketNotFound
		}
		for _, k := range b.keys() {
			e := b.writes[k]
			var err error
			if e.deleted {
				err = db.Delete([]byte(k))
			} else {
				err = db.Put([]byte(k), e.val)
			}
			if err != nil {
				return err
			}
		}
		if b.seqSet {
			if err := db.SetSequence(b.seq); err != nil {
				return err
			}
		}
	}
	return nil
}

// keys answers the written keys in order, merging the pending ones in.
func (b *Bucket) keys() []string {
	if len(b.pending) > 0 {
		slices.Sort(b.pending)
		b.sorted = mergeSorted(b.sorted, b.pending)
		b.pending = b.pending[:0]
	}
	return b.sorted
}

func mergeSorted(a, c []string) []string {
	out := make([]string, 0, len(a)+len(c))
	i, j := 0, 0
	for i < len(a) && j < len(c) {
		if a[i] < c[j] {
			out = append(out, a[i])
			i++
		} else {
			out = append(out, c[j])
			j++
		}
	}
	out = append(out, a[i:]...)
	return append(out, c[j:]...)
}

func (b *Bucket) Get(k []byte) []byte {
	if e, ok := b.writes[string(k)]; ok {
		if e.deleted {
			return nil
		}
		return e.val
	}
	if b.base == nil {
		return nil
	}
	return b.base.Get(k)
}

func (b *Bucket) set(k []byte, e *entry) {
	if _, ok := b.writes[string(k)]; !ok {
		b.pending = append(b.pending, string(k))
	}
	b.writes[string(k)] = e
}

func (b *Bucket) Put(k, v []byte) error {
	if !b.exists {
		return ErrBucketNotFound
	}
	if len(k) == 0 {
		return ErrEmptyKey
	}
	if b.tx.check != nil {
		if err := b.tx.check(k, v); err != nil {
			return err
		}
	}
	b.set(k, &entry{val: bytes.Clone(v)})
	return nil
}

func (b *Bucket) Delete(k []byte) error {
	if !b.exists {
		return ErrBucketNotFound
	}
	b.set(k, &entry{deleted: true})
	return nil
}

func (b *Bucket) loadSeq() {
	if !b.seqLoaded {
		if b.base != nil {
			b.seq = b.base.Sequence()
		}
		b.seqLoaded = true
	}
}

func (b *Bucket) NextSequence() (uint64, error) {
	if !b.exists {
		return 0, ErrBucketNotFound
	}
	b.loadSeq()
	b.seq++
	b.seqSet = true
	return b.seq, nil
}

func (b *Bucket) Sequence() uint64 {
	b.loadSeq()
	return b.seq
}

func (b *Bucket) SetSequence(v uint64) error {
	if !b.exists {
		return ErrBucketNotFound
	}
	b.seq, b.seqLoaded, b.seqSet = v, true, true
	return nil
}

// KeyN counts the keys as the overlay sees them.
func (b *Bucket) KeyN() int {
	n := 0
	if b.base != nil {
		n = b.base.KeyN()
	}
	for k, e := range b.writes {
		inBase := b.base != nil && b.base.Get([]byte(k)) != nil
		switch {
		case e.deleted && inBase:
			n--
		case !e.deleted && !inBase:
			n++
		}
	}
	return n
}

func (b *Bucket) ForEach(fn func(k, v []byte) error) error {
	c := b.Cursor()
	for k, v := c.First(); k != nil; k, v = c.Next() {
		if err := fn(k, v); err != nil {
			return err
		}
	}
	return nil
}
