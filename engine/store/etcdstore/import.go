package etcdstore

import (
	"context"
	"encoding/binary"
	"errors"

	bolt "go.etcd.io/bbolt"
	clientv3 "go.etcd.io/etcd/client/v3"
)

// An import writes Txns of at most importBatchOps keys and importBatchBytes,
// well under the limits, so each raft entry stays small.
const (
	importBatchOps   = 2048
	importBatchBytes = 2 << 20
)

// ErrNotEmpty refuses to import into a store that already holds buckets.
var ErrNotEmpty = errors.New("el grupo ya tiene datos: solo se importa una base al formar un grupo nuevo")

// Import copies a bbolt file of single-machine mode (sgc.db, or a backup)
// into an empty store, so a shop that forms a cluster keeps its history.
// The values go first, in batches; the buckets appear all at once with the
// last Txn (a bucket exists by its marker), so an interrupted import leaves
// no bucket and can simply be run again.
func (s *Store) Import(path string) error {
	ctx := context.Background()
	db, err := bolt.Open(path, 0o600, &bolt.Options{ReadOnly: true})
	if err != nil {
		return err
	}
	defer db.Close()
	do := func(ops ...clientv3.Op) error {
		c, cancel := context.WithTimeout(ctx, s.opt.Timeout)
		defer cancel()
		_, err := s.cli.Txn(c).Then(ops...).Commit()
		return unavailable(err)
	}
	c, cancel := context.WithTimeout(ctx, s.opt.Timeout)
	r, err := s.cli.Get(c, s.opt.Prefix+"b/", clientv3.WithPrefix(), clientv3.WithCountOnly())
	cancel()
	if err != nil {
		return unavailable(err)
	}
	if r.Count > 0 {
		return ErrNotEmpty
	}
	// What an interrupted import left.
	if err := do(clientv3.OpDelete(s.opt.Prefix+"d/", clientv3.WithPrefix()), clientv3.OpDelete(s.opt.Prefix+"c/", clientv3.WithPrefix())); err != nil {
		return err
	}
	t := s.newTx(0, true)
	var markers []clientv3.Op
	err = db.View(func(btx *bolt.Tx) error {
		return btx.ForEach(func(name []byte, b *bolt.Bucket) error {
			if !validName(name) {
				return ErrBucketNameValid
			}
			n := string(name)
			var flags byte
			var ops []clientv3.Op
			size := 0
			err := b.ForEach(func(k, v []byte) error {
				if v == nil {
					return errors.New("etcdstore: nested buckets are not imported")
				}
				val := string(append([]byte{tagInline}, v...))
				if len(v) > ChunkBytes {
					h, err := t.stage(n, v)
					if err != nil {
						return err
					}
					flags |= flagChunks
					val = string(h)
				}
				ops = append(ops, clientv3.OpPut(t.dataPrefix(n)+string(k), val))
				size += len(k) + len(val) + 16
				if size < importBatchBytes && len(ops) < importBatchOps {
					return nil
				}
				err := do(ops...)
				ops, size = ops[:0], 0
				return err
			})
			if err != nil {
				return err
			}
			if len(ops) > 0 {
				if err := do(ops...); err != nil {
					return err
				}
			}
			m := make([]byte, 9)
			binary.BigEndian.PutUint64(m, b.Sequence())
			m[8] = flags
			markers = append(markers, clientv3.OpPut(t.markerKey(n), string(m)))
			return nil
		})
	})
	if err != nil {
		return err
	}
	return do(markers...)
}
