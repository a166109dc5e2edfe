package etcdstore

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"go.etcd.io/etcd/api/v3/mvccpb"
	clientv3 "go.etcd.io/etcd/client/v3"

	"sgc/engine/store"
)

// The feed: each commit that announces a record also writes it under the
// process's outbox key o/<origin>/<lease> in the same Txn (origin is random
// per Store, so a process knows its own records whatever lease wrote them).
// The key lives on the write lock's session lease, so a dead process leaves
// no key behind; a
// watch on o/ delivers every revision of every member's key in commit
// order, so overwriting one key per process loses nothing.
type feed struct {
	cancel context.CancelFunc
	done   chan struct{}
}

var _ store.Feed = (*Store)(nil)

// Announce adds record to the commit of tx.
func (s *Store) Announce(stx store.Tx, record []byte) error {
	t, ok := stx.(*tx)
	if !ok || t.s != s || !t.writable {
		return errors.New("etcdstore: Announce needs a write transaction of this store")
	}
	t.record = append([]byte{}, record...)
	return nil
}

// outboxOp answers the put of the commit's record, under sess's lease.
func (t *tx) outboxOp(lease clientv3.LeaseID) (clientv3.Op, bool) {
	if t.record == nil {
		return clientv3.Op{}, false
	}
	return clientv3.OpPut(t.s.outboxKey(lease), string(t.record), clientv3.WithLease(lease)), true
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
					fn(ev.Kv.Value)
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
