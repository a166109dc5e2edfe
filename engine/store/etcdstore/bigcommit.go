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
	// Step 1: nothing is decided yet, so a failure spoils the batch and its
	// members run again.
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
	// Step 2.
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
