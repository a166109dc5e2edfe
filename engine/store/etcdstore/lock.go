package etcdstore

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"strconv"
	"sync"
	"time"

	"go.etcd.io/etcd/api/v3/v3rpc/rpctypes"
	clientv3 "go.etcd.io/etcd/client/v3"
	"go.etcd.io/etcd/client/v3/concurrency"
)

// The cluster-wide write lock, the queue of concurrency.Mutex (each waiter
// puts lock/<lease> and the lowest create revision owns the lock) with
// another way of waiting. concurrency.Mutex watches its predecessor's key
// from a past revision, and etcd serves such a watch from its unsynced
// group, which it catches up every 100 ms: every hand-over of the lock
// between members waited up to 100 ms (the cluster's p50 sat at 100 ms from
// 8 sellers up). Here one watch per store follows the lock keys from now on
// (a synced watch, told at once), and a waiter re-reads the queue on each
// change.

// lockKey is one waiter's (or the owner's) key in the queue.
type lockKey struct {
	key string
	rev int64 // its create revision
}

// owned is the guard of a commit under the lock: the key is still there,
// created at the same revision (fencing: a lease lost in a pause fails it).
func (k lockKey) owned() clientv3.Cmp {
	return clientv3.Compare(clientv3.CreateRevision(k.key), "=", k.rev)
}

// lockQueue is told of every change under lock/.
type lockQueue struct {
	mu      sync.Mutex
	changed chan struct{} // closed at the next change, then replaced
	cancel  context.CancelFunc
	done    chan struct{}
}

// watchLocks starts following the lock keys from the local member's
// present revision, read before it returns: a waiter reads the queue after
// that, so every change after its read reaches it. When the watch breaks it
// resumes after the last revision seen, so no change is missed.
func (s *Store) watchLocks() (*lockQueue, error) {
	pfx := s.opt.Prefix + "lock/"
	rctx, rcancel := context.WithTimeout(context.Background(), s.opt.Timeout)
	r, err := s.cli.Get(rctx, pfx, clientv3.WithPrefix(), clientv3.WithSerializable(), clientv3.WithCountOnly())
	rcancel()
	if err != nil {
		return nil, unavailable(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	q := &lockQueue{changed: make(chan struct{}), cancel: cancel, done: make(chan struct{})}
	next := r.Header.Revision + 1
	go func() {
		defer close(q.done)
		for ctx.Err() == nil {
			for resp := range s.cli.Watch(ctx, pfx, clientv3.WithPrefix(), clientv3.WithRev(next)) {
				if resp.CompactRevision != 0 {
					// The changes up to there are gone: waiters read the queue anew.
					next = resp.CompactRevision
					break
				}
				if resp.Err() != nil {
					break
				}
				for _, ev := range resp.Events {
					next = ev.Kv.ModRevision + 1
				}
				q.tell()
			}
			q.tell()
			select {
			case <-ctx.Done():
			case <-time.After(50 * time.Millisecond):
			}
		}
	}()
	return q, nil
}

func (q *lockQueue) tell() {
	q.mu.Lock()
	close(q.changed)
	q.changed = make(chan struct{})
	q.mu.Unlock()
}

// next answers a channel closed at the next change after this call.
func (q *lockQueue) next() <-chan struct{} {
	q.mu.Lock()
	defer q.mu.Unlock()
	return q.changed
}

func (q *lockQueue) stop() {
	q.cancel()
	<-q.done
}

// acquire queues sess for the lock and waits until it owns it; ctx bounds
// the wait (waitCtx), and the put of the key is a proposal.
func (s *Store) acquire(ctx context.Context, sess *concurrency.Session) (lockKey, error) {
	pfx := s.opt.Prefix + "lock/"
	k := lockKey{key: fmt.Sprintf("%s%x", pfx, int64(sess.Lease()))}
	absent := clientv3.Compare(clientv3.CreateRevision(k.key), "=", 0)
	pctx, cancel := s.boundCtx(ctx, true)
	defer cancel()
	resp, err := s.cli.Txn(pctx).If(absent).
		Then(clientv3.OpPut(k.key, memberValue(s.opt.Member), clientv3.WithLease(sess.Lease()))).
		Else(clientv3.OpGet(k.key)).Commit()
	if err != nil {
		return k, err
	}
	k.rev = resp.Header.Revision
	if !resp.Succeeded {
		k.rev = resp.Responses[0].GetResponseRange().Kvs[0].CreateRevision
	}
	check := time.NewTicker(silentCheck)
	defer check.Stop()
	for {
		changed := s.locks.next()
		// Serializable: the local member applied our key before answering
		// the Txn, so it holds every key queued before ours; a deletion it
		// has not applied yet only makes us look once more.
		r, err := s.cli.Get(ctx, pfx, append(clientv3.WithLastCreate(),
			clientv3.WithMaxCreateRev(k.rev-1), clientv3.WithSerializable())...)
		if err != nil {
			return k, err
		}
		if len(r.Kvs) == 0 {
			return k, nil
		}
		select {
		case <-changed:
		case <-check.C:
			if s.checking.CompareAndSwap(false, true) {
				// Apart from the wait: a request that the leader must
				// answer hangs while it is falling.
				go func() {
					defer s.checking.Store(false)
					cctx, cancel := context.WithTimeout(ctx, 2*silentCheck)
					defer cancel()
					s.revokeSilent(cctx, k.rev)
				}()
			}
		case <-ctx.Done():
			return k, ctx.Err()
		}
	}
}

// silentCheck is how often a waiter looks for silent keys ahead of it;
// silentQuiet is how long after a leader change it does not. A follower's
// renewals are forwarded to the leader, and those sent to a leader that just
// fell wait for etcd's request timeout (7 s): every survivor then looks
// silent while it is not (revoking them held writes 3.5 s after a leader's
// fall instead of 1.3 s). The old leader's own keys are revoked at the
// change (revokeQueued).
const (
	silentCheck = 200 * time.Millisecond
	silentQuiet = 8 * time.Second
)

// revokeSilent revokes the leases of the keys queued before rev whose
// process stopped renewing them. A live process renews its lease every third
// of its TTL, so a lease with less than two thirds of its TTL minus a second
// left (etcd answers whole seconds, rounded down) went a second past its
// renewal without one (with the 2 s TTL, more than a second of silence): its
// process died, froze or was cut off, or dropped the session, and its key
// would otherwise hold every writer until etcd revokes the lease, which
// under load lagged past the 5 s timeout (about one write in 120 under a
// mixed load waited for it and was answered read-only). Were it only slow, its next commit
// fails its guard and runs again under a new lock: fencing keeps this safe.
// A new leader extends every lease, which only delays this.
func (s *Store) revokeSilent(ctx context.Context, rev int64) {
	if s.leader.movedWithin(silentQuiet) {
		return
	}
	r, err := s.cli.Get(ctx, s.opt.Prefix+"lock/", clientv3.WithPrefix(),
		clientv3.WithMaxCreateRev(rev-1), clientv3.WithSerializable())
	if err != nil {
		return
	}
	for _, kv := range r.Kvs {
		if kv.Lease == 0 {
			continue
		}
		l, err := s.cli.TimeToLive(ctx, clientv3.LeaseID(kv.Lease))
		// A lease past its expiry that etcd has not revoked yet (it can lag
		// under load) answers a negative TTL; one that is gone, no granted TTL.
		if err == nil && l.GrantedTTL > 0 && l.TTL < l.GrantedTTL-l.GrantedTTL/3-1 {
			s.cli.Revoke(ctx, clientv3.LeaseID(kv.Lease))
		}
	}
}

// memberValue is a lock key's value: the member whose process queued it.
func memberValue(id uint64) string { return strconv.FormatUint(id, 16) }

// revokeQueued revokes the leases of the old leader's keys in the lock's
// queue, so that writers wait for no dead process (leader.go). Were the old
// leader alive after all, its next commit fails its guard and runs again
// under a new lock: fencing keeps this safe.
func (s *Store) revokeQueued(old uint64) {
	if old == s.opt.Member {
		return
	}
	ctx, cancel := s.writeCtx()
	defer cancel()
	r, err := s.cli.Get(ctx, s.opt.Prefix+"lock/", clientv3.WithPrefix())
	if err != nil {
		return
	}
	for _, kv := range r.Kvs {
		if string(kv.Value) == memberValue(old) && kv.Lease != 0 {
			s.cli.Revoke(ctx, clientv3.LeaseID(kv.Lease))
		}
	}
}

// lock makes s.held the cluster lock, taking it unless this process still
// holds it. Taking it (session, lock, read) is bounded by one waitCtx.
func (s *Store) lock() error {
	if h := s.held; h != nil {
		select {
		case <-h.sess.Done():
			// The session ended under a lock kept between batches: its key
			// would stay until etcd revokes the lease.
			s.held = nil
			s.abandon(h.sess, h.key)
		default:
			return nil
		}
	}
	ctx, cancel := s.waitCtx()
	defer cancel()
	for {
		sess, err := s.session(ctx)
		if err != nil {
			return err
		}
		k, err := s.acquire(ctx, sess)
		var r *clientv3.GetResponse
		if err == nil {
			// A linearizable read: the local member has applied every
			// commit made before the lock was taken, and no one else
			// commits while it is held. The key must still be there: a
			// lease lost while waiting took it.
			r, err = s.cli.Get(ctx, k.key)
			if err == nil && (len(r.Kvs) == 0 || r.Kvs[0].CreateRevision != k.rev) {
				err = errLockLost
			}
		}
		if err == nil {
			s.held = &held{key: k, sess: sess, rev: r.Header.Revision, since: time.Now()}
			return nil
		}
		s.abandon(sess, k)
		if !leaseLost(err) || ctx.Err() != nil {
			return s.refused(ctx, err)
		}
		// The session's lease is gone while this process still kept it (it
		// expired with an old leader, or the others revoked it): nothing
		// was written under it, so a new session queues again.
		s.dropSession(sess)
	}
}

// leaseLost tells whether err says the session's lease is gone.
func leaseLost(err error) bool {
	return errors.Is(err, errLockLost) || rpctypes.Error(err) == rpctypes.ErrLeaseNotFound
}

// unlock releases the cluster lock.
func (s *Store) unlock() {
	h := s.held
	if h == nil {
		return
	}
	s.held = nil
	s.abandon(h.sess, h.key)
}

// mark answers the put of this process's commit mark, a value no earlier
// commit of it wrote, under the lock's lease.
func (s *Store) mark(h *held) clientv3.Op {
	return clientv3.OpPut(s.opt.Prefix+"w/"+s.origin, fmt.Sprint(s.marks.Add(1)), clientv3.WithLease(h.sess.Lease()))
}

// settle finds out whether a commit whose answer was lost (the leader
// changed under it, a timeout) applied. Once the lock key is deleted the
// commit can no longer apply (its guard fails), so the mark read after that
// tells; when the member cannot reach the majority to do so, the outcome
// stays unknown.
func (s *Store) settle(h *held, mark clientv3.Op) (applied, known bool) {
	if !s.abandon(h.sess, h.key) {
		return false, false
	}
	ctx, cancel := s.writeCtx()
	defer cancel()
	r, err := s.cli.Get(ctx, string(mark.KeyBytes()))
	if err != nil {
		return false, false
	}
	return len(r.Kvs) == 1 && bytes.Equal(r.Kvs[0].Value, mark.ValueBytes()), true
}

// abandon leaves the lock's queue: deletes the key, or, when that fails too
// (a member cut off), drops the session so that the key goes with its lease.
// It tells whether the key is gone now.
func (s *Store) abandon(sess *concurrency.Session, k lockKey) (deleted bool) {
	ctx, cancel := s.writeCtx()
	defer cancel()
	if _, err := s.cli.Delete(ctx, k.key); err != nil {
		s.dropSession(sess)
		return false
	}
	return true
}
