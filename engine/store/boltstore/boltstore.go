// Package boltstore is the single-machine implementation of store.Store on
// one bbolt file. It is the only package of sgc that imports bbolt.
//
// Each keyspace is a top-level bbolt bucket; values handed out are bbolt's own
// slices into its memory map, valid only inside the transaction (the promise
// of package store). bbolt serializes write transactions and lets readers run
// beside a writer on the snapshot they began with.
//
// Writes are committed in groups (see group.go): concurrent Update calls share
// one bbolt transaction and one fsync, each later member on its own write
// buffer (package overlay), so a call that fails leaves no trace and does not
// spoil the others, and every caller is answered only after the group's
// fsync. A lone caller runs straight on the bbolt transaction and waits for
// no timer.
package boltstore

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"sync"
	"time"

	"sgc/engine/store"
	"sgc/engine/store/group"

	bolt "go.etcd.io/bbolt"
)

// ErrLocked is answered by Open when another process holds the file past
// Options.Timeout.
var ErrLocked = errors.New("boltstore: the file is locked by another process")

// Options tune Open.
type Options struct {
	// Timeout is how long Open waits for another process to release the file;
	// zero waits forever.
	Timeout time.Duration
	// NoSync turns fsync off (benchmarks and tests only).
	NoSync bool
	// ReadOnly opens the file without writing (checks of a backup).
	ReadOnly bool
	// PartBytes is how much a part of a large write holds (large.go); zero
	// is 4 MiB. Tests set it small to write many parts.
	PartBytes int
}

// initialMmap is the address space the file is mapped with at open. bbolt
// maps it again whenever a write transaction grows the file past the map,
// and before each new map it copies every key and value the transaction has
// changed so far out of the old one (node.dereference): a 50,000-product
// import, which grows the file by about 500 MiB in one transaction, copied
// 5.3 GB that way and peaked at 1 GiB of heap. Mapping 1 GiB from the start
// (address space, not memory: the kernel loads the pages that are read, as
// before) leaves a file below that size mapped once; a larger file is
// mapped at its size rounded up to the next GiB, so a transaction remaps at
// most once per GiB it adds. Readers no longer wait for a remap either. On
// Windows bbolt would grow the file to the map's size; sgc runs on Linux.
const initialMmap = 1 << 30

// Store is a bbolt file behind store.Store.
type Store struct {
	db *bolt.DB
	g  *group.Committer
	// writer is held by a write from its begin to its commit, a large
	// write's parts included, so that no other write falls between them.
	writer    sync.Mutex
	partBytes int
}

var _ store.Store = (*Store)(nil)

// Open opens (creating if needed) the bbolt file at path.
func Open(path string, opt Options) (*Store, error) {
	db, err := bolt.Open(path, 0o600, &bolt.Options{Timeout: opt.Timeout, NoSync: opt.NoSync, ReadOnly: opt.ReadOnly, InitialMmapSize: initialMmap})
	if errors.Is(err, bolt.ErrTimeout) {
		return nil, ErrLocked
	}
	if err != nil {
		return nil, err
	}
	s := &Store{db: db, partBytes: opt.PartBytes}
	if s.partBytes == 0 {
		s.partBytes = defaultPartBytes
	}
	// A large write a crash cut short is settled before anything reads it.
	if !opt.ReadOnly {
		if err := s.undo(); err != nil {
			db.Close()
			return nil, err
		}
	}
	s.g = group.New(s.begin, checkPut)
	return s, nil
}

// View runs fn in a read-only bbolt transaction.
func (s *Store) View(fn func(tx store.Tx) error) error {
	return s.db.View(func(btx *bolt.Tx) error { return fn(&boltTx{tx: btx, undo: undoing(btx)}) })
}

// Update runs fn in a write transaction, grouped with concurrent callers.
func (s *Store) Update(fn func(tx store.Tx) error) error { return s.g.Update(fn) }

// Snapshot writes the file as one read transaction sees it; writers go on
// meanwhile.
func (s *Store) Snapshot(w io.Writer) (n int64, err error) {
	err = s.db.View(func(tx *bolt.Tx) error {
		n, err = tx.WriteTo(w)
		return err
	})
	return n, err
}

// Check runs bbolt's full structural check of the file and answers its first
// finding.
func (s *Store) Check() error {
	return s.db.View(func(tx *bolt.Tx) error {
		for err := range tx.Check() {
			return fmt.Errorf("no pasa la verificación de consistencia (%v)", err)
		}
		return nil
	})
}

// DataSize is the size in bytes of the pages the file uses: whatever follows
// them (a backup's seal) is not part of the store.
func (s *Store) DataSize() (n int64, err error) {
	err = s.db.View(func(tx *bolt.Tx) error {
		n = tx.Size()
		return nil
	})
	return n, err
}

// Close lets the commits under way finish and closes the file.
func (s *Store) Close() error {
	s.g.Close()
	return s.db.Close()
}

// boltTx is a bbolt transaction behind store.Tx. undo is set in a read
// transaction that began while a large write was under way: it reads the
// state before that write (before.go).
type boltTx struct {
	tx   *bolt.Tx
	undo *bolt.Bucket
}

func (t *boltTx) Bucket(name []byte) store.Bucket {
	b := t.tx.Bucket(name)
	switch {
	case b == nil || bytes.Equal(name, undoName):
		return nil // an untyped nil, so callers' nil checks hold
	case t.undo == nil:
		return wrap(b)
	case t.undo.Get(createdKey(name)) != nil:
		return nil
	}
	return newBeforeBucket(b, t.undo, name)
}

func (t *boltTx) CreateBucketIfNotExists(name []byte) (store.Bucket, error) {
	if bytes.Equal(name, undoName) {
		return nil, errReservedName
	}
	b, err := t.tx.CreateBucketIfNotExists(name)
	if err != nil {
		return nil, err
	}
	return wrap(b), nil
}

func (t *boltTx) DeleteBucket(name []byte) error { return t.tx.DeleteBucket(name) }

func (t *boltTx) ForEach(fn func(name []byte, b store.Bucket) error) error {
	return t.tx.ForEach(func(name []byte, _ *bolt.Bucket) error {
		if b := t.Bucket(name); b != nil {
			return fn(name, b)
		}
		return nil
	})
}

// fillPercent is how full bbolt fills a page before it splits a node. Most
// keyspaces grow at their end (ids from sequences, branch|product|sequence
// histories), where bbolt's default of one half leaves every page half
// empty for keys that never come: pages filled to 90 % (etcd's own choice
// for its revisions) make the file and a commit's dirty pages smaller.
const fillPercent = 0.9

func wrap(b *bolt.Bucket) *boltBucket {
	b.FillPercent = fillPercent
	return &boltBucket{b: b}
}

func (t *boltTx) Writable() bool { return t.tx.Writable() }

// boltBucket is a top-level bbolt bucket behind store.Bucket.
type boltBucket struct{ b *bolt.Bucket }

func (b *boltBucket) Get(k []byte) []byte                      { return b.b.Get(k) }
func (b *boltBucket) Put(k, v []byte) error                    { return b.b.Put(k, v) }
func (b *boltBucket) Delete(k []byte) error                    { return b.b.Delete(k) }
func (b *boltBucket) Cursor() store.Cursor                     { return b.b.Cursor() }
func (b *boltBucket) ForEach(fn func(k, v []byte) error) error { return b.b.ForEach(fn) }
func (b *boltBucket) NextSequence() (uint64, error)            { return b.b.NextSequence() }
func (b *boltBucket) Sequence() uint64                         { return b.b.Sequence() }
func (b *boltBucket) SetSequence(v uint64) error               { return b.b.SetSequence(v) }

// KeyN counts from the pages' statistics, which do not yet hold a write
// transaction's own changes; there it counts with a cursor.
func (b *boltBucket) KeyN() int {
	if !b.b.Tx().Writable() {
		return b.b.Stats().KeyN
	}
	return count(b.Cursor())
}

// SetNoSync turns fsync off or back on (benchmarks fill a store without it).
func (s *Store) SetNoSync(off bool) { s.db.NoSync = off }
