// Package etcdstore implements the engine's store (package store) over etcd,
// for cluster mode: the member embedded in `sgc serve` is reached in-process
// and raft replicates every commit to a majority of the machines.
//
// # Transactions: a fenced cluster-wide write lock
//
// A write transaction takes a cluster-wide lock (the queue of etcd's
// concurrency.Mutex on the store's session lease, waited for as lock.go
// says), reads the present state at one revision, buffers its writes, and
// commits them in ONE etcd Txn (a commit larger than one Txn takes goes in
// parts that readers see all at once, bigcommit.go) whose guard compares
// the lock key's revision (fencing): a process that paused past its lease
// lost the key and can never commit (its transaction then runs once more
// under a new lock). The writers of one process are grouped as bbolt's are
// (package group): the Updates queued while a batch commits form the next
// batch, whose members run one after the other under one lock, each in an
// overlay, and commit in one Txn with one raft round. A batch costs two raft
// rounds (lock, commit) and one read-index; while more writers wait, the
// process keeps the lock for up to 32 batches or 50 ms, and those batches
// cost one raft round each. The last commit deletes the lock key in its own
// Txn.
//
// The optimistic alternative (read at one revision, commit guarded by
// compares on everything read, retry on conflict) was rejected on the
// engine's commits: every sale writes the same keys as every other sale
// (meta/agg_version, advanced by each commit that changes per-day figures;
// the branch's document counter; the day's figures), so two concurrent
// sales always conflict: optimistic transactions would serialize all the
// same, redo the losers' work under load, and pay a compare per key read and
// per range scanned. The lock with group commit measured (BenchmarkSalesEtcd
// in package engine, one member with fsync on, a 2-core machine): 399
// sales/s at 1 seller (p99 6 ms), 1,347 at 16 sellers (p99 24 ms), 2,122 at
// 64; three members on loopback (BenchmarkClusterSales in package cli):
// 366 to 445 sales/s at 16 sellers with p99 72 to 80 ms.
// Inside one process the group commit queues writers, so only one batch per
// member waits for the cluster lock.
//
// Reads inside a write transaction come from the local member at the
// revision read just after the lock was taken through a linearizable read:
// no one else can commit while the lock is held, so that revision is the
// latest. Read-only transactions read the local member's applied state at
// one revision (serializable): a member cut off from the majority still
// answers reads, and a member answers its own commits (an etcd Txn returns
// after the local member applied it).
//
// # Keys
//
// Under the prefix (Options.Prefix, "sgc/" by default):
//
//	b/<bucket>                    the bucket exists: its sequence (8 bytes) and flags (1 byte)
//	d/<bucket> 0x00 0x01 <key>      a value: 0x00 then the bytes, or 0x01 and a chunk header
//	c/<bucket> 0x00 0x01 <gen> <n>  chunk n (4 bytes) of a value larger than ChunkBytes
//
// (a zero byte inside a bucket name is written 0x00 0xff, so no bucket's
// keys start with another bucket's prefix)
//
//	lock/<lease>                  the write lock's queue (lock.go)
//	o/<origin>/<lease>            a process's last change records (the feed, feed.go)
//	p/m, p/j/<n>, p/o             a commit larger than one Txn on its way: its
//	                              marker, journal and records (bigcommit.go)
//	w/<origin>                    a process's last commit mark (Batch.Commit's settle)
//
// Values larger than ChunkBytes (images) are written in chunks by separate
// requests before the commit, under a random generation, so readers at an
// older revision still read the old chunks; the commit that replaces or
// deletes such a value deletes its chunks.
//
// A request that cannot reach a majority fails with store.ErrUnavailable
// after Options.Timeout, or as soon as the member has had no leader for a
// second (leader.go); a wait for the lock that times out while the member
// follows a leader fails with store.ErrBusy instead. A session whose lease
// is gone (expired with an old leader, revoked) is a lost lock: a new
// session queues again, and a leader change checks the session at once. A
// waiter revokes the keys ahead of it whose lease went a second without
// renewal (a process killed, frozen or cut off), so no writer waits for
// them to expire (lock.go). A commit whose answer is lost is settled when the
// majority is still reachable (its lock key deleted, its mark read):
// applied, it succeeds; not, it runs again under a new lock. On a member
// cut off it stays unknown and may still be applied later: the engine
// answers 503 and the user sees the document once the machines are back,
// never half of it.
package etcdstore

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	"go.etcd.io/etcd/api/v3/v3rpc/rpctypes"
	clientv3 "go.etcd.io/etcd/client/v3"
	"go.etcd.io/etcd/client/v3/concurrency"

	"sgc/engine/store"
	"sgc/engine/store/group"
)

// Options tune New.
type Options struct {
	// Prefix is the etcd keyspace of the store; "sgc/" when empty.
	Prefix string
	// Timeout bounds each request to etcd; past it a write fails with
	// store.ErrUnavailable. 5 s when zero.
	Timeout time.Duration
	// LockTTL is the lease of the write lock in seconds: a process that
	// stops answering loses the lock after it. 2 when zero.
	LockTTL int
	// Member is the local member's ID, written in this process's lock keys
	// so that, when it is the leader and dies, the others revoke them.
	Member uint64
	// Leader answers the local member's leader (the embedded server's
	// Leader(), 0 for none). When set, writes fail with store.ErrUnavailable
	// as soon as the member has had no leader for a second, and a request
	// under way when the leader changes is cancelled (leader.go). Nil: the
	// timeout alone bounds requests.
	Leader func() uint64
	// StageDir is where a backup is built before it is streamed (Snapshot):
	// the data folder, so that it takes disk, not the RAM of a /tmp in
	// memory; New removes the copies a killed process left there. The
	// system's temporary folder when empty.
	StageDir string
}

// Store is the store over etcd.
type Store struct {
	cli *clientv3.Client
	opt Options
	// g groups this process's write transactions: the members of a group
	// share one lock and one commit Txn (package group).
	g *group.Committer
	// held is the cluster lock kept between batches; only the committer's
	// goroutine (begin, Commit, Rollback) touches it.
	held   *held
	mu     sync.Mutex // guards sess
	sess   *concurrency.Session
	feed   *feed
	leader *leaderWatch
	locks  *lockQueue
	// origin names this Store's records in the feed and its commit mark.
	origin string
	marks  atomic.Uint64
	// checking is set while a waiter looks for silent keys (lock.go).
	checking atomic.Bool
}

var (
	_ store.Store  = (*Store)(nil)
	_ store.Syncer = (*Store)(nil)
)

// New answers a store over cli, the client of the local member.
func New(cli *clientv3.Client, opt Options) (*Store, error) {
	if opt.Prefix == "" {
		opt.Prefix = "sgc/"
	}
	if opt.Timeout == 0 {
		opt.Timeout = 5 * time.Second
	}
	if opt.LockTTL == 0 {
		opt.LockTTL = 2
	}
	var o [8]byte
	if _, err := rand.Read(o[:]); err != nil {
		return nil, err
	}
	s := &Store{cli: cli, opt: opt, origin: hex.EncodeToString(o[:])}
	if err := removeStaged(opt.StageDir); err != nil {
		return nil, err
	}
	locks, err := s.watchLocks()
	if err != nil {
		return nil, err
	}
	s.locks = locks
	s.leader = watchLeader(opt.Leader, s.leaderMoved)
	s.g = group.New(s.begin, nil)
	s.finishAtStart()
	return s, nil
}

// Close lets the queued writes finish, ends the store's session (releasing
// a lock it might hold) and stops following the feed; the client stays
// open.
func (s *Store) Close() error {
	s.g.Close()
	s.stopFeed()
	s.locks.stop()
	s.leader.stop()
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.sess != nil {
		s.sess.Close()
		s.sess = nil
	}
	return nil
}

// writeCtx bounds a proposal on the way to a commit: Options.Timeout, or
// less when the member loses or changes its leader (leader.go).
func (s *Store) writeCtx() (context.Context, context.CancelFunc) {
	return s.boundCtx(context.Background(), true)
}

// waitCtx bounds the wait for the lock: Options.Timeout, or less when the
// member loses its leader.
func (s *Store) waitCtx() (context.Context, context.CancelFunc) {
	return s.boundCtx(context.Background(), false)
}

func (s *Store) boundCtx(parent context.Context, proposal bool) (context.Context, context.CancelFunc) {
	ctx, cancel := context.WithTimeout(parent, s.opt.Timeout)
	s.leader.bound(ctx, cancel, proposal)
	return ctx, cancel
}

// session answers a live session, opening a new one when the last one's
// lease was lost.
func (s *Store) session(ctx context.Context) (*concurrency.Session, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.sess != nil {
		select {
		case <-s.sess.Done():
			s.sess = nil
		default:
			return s.sess, nil
		}
	}
	// The lease is granted under ctx; the keep-alive lives as long as the
	// session, on its own context.
	gctx, cancel := s.boundCtx(ctx, true)
	defer cancel()
	id, err := s.cli.Grant(gctx, int64(s.opt.LockTTL))
	if err != nil {
		return nil, unavailable(err)
	}
	sess, err := concurrency.NewSession(s.cli, concurrency.WithLease(id.ID), concurrency.WithTTL(s.opt.LockTTL))
	if err != nil {
		return nil, unavailable(err)
	}
	s.sess = sess
	return sess, nil
}

// leaderMoved runs when another member takes over: the old leader's keys in
// the lock's queue are revoked (lock.go), and this process's session is
// checked, so that a lease that expired with the old leader is renewed now
// rather than failing the next write.
func (s *Store) leaderMoved(old uint64) {
	s.revokeQueued(old)
	s.mu.Lock()
	sess := s.sess
	s.mu.Unlock()
	if sess == nil {
		return
	}
	ctx, cancel := s.writeCtx()
	defer cancel()
	if l, err := s.cli.TimeToLive(ctx, sess.Lease()); err == nil && l.TTL < 0 {
		s.dropSession(sess)
	}
}

// dropSession forgets a session whose lease may be gone, so the next write
// opens a new one; a lock held on it ends when its lease expires.
func (s *Store) dropSession(sess *concurrency.Session) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.sess == sess {
		sess.Orphan()
		s.sess = nil
	}
}

// View runs fn on the local member's state at one revision.
func (s *Store) View(fn func(store.Tx) error) error {
	ctx, cancel := context.WithTimeout(context.Background(), s.opt.Timeout)
	defer cancel()
	r, err := s.cli.Get(ctx, s.pendingMarker(), clientv3.WithSerializable())
	if err != nil {
		return unavailable(err)
	}
	rev := r.Header.Revision
	if len(r.Kvs) == 1 {
		// A commit larger than one Txn is under way: its state before it
		// (bigcommit.go).
		rev = r.Kvs[0].ModRevision
	}
	t := s.newTx(rev, false)
	err = fn(t)
	if t.err != nil {
		return t.err
	}
	return err
}

// Sync waits until the local member has applied every commit acknowledged
// before the call: a linearizable read (a read-index round with the leader).
func (s *Store) Sync() error {
	ctx, cancel := context.WithTimeout(context.Background(), s.opt.Timeout)
	defer cancel()
	s.leader.bound(ctx, cancel, false)
	_, err := s.cli.Get(ctx, s.opt.Prefix+"b/", clientv3.WithCountOnly())
	return unavailable(err)
}

// A process keeps the cluster lock from one batch to the next while other
// writers of the same process wait for it, at most holdCommits commits or
// holdTime: queued batches then skip the lock's raft round and read-index,
// and other members wait no longer than that.
const (
	holdCommits = 32
	holdTime    = 20 * time.Millisecond
)

// held is the cluster lock as this process holds it between batches.
type held struct {
	key   lockKey
	sess  *concurrency.Session
	rev   int64 // the revision of the last commit under the lock
	since time.Time
	n     int
}

// Update runs fn under the cluster lock, grouped with this process's other
// writers, and commits its writes in one Txn with theirs. fn may run more
// than once: a batch whose lock was lost (a pause past the lease) runs
// again, each member under a new lock.
func (s *Store) Update(fn func(store.Tx) error) error {
	err := s.g.Update(fn)
	if errors.Is(err, group.ErrClosed) {
		return store.ErrUnavailable
	}
	return err
}

// errLockLost: the lease ended while waiting for the lock.
var errLockLost = errors.New("etcdstore: the write lock's lease ended while waiting")

// errFenced is a commit refused by the lock's guard: nothing was written.
var errFenced = fmt.Errorf("%w: %w (se perdió el bloqueo de escritura)", group.ErrSpoiled, store.ErrUnavailable)

// batch is one group commit under the cluster lock: its members' writes,
// read at the lock's revision, go out in one Txn.
type batch struct {
	s *Store
	t *tx
}

// begin takes the cluster lock (unless this process still holds it) and
// starts a batch at the latest revision.
func (s *Store) begin() (group.Batch, error) {
	had := s.held
	if err := s.lock(); err != nil {
		return nil, err
	}
	if s.held != had {
		// Taken anew: a large commit left half-way is finished first
		// (bigcommit.go).
		if err := s.finishLarge(s.held); err != nil {
			s.lockLost(s.held, err)
			return nil, err
		}
	}
	return &batch{s: s, t: s.newTx(s.held.rev, true)}, nil
}

func (b *batch) Tx() store.Tx { return b.t }

// keep tells whether the lock stays with this process after a batch.
func (s *Store) keep(more bool) bool {
	h := s.held
	return more && h.n+1 < holdCommits && time.Since(h.since) < holdTime
}

func (b *batch) Rollback(more bool) {
	b.t.dropStaged()
	if !b.s.keep(more) {
		b.s.unlock()
	}
}

func (b *batch) Commit(more bool) error {
	s, t, h := b.s, b.t, b.s.held
	if t.err != nil {
		// A read failed: what the members decided on it cannot be trusted.
		b.Rollback(more)
		return t.err
	}
	ops, err := t.commitOps(h.sess.Lease())
	if err != nil {
		b.Rollback(more)
		return err
	}
	if len(ops) == 0 {
		b.Rollback(more)
		return nil
	}
	if large(ops) {
		return s.commitLarge(t, h, ops, more)
	}
	mark := s.mark(h)
	ops = append(ops, mark)
	release := !s.keep(more)
	if release {
		// Releasing with the commit saves a request.
		ops = append(ops, clientv3.OpDelete(h.key.key))
	}
	ctx, cancel := s.writeCtx()
	defer cancel()
	resp, err := s.cli.Txn(ctx).If(h.key.owned()).Then(ops...).Commit()
	if err != nil {
		s.held = nil
		switch applied, known := s.settle(h, mark); {
		case applied:
			return nil
		case known:
			// It never applied and never will: the members run again.
			t.dropStaged()
			return fmt.Errorf("%w: %w", group.ErrSpoiled, unavailable(err))
		}
		// The staged chunks stay, in case it applied after all.
		return unavailable(err)
	}
	if !resp.Succeeded {
		// The lease expired while this process held the lock: someone else
		// may have written since, so nothing is applied.
		t.dropStaged()
		s.held = nil
		s.dropSession(h.sess)
		return errFenced
	}
	if release {
		s.held = nil
		return nil
	}
	h.rev = resp.Header.Revision
	h.n++
	return nil
}

// refused answers the error of a request bounded by ctx: store.ErrBusy when
// ctx ran out while the member still follows a leader (the majority is
// there, so the read-only answer would be false), else as unavailable.
func (s *Store) refused(ctx context.Context, err error) error {
	if errors.Is(ctx.Err(), context.DeadlineExceeded) && s.leader.present() {
		return fmt.Errorf("%w (%v)", store.ErrBusy, err)
	}
	return unavailable(err)
}

// unavailable maps etcd's errors to the store's: the quota alarm to
// store.ErrFull, a refused request (too large, a programming error) to itself,
// and everything else (timeouts, no leader, lost connection, a stopped
// member) to store.ErrUnavailable.
func unavailable(err error) error {
	if err == nil {
		return nil
	}
	switch rpctypes.Error(err) {
	case rpctypes.ErrNoSpace:
		return store.ErrFull
	case rpctypes.ErrTooManyOps, rpctypes.ErrRequestTooLarge, rpctypes.ErrDuplicateKey,
		rpctypes.ErrCompacted, rpctypes.ErrFutureRev, rpctypes.ErrEmptyKey:
		return fmt.Errorf("etcd: %w", err)
	}
	return fmt.Errorf("%w (%v)", store.ErrUnavailable, err)
}
