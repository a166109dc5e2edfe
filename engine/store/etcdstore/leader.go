package etcdstore

import (
	"context"
	"sync"
	"time"
)

// What the local member knows of its leader bounds every request on the way
// to a commit (writeCtx):
//
//   - A member cut off from the majority loses its leader after raft's
//     election timeout (a follower stops hearing heartbeats; a leader steps
//     down, etcd runs with CheckQuorum). Writes would wait Options.Timeout
//     once per request; instead they fail as soon as the member has been
//     leaderless for leaderGrace, which an ordinary election (a few
//     milliseconds once started) never reaches.
//   - When the leader changes under a request, the proposal it forwarded to
//     the old leader is lost with it: etcd would wait for it until the
//     timeout. The request is cancelled at once (a commit is then settled,
//     Batch.Commit), and the next write goes to the new leader.
//   - When another member takes over, the old leader's keys in the write
//     lock's queue are revoked (lock.go): a dead leader's key would block
//     every writer until its lease expired, and the new leader extends
//     every lease by an election timeout, which made writes resume 4 to 5 s
//     after the leader died instead of 1 to 2.
const (
	leaderPoll  = 100 * time.Millisecond
	leaderGrace = time.Second
)

// leaderWatch polls the local member's leader.
type leaderWatch struct {
	leader func() uint64
	// moved is called, in its own goroutine, with the previous leader when
	// another one takes over.
	moved   func(old uint64)
	mu      sync.Mutex
	id      uint64        // the leader seen last
	known   uint64        // the last leader that was not none
	movedAt time.Time     // when known last changed
	lost    chan struct{} // closed while leaderless past the grace; renewed when one is back
	change  chan struct{} // closed when the leader changes; then renewed
	done    chan struct{}
	quit    chan struct{}
}

// watchLeader starts watching leader; a nil leader gives a watch that never
// cancels anything.
func watchLeader(leader func() uint64, moved func(old uint64)) *leaderWatch {
	w := &leaderWatch{leader: leader, moved: moved, lost: make(chan struct{}), change: make(chan struct{}),
		quit: make(chan struct{}), done: make(chan struct{})}
	if leader == nil {
		close(w.done)
		return w
	}
	w.id = leader()
	w.known = w.id
	go w.run()
	return w
}

func (w *leaderWatch) run() {
	defer close(w.done)
	tick := time.NewTicker(leaderPoll)
	defer tick.Stop()
	var since time.Time // when the leader went missing
	for {
		select {
		case <-w.quit:
			return
		case <-tick.C:
		}
		id := w.leader()
		if id == 0 && since.IsZero() {
			since = time.Now()
		} else if id != 0 {
			since = time.Time{}
		}
		w.set(id, id == 0 && time.Since(since) >= leaderGrace)
	}
}

// set records the leader seen and whether the member counts as cut off.
func (w *leaderWatch) set(id uint64, cutOff bool) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if id != w.id {
		w.id = id
		close(w.change)
		w.change = make(chan struct{})
	}
	if id != 0 && id != w.known {
		if w.known != 0 && w.moved != nil {
			go w.moved(w.known)
		}
		w.known, w.movedAt = id, time.Now()
	}
	select {
	case <-w.lost:
		if !cutOff {
			w.lost = make(chan struct{})
		}
	default:
		if cutOff {
			close(w.lost)
		}
	}
}

// bound cancels ctx when the member counts as cut off and, for a proposal
// (a request that raft must commit), when the leader known now changes.
func (w *leaderWatch) bound(ctx context.Context, cancel context.CancelFunc, proposal bool) {
	if w.leader == nil {
		return
	}
	w.mu.Lock()
	lost, change, id := w.lost, w.change, w.id
	w.mu.Unlock()
	if id == 0 || !proposal {
		// Waiting for a leader to appear is what the request should do; a
		// wait for the lock or a read-index survives a new leader.
		change = nil
	}
	go func() {
		select {
		case <-lost:
			cancel()
		case <-change:
			cancel()
		case <-ctx.Done():
		}
	}()
}

// present tells whether the member follows a leader now (always, with no
// way to know).
func (w *leaderWatch) present() bool {
	if w.leader == nil {
		return true
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	select {
	case <-w.lost:
		return false
	default:
		return w.id != 0
	}
}

// movedWithin tells whether another member took over less than d ago.
func (w *leaderWatch) movedWithin(d time.Duration) bool {
	w.mu.Lock()
	defer w.mu.Unlock()
	return !w.movedAt.IsZero() && time.Since(w.movedAt) < d
}

func (w *leaderWatch) stop() {
	select {
	case <-w.quit:
	default:
		close(w.quit)
	}
	<-w.done
}
