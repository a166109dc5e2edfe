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
// There is no timer: while one group commits, the next one gathers.

// maxGroup bounds how many callers share one commit.
const maxGroup = 128

// errClosed answers an Update on a closed store.
var errClosed = errors.New("boltstore: store closed")

type call struct {
	fn   func(tx store.Tx) error
	err  error
	pnc  any // a panic of fn, raised again in the caller
	done chan struct{}
}

type grouper struct {
	db    *bolt.DB
	calls chan *call
	// closing tells the committer to finish; mu guards closed against sends.
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

// update queues fn and waits for its group's commit.
func (g *grouper) update(fn func(tx store.Tx) error) error {
	c := &call{fn: fn, done: make(chan struct{})}
	g.mu.RLock()
	if g.closed {
		g.mu.RUnlock()
		return errClosed
	}
	g.calls <- c
	g.mu.RUnlock()
	<-c.done
	if c.pnc != nil {
		panic(c.pnc)
	}
	return c.err
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
		g.commit(group)
		for _, c := range group {
			close(c.done)
		}
	}
}

// commit runs one group. A failure of bbolt itself while members are being
// applied spoils the group: then every member runs again alone.
func (g *grouper) commit(group []*call) {
	if err := g.commitGroup(group); err != nil {
		for _, c := range group {
			c.err, c.pnc = nil, nil
			err := g.db.Update(func(btx *bolt.Tx) error { return runMember(c, &boltTx{tx: btx}) })
			if c.err == nil && c.pnc == nil {
				c.err = err
			}
		}
	}
}

// commitGroup answers an error only when the group is spoiled (nothing of it
// committed and every member may run again).
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
			if runMember(c, base) == nil {
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
		if runMember(c, ov) != nil {
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

// runMember runs c's fn on tx and records its error or panic.
func runMember(c *call, tx store.Tx) (err error) {
	defer func() {
		if p := recover(); p != nil {
			c.pnc = p
			err = fmt.Errorf("panic: %v", p)
		}
	}()
	c.err = c.fn(tx)
	return c.err
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
