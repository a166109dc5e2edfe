package etcdstore

import (
	"context"
	"sync/atomic"
	"testing"
	"time"
)

// TestLeaderChangeCancels: a request under way when the member's leader
// changes is cancelled at once (its proposal went to the old leader); one
// that began while there was no leader goes on when one appears.
func TestLeaderChangeCancels(t *testing.T) {
	var id atomic.Uint64
	id.Store(1)
	w := watchLeader(id.Load, nil)
	defer w.stop()
	bounded := func() context.Context {
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		t.Cleanup(cancel)
		w.bound(ctx, cancel, true)
		return ctx
	}
	underOne := bounded()
	id.Store(2)
	select {
	case <-underOne.Done():
	case <-time.After(10 * leaderPoll):
		t.Fatal("a request under leader 1 went on after leader 2 took over")
	}
	id.Store(0)
	time.Sleep(3 * leaderPoll)
	waiting := bounded()
	id.Store(3)
	time.Sleep(3 * leaderPoll)
	if waiting.Err() != nil {
		t.Fatal("a request waiting for a leader was cancelled when one appeared")
	}
}
