package engine

import (
	"sync"
	"time"

	"sgc/engine/store"
)

// touches runs the writes of sessions' activity (see Authenticate) in the
// background. A touch is best-effort and must never delay the request that
// caused it: on a cluster member cut off from the majority every write waits
// for the store's timeout before failing, and a signed-in user's every page
// load would wait with it.
type touches struct {
	mu   sync.Mutex
	busy map[string]bool // session keys with a touch in flight
	// seen is the activity that could not be written (a member without the
	// majority): a signed-in user reading there must not reach the idle
	// expiry for want of a write.
	seen   map[string]time.Time
	closed bool // the engine is closing: no touch starts
	wg     sync.WaitGroup
}

// lastSeen answers the activity of the session under key k that could not
// be written, if any.
func (t *touches) lastSeen(k []byte) (time.Time, bool) {
	t.mu.Lock()
	defer t.mu.Unlock()
	at, ok := t.seen[string(k)]
	return at, ok
}

// touchSession writes now as the last activity of the session under key k,
// in the background, unless a touch of that session is already in flight (it
// writes a time as good as this one) or the engine is closing.
func (e *Engine) touchSession(k []byte, now time.Time) {
	t := &e.touches
	key := string(k)
	t.mu.Lock()
	if t.closed || t.busy[key] {
		t.mu.Unlock()
		return
	}
	if t.busy == nil {
		t.busy = map[string]bool{}
	}
	t.busy[key] = true
	t.wg.Add(1)
	t.mu.Unlock()
	go func() {
		defer t.wg.Done()
		// Re-read inside the write: a logout, deactivation or password change
		// (or a branch selection) committed since the request read the session
		// must not be undone by writing back a stale copy, which would bring a
		// revoked token back. The error is dropped: the next request past
		// touchEvery tries again. It runs on the store itself: a touch
		// announces no change to subscribers.
		err := e.db.Update(func(tx store.Tx) error {
			var cur session
			if ok, err := getJSON(tx.Bucket(bktSessions), k, &cur); err != nil || !ok {
				return err
			}
			cur.LastSeen = now
			return putJSON(tx.Bucket(bktSessions), k, cur)
		})
		t.mu.Lock()
		delete(t.busy, key)
		if err == nil {
			delete(t.seen, key)
		} else {
			if t.seen == nil {
				t.seen = map[string]time.Time{}
			}
			t.seen[key] = now
		}
		t.mu.Unlock()
	}()
}

// waitTouches waits for the touches in flight. With stop, none starts after:
// the store is about to close.
func (e *Engine) waitTouches(stop bool) {
	t := &e.touches
	t.mu.Lock()
	t.closed = t.closed || stop
	t.mu.Unlock()
	t.wg.Wait()
}
