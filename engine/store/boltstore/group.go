package boltstore

import (
	"errors"
	"fmt"
	"sync"

	"sgc/engine/store"
	"sgc/engine/store/overlay"

	bolt "go.etcd.io/bbolt"
)

// Group commit. One committer goroutine takes every Update waiting when it is
// free and commits them as one bbolt transaction with one fsync:
//
//   - the first member runs straight on the bbolt transaction (a lone caller
//     pays nothing for grouping); if it fails, the transaction is rolled back
//     and a fresh one taken for the others;
//   - each later member runs in an overlay over the transaction, which sees
//     the members before it; a member that succeeds is applied, one that fails
//     is dropped and leaves no trace;
//   - the group commits and every member is answered after the fsync; when the
//     commit itself fails, every successful member is answered that error.
//
// Members take turns, but each fn runs in its caller's goroutine: a panic or
// a t.Fatal inside fn unwinds its caller as it would without grouping, and
// the committer counts that member as failed. There is no timer: while one
// group commits, the next one gathers.

// maxGroup bounds how many callers share one commit.
const maxGroup = 128

// errClosed answers an Update on a closed store.
var errClosed = errors.New("boltstore: store closed")

// errAbandoned stands for a member whose fn panicked or exited its goroutine.
var errAbandoned = errors.New("boltstore: write function did not return")

type call struct {
	fn func(tx store.Tx) error
	// turn hands the caller the transaction to run fn on; result answers
	// fn's error.
	turn   chan store.Tx
	result chan error
	// done is closed once the member is answered in err.
	done chan struct{}
	err  error
}

type grouper struct {
	db    *bolt.DB
	calls chan *call
	// mu guards closed against sends on a closed calls.
	mu     sync.RWMutex
	closed bool
	ended  chan struct{}
	// overlayFirst runs the first member in an overlay too, so that tests
	// exercise the overlay on every commit.
	overlayFirst bool
}

func newGrouper(db *bolt.DB) *grouper {
	g := &grouper{db: db, calls: make(chan *call, maxGroup), ended: make(chan struct{})}
	go g.run()
	return g
}

// update queues fn, runs it when its turn comes (more than once if its group
// is spoiled) and waits for its group's commit.
func (g *grouper) update(fn func(tx store.Tx) error) error {
	c := &call{fn: fn, turn: make(chan store.Tx), result: make(chan error), done: make(chan struct{})}
	g.mu.RLock()
	if g.closed {
		g.mu.RUnlock()
		return errClosed
	}
	g.calls <- c
	g.mu.RUnlock()
	for {
		select {
		case tx := <-c.turn:
			c.run(tx)
		case <-c.done:
			return c.err
		}
	}
}

// run runs fn on tx and tells the committer how it ended, also when fn
// panics or exits the goroutine (the panic then goes on up the caller).
func (c *call) run(tx store.Tx) {
	err := errAbandoned
	defer func() { c.result <- err }()
	err = c.fn(tx)
}

// close lets the committer finish the calls queued and stops it.
func (g *grouper) close() {
	g.mu.Lock()
	if !g.closed {
		g.closed = true
		close(g.calls)
	}
	g.mu.Unlock()
	<-g.ended
}

func (g *grouper) run() {
	defer close(g.ended)
	group := make([]*call, 0, maxGroup)
	for c := range g.calls {
		group = append(group[:0], c)
	gather:
		for len(group) < maxGroup {
			select {
			case c, ok := <-g.calls:
				if !ok {
					break gather
				}
				group = append(group, c)
			default:
				break gather
			}
		}
		if err := g.commitGroup(group); err != nil {
			g.commitAlone(group)
		}
		for _, c := range group {
			close(c.done)
		}
	}
}

// turn runs c's fn on tx in c's goroutine and answers its error.
func turn(c *call, tx store.Tx) error {
	c.turn <- tx
	c.err = <-c.result
	return c.err
}

// commitGroup commits the group as one transaction and records each
// member's answer. It answers an error only when the group is spoiled:
// nothing of it committed, and every member is to run again alone.
func (g *grouper) commitGroup(group []*call) error {
	btx, err := g.db.Begin(true)
	if err != nil {
		for _, c := range group {
			c.err = err
		}
		return nil
	}
	defer func() {
		if btx != nil {
			_ = btx.Rollback()
		}
	}()
	base := &boltTx{tx: btx}
	var ok []*call // members whose writes are in btx
	for _, c := range group {
		if len(ok) == 0 && !g.overlayFirst {
			if turn(c, base) == nil {
				ok = append(ok, c)
				continue
			}
			// Undo what the failed member wrote and go on with a clean transaction.
			_ = btx.Rollback()
			if btx, err = g.db.Begin(true); err != nil {
				return err
			}
			base = &boltTx{tx: btx}
			continue
		}
		ov := overlay.New(base, checkPut)
		if turn(c, ov) != nil {
			continue
		}
		if err := ov.Apply(base); err != nil {
			return fmt.Errorf("boltstore: applying a grouped write: %w", err)
		}
		ok = append(ok, c)
	}
	if len(ok) == 0 {
		return nil
	}
	err = btx.Commit()
	btx = nil
	for _, c := range ok {
		c.err = err
	}
	return nil
}

// commitAlone runs each member of a spoiled group in a transaction of its own.
func (g *grouper) commitAlone(group []*call) {
	for _, c := range group {
		btx, err := g.db.Begin(true)
		if err != nil {
			c.err = err
			continue
		}
		if turn(c, &boltTx{tx: btx}) != nil {
			_ = btx.Rollback()
			continue
		}
		c.err = btx.Commit()
	}
}

// checkPut holds an overlay's writes to bbolt's limits, so that applying them
// cannot fail on a key or value bbolt would refuse.
func checkPut(k, v []byte) error {
	switch {
	case len(k) > bolt.MaxKeySize:
		return bolt.ErrKeyTooLarge
	case int64(len(v)) > bolt.MaxValueSize:
		return bolt.ErrValueTooLarge
	}
	return nil
}
