package boltstore

import (
	"bytes"
	"encoding/binary"
	"errors"

	bolt "go.etcd.io/bbolt"
)

// The undo keyspace of a large write (large.go) exists only while one is
// under way, or after a crash cut it short. Its keys:
//
//   - uvarint(len(name)) name key → absent, or present and the value: what
//     key of keyspace name held before the write;
//   - 0 'b' name → the write created keyspace name;
//   - 0 's' name → the keyspace's sequence before the write (8 bytes);
//   - 0 'd' → the write landed whole: the entries are only left to delete.
//
// A name's length is never 0, so the first byte tells the kinds apart.
var undoName = []byte("\x00undo")

// errReservedName refuses a keyspace under the undo keyspace's name.
var errReservedName = errors.New("boltstore: reserved keyspace name")

const (
	absent  = 0
	present = 1
)

func undoPrefix(name []byte) []byte {
	return append(binary.AppendUvarint(nil, uint64(len(name))), name...)
}

func undoKey(name, k []byte) []byte { return append(undoPrefix(name), k...) }

func createdKey(name []byte) []byte { return append([]byte{0, 'b'}, name...) }

func sequenceKey(name []byte) []byte { return append([]byte{0, 's'}, name...) }

var decidedKey = []byte{0, 'd'}

// undoing answers the undo keyspace of tx when a large write is under way
// or was cut short before it landed, else nil.
func undoing(tx *bolt.Tx) *bolt.Bucket {
	if u := tx.Bucket(undoName); u != nil && u.Get(decidedKey) == nil {
		return u
	}
	return nil
}

// splitUndoKey answers the keyspace and key of an undo entry.
func splitUndoKey(uk []byte) (name, k []byte) {
	n, w := binary.Uvarint(uk)
	return uk[w : w+int(n)], uk[w+int(n):]
}

func itob(v uint64) []byte { return binary.BigEndian.AppendUint64(nil, v) }

// undoEntryCost stands for what restoring an entry dirties beside its key
// and value (its share of a node), so that a part of an undo made of
// deletions stays small too.
const undoEntryCost = 64

// beginSettled begins a write transaction on a store with no large write
// left half done: one whose undo failed is undone first, the entries of one
// that landed are deleted.
func (s *Store) beginSettled() (*bolt.Tx, error) {
	for {
		tx, err := s.db.Begin(true)
		if err != nil || tx.Bucket(undoName) == nil {
			return tx, err
		}
		_ = tx.Rollback()
		if err := s.undo(); err != nil {
			return nil, err
		}
	}
}

// undo settles the large write the undo keyspace belongs to: if it landed,
// its entries are deleted; if not, the store is brought back to its state
// before it. Both go in parts; with no undo keyspace it does nothing.
func (s *Store) undo() error {
	for {
		done, err := s.undoPart()
		if err != nil || done {
			return err
		}
	}
}

// beginPart begins a transaction of a large write, an undo or a drop, first
// taking the pages the parts before it read or wrote out of the process's
// map (mapped_linux.go).
func (s *Store) beginPart() (*bolt.Tx, error) {
	tx, err := s.db.Begin(true)
	if err == nil {
		s.dropMapped(int(tx.Size()))
	}
	return tx, err
}

// undoPart restores about PartBytes of saved keys and deletes their undo
// entries in the same transaction. Once no key is left it restores the
// sequences, drops the keyspaces the write created and the undo keyspace,
// and answers done.
// A landed write's entries are deleted the same way, restoring nothing; its
// mark goes last, with the keyspace. (One DeleteBucket would read every page
// of the keyspace in one transaction, 60 MiB of a 50,000-product import.)
func (s *Store) undoPart() (done bool, err error) {
	tx, err := s.beginPart()
	if err != nil {
		return false, err
	}
	defer func() {
		if err != nil {
			_ = tx.Rollback()
		}
	}()
	undo := tx.Bucket(undoName)
	if undo == nil {
		return true, tx.Rollback()
	}
	landed := undo.Get(decidedKey) != nil
	var saved [][]byte
	size := 0
	c := undo.Cursor()
	for uk, v := c.Seek([]byte{1}); uk != nil && size < s.partBytes; uk, v = c.Next() {
		saved = append(saved, bytes.Clone(uk))
		size += len(uk) + len(v) + undoEntryCost
	}
	for _, uk := range saved {
		if !landed {
			if err := restore(tx, uk, undo.Get(uk)); err != nil {
				return false, err
			}
		}
		if err := undo.Delete(uk); err != nil {
			return false, err
		}
	}
	if len(saved) == 0 {
		if !landed {
			if err := restoreKeyspaces(tx, undo); err != nil {
				return false, err
			}
		}
		if err := tx.DeleteBucket(undoName); err != nil {
			return false, err
		}
		done = true
	}
	return done, tx.Commit()
}

// restore puts back what undo entry uk saved.
func restore(tx *bolt.Tx, uk, before []byte) error {
	name, k := splitUndoKey(uk)
	b := tx.Bucket(name)
	if b == nil {
		return nil
	}
	b.FillPercent = fillPercent
	if before[0] == absent {
		return b.Delete(k)
	}
	return b.Put(bytes.Clone(k), bytes.Clone(before[1:]))
}

// restoreKeyspaces drops the keyspaces the write created and puts back the
// others' sequences.
func restoreKeyspaces(tx *bolt.Tx, undo *bolt.Bucket) error {
	type entry struct{ k, v []byte }
	var entries []entry
	c := undo.Cursor()
	for uk, v := c.First(); uk != nil && uk[0] == 0; uk, v = c.Next() {
		entries = append(entries, entry{bytes.Clone(uk), bytes.Clone(v)})
	}
	for _, e := range entries {
		name := e.k[2:]
		switch e.k[1] {
		case 'b':
			if err := tx.DeleteBucket(name); err != nil && !errors.Is(err, bolt.ErrBucketNotFound) {
				return err
			}
		case 's':
			if b := tx.Bucket(name); b != nil {
				if err := b.SetSequence(binary.BigEndian.Uint64(e.v)); err != nil {
					return err
				}
			}
		}
	}
	return nil
}
