package cluster

import (
	"fmt"

	"sgc/engine/store"
)

// Import limits: one etcd request carries at most this much, well inside its
// request size and operation limits (larger values are chunked by the store).
const (
	importBatchKeys  = 512
	importBatchBytes = 1 << 20
)

// Import copies every keyspace of src, with its sequence, into dst. A shop
// that grows from one mini-PC to a cluster keeps its history this way
// (--cluster-init on a folder with an sgc.db). It runs once, before the
// engine opens dst; the copy is split into transactions that etcd accepts, so
// a failure leaves dst partly filled and the caller discards it.
func Import(dst, src store.Store) (keys int, err error) {
	err = src.View(func(stx store.Tx) error {
		return stx.ForEach(func(name []byte, b store.Bucket) error {
			n, err := importBucket(dst, name, b)
			keys += n
			if err != nil {
				return fmt.Errorf("no se pudo copiar %s al grupo: %w", name, err)
			}
			return nil
		})
	})
	return keys, err
}

type pair struct{ k, v []byte }

// importBucket copies one keyspace in batches, its sequence with the last one.
func importBucket(dst store.Store, name []byte, b store.Bucket) (int, error) {
	var batch []pair
	size, n := 0, 0
	flush := func(last bool) error {
		err := dst.Update(func(tx store.Tx) error {
			db, err := tx.CreateBucketIfNotExists(name)
			if err != nil {
				return err
			}
			for _, p := range batch {
				if err := db.Put(p.k, p.v); err != nil {
					return err
				}
			}
			if last {
				return db.SetSequence(b.Sequence())
			}
			return nil
		})
		n += len(batch)
		batch, size = batch[:0], 0
		return err
	}
	c := b.Cursor()
	for k, v := c.First(); k != nil; k, v = c.Next() {
		batch = append(batch, pair{k, v})
		size += len(k) + len(v)
		if len(batch) >= importBatchKeys || size >= importBatchBytes {
			if err := flush(false); err != nil {
				return n, err
			}
		}
	}
	return n, flush(true)
}
