package boltstore

import (
	bolt "go.etcd.io/bbolt"

	"sgc/engine/store"
	"sgc/engine/store/group"
)

// batch is one bbolt write transaction of a group commit (package group):
// the group's members commit with one fsync.
type batch struct{ tx *bolt.Tx }

func beginner(db *bolt.DB) func() (group.Batch, error) {
	return func() (group.Batch, error) {
		tx, err := db.Begin(true)
		if err != nil {
			return nil, err
		}
		return batch{tx}, nil
	}
}

func (b batch) Tx() store.Tx      { return &boltTx{tx: b.tx} }
func (b batch) Commit(bool) error { return b.tx.Commit() }
func (b batch) Rollback(bool)     { _ = b.tx.Rollback() }

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
