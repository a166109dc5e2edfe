// Package group is the group commit that both stores use: one committer
// goroutine takes every Update waiting when it is free and commits them as
// one transaction of the store beneath (one bbolt fsync, one etcd Txn):
//
//   - the first member runs straight on the store's transaction (a lone
//     caller pays nothing for grouping); if it fails, the batch is rolled
//     back and a fresh one begun for the others;
//   - each later member runs in an overlay over the batch, which sees the
//     members before it; a member that succeeds is applied, one that fails is
//     dropped and leaves no trace;
//   - the batch commits and every member is answered after it; when the
//     commit fails, every successful member is answered that error, unless
//     the error says the batch is spoiled (ErrSpoiled): then nothing of it
//     was written and each member runs again in a batch of its own.
//
// Members take turns, but each fn runs in its caller's goroutine: a panic or
// a t.Fatal inside fn unwinds its caller as it would without grouping, and
// the committer counts that member as failed. There is no timer: while one
// batch commits, the next one gathers.
package group

import (
	"errors"
	"fmt"
	"sync"

	"sgc/engine/store"
	"sgc/engine/store/overlay"
)

// Batch is one write transaction of the store beneath.
type Batch interface {
	// Tx is the transaction the members write to.
	Tx() store.Tx
	// Commit makes the batch's writes durable; more tells that other calls
	// already wait for the next batch (a store may keep a lock for them).
	Commit(more bool) error
	// Rollback drops the batch's writes.
	Rollback(more bool)
}

// ErrSpoiled is wrapped by a Commit error after which nothing was written
// and the members may run again.
var ErrSpoiled = errors.New("group: batch spoiled")

// ErrClosed answers an Update on a closed committer.
var ErrClosed = errors.New("group: store closed")

// errAbandoned stands for a member whose fn panicked or exited its goroutine.
var errAbandoned = errors.New("group: write function did not return")

// MaxGroup bounds how many callers share one commit.
const MaxGroup = 128

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

// Committer groups the Updates of one store.
type Committer struct {
	begin func() (Batch, error)
	check func(k, v []byte) error
	calls chan *call
	// mu guards closed against sends on a closed calls.
	mu     sync.RWMutex
	closed bool
	ended  chan struct{}
	// OverlayFirst runs the first member in an overlay too, so that tests
	// exercise the overlay on every commit. Set it before the first Update.
	OverlayFirst bool
}

// New starts a committer over the store whose batches begin starts. check
// holds the overlays' writes to the store's limits (overlay.New).
func New(begin func() (Batch, error), check func(k, v []byte) error) *Committer {
	g := &Committer{begin: begin, check: check, calls: make(chan *call, MaxGroup), ended: make(chan struct{})}
	go g.run()
	return g
}

// Update queues fn, runs it when its turn comes (more than once if its batch
// is spoiled) and waits for its batch's commit.
func (g *Committer) Update(fn func(tx store.Tx) error) error {
	c := &call{fn: fn, turn: make(chan store.Tx), result: make(chan error), done: make(chan struct{})}
	g.mu.RLock()
	if g.closed {
		g.mu.RUnlock()
		return ErrClosed
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

// Close lets the committer finish the calls queued and stops it.
func (g *Committer) Close() {
	g.mu.Lock()
	if !g.closed {
		g.closed = true
		close(g.calls)
	}
	g.mu.Unlock()
	<-g.ended
}

func (g *Committer) run() {
	defer close(g.ended)
	batch := make([]*call, 0, MaxGroup)
	for c := range g.calls {
		batch = append(batch[:0], c)
	gather:
		for len(batch) < MaxGroup {
			select {
			case c, ok := <-g.calls:
				if !ok {
					break gather
				}
				batch = append(batch, c)
			default:
				break gather
			}
		}
		if err := g.commitGroup(batch); err != nil {
			g.commitAlone(batch)
		}
		for _, c := range batch {
			close(c.done)
		}
	}
}

// more tells whether calls wait for the next batch.
func (g *Committer) more() bool { return len(g.calls) > 0 }

// turn runs c's fn on tx in c's goroutine and answers its error.
func turn(c *call, tx store.Tx) error {
	c.turn <- tx
	c.err = <-c.result
	return c.err
}

// commitGroup commits the members as one batch and records each member's
// answer. It answers an error only when the batch is spoiled: nothing of it
// committed, and every member is to run again alone.
func (g *Committer) commitGroup(members []*call) error {
	b, err := g.begin()
	if err != nil {
		for _, c := range members {
			c.err = err
		}
		return nil
	}
	var ok []*call // members whose writes are in b
	for i, c := range members {
		if len(ok) == 0 && !g.OverlayFirst {
			if turn(c, b.Tx()) == nil {
				ok = append(ok, c)
				continue
			}
			// Undo what the failed member wrote and go on with a clean batch.
			b.Rollback(true)
			if b, err = g.begin(); err != nil {
				for _, c := range members[i+1:] {
					c.err = err
				}
				return nil
			}
			continue
		}
		ov := overlay.New(b.Tx(), g.check)
		if turn(c, ov) != nil {
			continue
		}
		if err := ov.Apply(b.Tx()); err != nil {
			b.Rollback(g.more())
			return fmt.Errorf("group: applying a member's writes: %w", err)
		}
		ok = append(ok, c)
	}
	if len(ok) == 0 {
		b.Rollback(g.more())
		return nil
	}
	err = b.Commit(g.more())
	if errors.Is(err, ErrSpoiled) {
		return err
	}
	for _, c := range ok {
		c.err = err
	}
	return nil
}

// commitAlone runs each member of a spoiled batch in a batch of its own.
func (g *Committer) commitAlone(members []*call) {
	for _, c := range members {
		b, err := g.begin()
		if err != nil {
			c.err = err
			continue
		}
		if turn(c, b.Tx()) != nil {
			b.Rollback(g.more())
			continue
		}
		c.err = b.Commit(g.more())
	}
}
