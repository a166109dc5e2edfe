package etcdstore

import (
	"sync"
	"time"
)

// A member cut off from the majority loses its leader after raft's election
// timeout (a follower stops hearing heartbeats; a leader steps down, etcd
// runs with CheckQuorum). Writes on such a member would wait for
// Options.Timeout once per request; the watch below makes them fail as soon
// as the member has been leaderless for leaderGrace, which an ordinary
// election (a few milliseconds once started) never reaches.
const (
	leaderPoll  = 100 * time.Millisecond
	leaderGrace = time.Second
)

// leaderWatch polls HasLeader and closes lost while the member has had no
// leader for leaderGrace.
type leaderWatch struct {
	has  func() bool
	mu   sync.Mutex
	lost chan struct{} // closed while leaderless; a new one once a leader is back
	done chan struct{}
	quit chan struct{}
}

// watchLeader starts watching has; a nil has gives a watch that never loses.
func watchLeader(has func() bool) *leaderWatch {
	w := &leaderWatch{has: has, lost: make(chan struct{}), quit: make(chan struct{}), done: make(chan struct{})}
	if has == nil {
		close(w.done)
		return w
	}
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
		if w.has() {
			since = time.Time{}
			w.set(false)
			continue
		}
		if since.IsZero() {
			since = time.Now()
		}
		if time.Since(since) >= leaderGrace {
			w.set(true)
		}
	}
}

// set closes lost (leaderless) or renews it (a leader is back).
func (w *leaderWatch) set(leaderless bool) {
	w.mu.Lock()
	defer w.mu.Unlock()
	select {
	case <-w.lost:
		if !leaderless {
			w.lost = make(chan struct{})
		}
	default:
		if leaderless {
			close(w.lost)
		}
	}
}

// lostCh answers a channel closed while the member is leaderless, or nil
// when no HasLeader was given.
func (w *leaderWatch) lostCh() <-chan struct{} {
	if w.has == nil {
		return nil
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.lost
}

func (w *leaderWatch) stop() {
	select {
	case <-w.quit:
	default:
		close(w.quit)
	}
	<-w.done
}
