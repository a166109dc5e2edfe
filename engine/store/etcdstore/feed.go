package etcdstore

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"strings"
	"time"

	"go.etcd.io/etcd/api/v3/mvccpb"
	clientv3 "go.etcd.io/etcd/client/v3"

	"sgc/engine/store"
	"sgc/engine/store/overlay"
)

// The feed: each commit that announces records also writes them under the
// process's outbox key o/<origin>/<lease> in the same Txn (origin is random
// per Store, so a process knows its own records whatever lease wrote them).
// The key lives on the write lock's session lease, so a dead process leaves
// no key behind; a watch on o/ delivers every revision of every member's key
// in commit order, so overwriting one key per process loses nothing.
type feed struct {
	cancel context.CancelFunc
	done   chan struct{}
}

var _ store.Feed = (*Store)(nil)

// Announce adds record to the commit of tx: the store's own transaction,
// or the overlay a member of a group commit runs in (package group).
func (s *Store) Announce(stx store.Tx, record []byte) error {
	switch t := stx.(type) {
	case *tx:
		if t.s == s && t.writable {
			t.AddRecord(record)
			return nil
		}
	case *overlay.Tx:
		t.AddRecord(record)
		return nil
	}
	return errors.New("etcdstore: Announce needs a write transaction of this store")
}

// AddRecord keeps record for the commit (overlay.RecordTaker).
func (t *tx) AddRecord(record []byte) { t.records = append(t.records, bytes.Clone(record)) }

// outboxOp answers the put of the commit's records, under the lock's lease:
// each record preceded by its length (uvarint), so that one key per commit
// carries the change sets of every member of its group.
func (t *tx) outboxOp(lease clientv3.LeaseID) (clientv3.Op, bool) {
	if len(t.records) == 0 {
		return clientv3.Op{}, false
	}
	var v []byte
	for _, r := range t.records {
		v = binary.AppendUvarint(v, uint64(len(r)))
		v = append(v, r...)
	}
	return clientv3.OpPut(t.s.outboxKey(lease), string(v), clientv3.WithLease(lease)), true
}

// splitRecords answers the records of one outbox value (outboxOp); a value
// that does not parse ends the list where it stops making sense.
func splitRecords(v []byte) [][]byte {
	var out [][]byte
	for len(v) > 0 {
		n, w := binary.Uvarint(v)
		if w <= 0 || uint64(len(v)-w) < n {
			break
		}
		out = append(out, v[w:w+int(n)])
		v = v[w+int(n):]
	}
	return out
}

func (s *Store) outboxKey(lease clientv3.LeaseID) string {
	return fmt.Sprintf("%s%016x", s.ownOutbox(), int64(lease))
}

// ownOutbox is the prefix of this process's outbox keys.
func (s *Store) ownOutbox() string { return s.opt.Prefix + "o/" + s.origin + "/" }

// Follow watches the other processes' records; see store.Feed.
func (s *Store) Follow(fn func(record []byte)) {
	ctx, cancel := context.WithCancel(context.Background())
	f := &feed{cancel: cancel, done: make(chan struct{})}
	s.mu.Lock()
	s.feed = f
	s.mu.Unlock()
	go func() {
		defer close(f.done)
		s.follow(ctx, fn)
	}()
}

// follow delivers records from the revision after start; when the watch
// breaks (no leader, compacted history) it resumes after the last revision
// delivered, and says fn(nil) when the history it needs is gone.
func (s *Store) follow(ctx context.Context, fn func([]byte)) {
	next := int64(0)
	own := s.ownOutbox()
	for ctx.Err() == nil {
		if next == 0 {
			r, err := s.cli.Get(ctx, s.opt.Prefix+"o/", clientv3.WithSerializable(), clientv3.WithCountOnly())
			if err != nil {
				time.Sleep(time.Second)
				continue
			}
			next = r.Header.Revision + 1
		}
		wctx, wcancel := context.WithCancel(clientv3.WithRequireLeader(ctx))
		for resp := range s.cli.Watch(wctx, s.opt.Prefix+"o/", clientv3.WithPrefix(), clientv3.WithRev(next)) {
			if resp.CompactRevision != 0 {
				// The records between next and the compaction are gone.
				fn(nil)
				next = resp.CompactRevision
				break
			}
			if resp.Err() != nil {
				break
			}
			for _, ev := range resp.Events {
				if ev.Type == mvccpb.PUT && !strings.HasPrefix(string(ev.Kv.Key), own) {
					for _, r := range splitRecords(ev.Kv.Value) {
						fn(r)
					}
				}
				next = ev.Kv.ModRevision + 1
			}
		}
		wcancel()
	}
}

// stopFeed stops following and waits for the last call to fn.
func (s *Store) stopFeed() {
	s.mu.Lock()
	f := s.feed
	s.feed = nil
	s.mu.Unlock()
	if f != nil {
		f.cancel()
		<-f.done
	}
}
