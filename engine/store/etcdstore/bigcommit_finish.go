package etcdstore

import (
	"encoding/binary"
	"fmt"

	clientv3 "go.etcd.io/etcd/client/v3"

	"sgc/engine/store"
)

// finishLarge ends what a large commit left under p/, with h just taken: a
// decided one is applied again and ended, a journal without a marker is
// deleted. A decided one's feed records go out under a key of their own
// (recoveredOutbox), so that every process, this one too, follows them.
func (s *Store) finishLarge(h *held) error {
	get := func(key string, opts ...clientv3.OpOption) (*clientv3.GetResponse, error) {
		ctx, cancel := s.writeCtx()
		defer cancel()
		r, err := s.cli.Get(ctx, key, append(opts, clientv3.WithSerializable())...)
		return r, unavailable(err)
	}
	r, err := get(s.pendingKey(), clientv3.WithPrefix(), clientv3.WithKeysOnly(), clientv3.WithLimit(1))
	if err != nil || len(r.Kvs) == 0 {
		return err
	}
	end := []clientv3.Op{clientv3.OpDelete(s.pendingKey(), clientv3.WithPrefix())}
	if r, err = get(s.pendingMarker()); err != nil {
		return err
	}
	if len(r.Kvs) == 1 {
		n := binary.BigEndian.Uint32(r.Kvs[0].Value)
		for i := range n {
			j, err := get(s.journalKey(i))
			if err != nil {
				return err
			}
			if len(j.Kvs) != 1 {
				return fmt.Errorf("etcdstore: part %d of %d of a large commit is missing", i, n)
			}
			ops, err := decodeOps(j.Kvs[0].Value)
			if err != nil {
				return err
			}
			if _, err := s.guarded(h, ops...); err != nil {
				return err
			}
		}
		if o, err := get(s.recordsKey()); err != nil {
			return err
		} else if len(o.Kvs) == 1 {
			end = append(end, clientv3.OpPut(s.recoveredOutbox(h.sess.Lease()), string(o.Kvs[0].Value), clientv3.WithLease(h.sess.Lease())))
		}
	}
	resp, err := s.guarded(h, end...)
	if err != nil {
		return err
	}
	h.rev = resp.Header.Revision
	return nil
}

// recoveredOutbox is the outbox key of records this process finished for
// another: outside its own prefix, so that its own feed delivers them too.
func (s *Store) recoveredOutbox(lease clientv3.LeaseID) string {
	return fmt.Sprintf("%so/%s-r/%016x", s.opt.Prefix, s.origin, int64(lease))
}

// finishAtStart finishes a large commit a crash left decided, when there is
// one; without a majority it stays for the first writer (readers do not see
// it meanwhile).
func (s *Store) finishAtStart() {
	ctx, cancel := s.waitCtx()
	r, err := s.cli.Get(ctx, s.pendingKey(), clientv3.WithPrefix(), clientv3.WithKeysOnly(), clientv3.WithLimit(1), clientv3.WithSerializable())
	cancel()
	if err == nil && len(r.Kvs) == 1 {
		_ = s.Update(func(store.Tx) error { return nil }) // begin finishes it
	}
}
