package etcdstore

import (
	"encoding/binary"
	"errors"
	"fmt"

	clientv3 "go.etcd.io/etcd/client/v3"

	"sgc/engine/store"
	"sgc/engine/store/group"
)

// A commit larger than one Txn takes (more than MaxTxnOps operations, or
// more than half of MaxRequestBytes: a large import) is written in steps
// under the write lock, each step a Txn guarded by the lock key like any
// commit:
//
//  1. The journal: the commit's operations in parts of at most
//     importBatchOps keys and importBatchBytes, under p/j/<n>, and its feed
//     records under p/o. No reader looks under p/.
//  2. The marker p/m (the number of parts), in one small Txn. From here the
//     commit is decided: it lands whole.
//  3. Each part applied to the store's own keys, one Txn each.
//  4. One Txn that deletes p/ and writes the feed records and the commit
//     mark, as a commit does.
//
// What a reader sees meanwhile: while the marker exists, View reads at the
// marker's revision, the state just before step 3, so every reader sees the
// state before the commit until step 4 and all of it after. No writer runs
// meanwhile: the lock is held, and whoever takes it next finishes a marker
// it finds (finishLarge) before running anything, so no other write falls
// between the parts. A crash or a lost lock before step 2 leaves a journal
// without a marker: nothing happened, and the next lock taker deletes it.
// After step 2 the next lock taker, or New at start-up, applies every part
// again (puts and deletes of fixed values: applying a part twice changes
// nothing) and ends with step 4: the commit is rolled forward. The marker's
// revision must outlive the steps: the history is compacted after an hour
// (AutoCompactionRetention), far longer than an import takes.

func (s *Store) pendingKey() string    { return s.opt.Prefix + "p/" }
func (s *Store) pendingMarker() string { return s.opt.Prefix + "p/m" }
func (s *Store) recordsKey() string    { return s.opt.Prefix + "p/o" }
func (s *Store) journalKey(i uint32) string {
	return s.opt.Prefix + "p/j/" + string(binary.BigEndian.AppendUint32(nil, i))
}

// large tells whether ops exceed one Txn (the lock guard, the mark and the
// lock's release come on top).
func large(ops []clientv3.Op) bool {
	if len(ops)+3 > MaxTxnOps {
		return true
	}
	n := 0
	for _, op := range ops {
		n += len(op.KeyBytes()) + len(op.ValueBytes()) + len(op.RangeBytes())
	}
	return n > MaxRequestBytes/2
}

// undone answers the error of a large commit decided but not applied whole
// (err): it lands when a writer next takes the lock, or when the store opens
// again. It must not say the batch is spoiled: running its members again
// would apply them twice.
func undone(err error) error {
	return fmt.Errorf("%w: el cambio quedó registrado y se completará en cuanto el grupo vuelva a aceptar cambios (%v)", store.ErrUnavailable, err)
}

// commitLarge writes ops (commitOps' answer for t) in the steps above, h
// being the lock, and answers as Commit does.
func (s *Store) commitLarge(t *tx, h *held, ops []clientv3.Op, more bool) error {
	var records []byte
	if len(t.records) > 0 { // commitOps puts the feed's records last
		records = ops[len(ops)-1].ValueBytes()
		ops = ops[:len(ops)-1]
	}
	parts := splitOps(ops)
	// Steps 1 and 2: nothing is visible yet, so a failure spoils the batch
	// and its members run again.
	head := []clientv3.Op{clientv3.OpPut(s.pendingMarker(), string(binary.BigEndian.AppendUint32(nil, uint32(len(parts)))))}
	if records != nil {
		head = append(head, clientv3.OpPut(s.recordsKey(), string(records)))
	}
	for i, p := range parts {
		if _, err := s.guarded(h, clientv3.OpPut(s.journalKey(uint32(i)), string(encodeOps(p)))); err != nil {
			t.dropStaged()
			s.lockLost(h, err)
			if errors.Is(err, errFenced) {
				return err
			}
			return fmt.Errorf("%w: %w", group.ErrSpoiled, err)
		}
	}
	if _, err := s.guarded(h, head...); err != nil {
		s.lockLost(h, err)
		if errors.Is(err, errFenced) {
			t.dropStaged()
			return err
		}
		// Its answer is lost: it may have applied, and is then finished by
		// the next writer; the staged chunks stay for it.
		return err
	}
	// Steps 3 and 4: decided.
	for _, p := range parts {
		if _, err := s.guarded(h, p...); err != nil {
			s.lockLost(h, err)
			return undone(err)
		}
	}
	end := []clientv3.Op{clientv3.OpDelete(s.pendingKey(), clientv3.WithPrefix())}
	if op, ok := t.outboxOp(h.sess.Lease()); ok {
		end = append(end, op)
	}
	end = append(end, s.mark(h))
	release := !s.keep(more)
	if release {
		end = append(end, clientv3.OpDelete(h.key.key))
	}
	resp, err := s.guarded(h, end...)
	if err != nil {
		s.lockLost(h, err)
		return undone(err)
	}
	if release {
		s.held = nil
		return nil
	}
	h.rev = resp.Header.Revision
	h.n++
	return nil
}

// guarded commits ops if h is still the lock: errFenced when it is not.
func (s *Store) guarded(h *held, ops ...clientv3.Op) (*clientv3.TxnResponse, error) {
	ctx, cancel := s.writeCtx()
	defer cancel()
	resp, err := s.cli.Txn(ctx).If(h.key.owned()).Then(ops...).Commit()
	if err != nil {
		return nil, unavailable(err)
	}
	if !resp.Succeeded {
		return nil, errFenced
	}
	return resp, nil
}

// lockLost lets go of the lock after a failed step: a fenced one's session
// is suspect, any other's key is deleted (or goes with its lease).
func (s *Store) lockLost(h *held, err error) {
	s.held = nil
	if errors.Is(err, errFenced) {
		s.dropSession(h.sess)
		return
	}
	s.abandon(h.sess, h.key)
}

// finishLarge ends what a large commit left under p/, with h just taken: a
// decided one is applied again and ended, a journal without a marker is
// deleted. Its records go out under a key of their own (recoveredOutbox), so
// that every process, this one too, follows them.
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

// splitOps cuts ops, in order, into parts of at most importBatchOps
// operations and about importBatchBytes.
func splitOps(ops []clientv3.Op) [][]clientv3.Op {
	var parts [][]clientv3.Op
	start, size := 0, 0
	for i, op := range ops {
		size += len(op.KeyBytes()) + len(op.ValueBytes()) + len(op.RangeBytes()) + 16
		if i+1-start >= importBatchOps || size >= importBatchBytes || i == len(ops)-1 {
			parts = append(parts, ops[start:i+1])
			start, size = i+1, 0
		}
	}
	return parts
}

// Journal encoding of one operation: 'p' key value, or 'd' key end (the end
// of a range, empty for one key); each byte string after its length.
func encodeOps(ops []clientv3.Op) []byte {
	var b []byte
	for _, op := range ops {
		kind, v := byte('p'), op.ValueBytes()
		if op.IsDelete() {
			kind, v = 'd', op.RangeBytes()
		}
		b = append(b, kind)
		b = binary.AppendUvarint(b, uint64(len(op.KeyBytes())))
		b = append(b, op.KeyBytes()...)
		b = binary.AppendUvarint(b, uint64(len(v)))
		b = append(b, v...)
	}
	return b
}

var errJournal = errors.New("etcdstore: a part of a large commit does not decode")

func decodeOps(b []byte) ([]clientv3.Op, error) {
	var ops []clientv3.Op
	next := func() (string, bool) {
		n, w := binary.Uvarint(b)
		if w <= 0 || uint64(len(b)-w) < n {
			return "", false
		}
		s := string(b[w : w+int(n)])
		b = b[w+int(n):]
		return s, true
	}
	for len(b) > 0 {
		kind := b[0]
		b = b[1:]
		k, ok1 := next()
		v, ok2 := next()
		switch {
		case !ok1 || !ok2:
			return nil, errJournal
		case kind == 'p':
			ops = append(ops, clientv3.OpPut(k, v))
		case kind == 'd' && v == "":
			ops = append(ops, clientv3.OpDelete(k))
		case kind == 'd':
			ops = append(ops, clientv3.OpDelete(k, clientv3.WithRange(v)))
		default:
			return nil, errJournal
		}
	}
	return ops, nil
}
