package boltstore

import (
	bolt "go.etcd.io/bbolt"

	"sgc/engine/store"
	"sgc/engine/store/group"
)

// batch is one bbolt write transaction of a group commit (package group):
// the group's members commit with one fsync. It holds the store's writer
// lock from begin to its end.
type batch struct {
	tx *bolt.Tx
	s  *Store
}

func (s *Store) begin() (group.Batch, error) {
	s.writer.Lock()
	tx, err := s.beginSettled()
	if err != nil {
		s.writer.Unlock()
		return nil, err
	}
	return batch{tx, s}, nil
}

func (b batch) Tx() store.Tx { return &boltTx{tx: b.tx} }

func (b batch) Commit(bool) error {
	defer b.s.writer.Unlock()
	return b.tx.Commit()
}

func (b batch) Rollback(bool) {
	_ = b.tx.Rollback()
	b.s.writer.Unlock()
}

// checkPut holds an overlay's writes to bbolt's limits, so that applying them
// cannot fail on a key or value bbolt would refuse.
func checkPut(k, v []byte) error {
	switch {
	case len(k) > bolt.MaxKeySize:
		return bolt.ErrKeyTooLarge
	case int64(len(v)) > bolt.MaxValueSize:
		return bolt.ErrValueTooLarge
	}
	return nil
}
