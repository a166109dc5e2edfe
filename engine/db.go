package engine

import (
	"errors"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"sync"
	"time"

	"sgc/engine/store"
	"sgc/engine/store/boltstore"
)

// ErrLocked is returned by Open when another process (a running server) holds the db.
var ErrLocked = errors.New("la base de datos está en uso por otro proceso (¿el servidor sgc está en marcha?)")

// Engine owns the store and runs every business command.
type Engine struct {
	db   store.Store
	dir  string
	Now  func() time.Time // the clock; tests replace it
	Log  *slog.Logger
	subs []func(Change)
	mu   sync.Mutex // guards subs
	// briefs caches what reports show of each product (see product_briefs.go).
	briefs briefCache
	// memo keeps recent report scans (see reports_cache.go).
	memo reportMemo
	// touches are the sessions' activity writes in flight (see sessions_touch.go).
	touches touches
	// readOnly are the sessions opened without the majority (see sessions_readonly.go).
	readOnly readOnlySessions
	// imports is the one data import that may run at a time (see imports_run.go).
	imports importJobs
	// sealKey seals the secrets kept in the store in a cluster; nil on a
	// single machine, where they are 0600 files (see secrets.go).
	sealKey []byte
}

// Change tells subscribers (the search index, the browsers' event stream)
// what a commit touched. Seq numbers the commits that touched products; it is
// kept in the store, so a subscriber that records the last Seq it applied can
// tell after a crash or a restore whether it missed any.
type Change struct {
	Seq      uint64
	Products []uint64
	// Stock are the branches whose stock changed.
	Stock []uint64
	// Alerts are the branches whose price alert changed (new prices recorded).
	Alerts []uint64
	// Notified are the users whose notifications changed (new, read).
	Notified []uint64
	// Sessions are the users one or more of whose sessions ended (logout,
	// deactivation, role or password change, ended by Super): their event
	// streams re-read their session at once.
	Sessions []uint64
	// Transfers are the branches (origin and destination) of the transfers and
	// requests the commit created or changed: their lists show them.
	Transfers []uint64
}

// empty reports whether the commit touched nothing a subscriber follows.
func (c *Change) empty() bool {
	return len(c.Products) == 0 && len(c.Stock) == 0 && len(c.Alerts) == 0 && len(c.Notified) == 0 &&
		len(c.Sessions) == 0 && len(c.Transfers) == 0
}

// addOnce appends id to ids unless it is already there; change sets are small.
func addOnce(ids []uint64, id uint64) []uint64 {
	for _, v := range ids {
		if v == id {
			return ids
		}
	}
	return append(ids, id)
}

// Options tune Open.
type Options struct {
	// LockTimeout is how long Open waits for another process to release the db.
	LockTimeout time.Duration
	// NoSync turns fsync off; only benchmarks and tests of throughput use it.
	NoSync bool
	// SealKey (32 bytes) keeps the secrets sealed in the store instead of in
	// files of the data folder: a cluster's members share the store, not the
	// folder. The caller derives it from what every member holds.
	SealKey []byte
}

// Open opens (creating if needed) <dir>/sgc.db, runs pending migrations and the
// first-start records. It fails fast with ErrLocked when a server holds the file.
func Open(dir string, opt Options) (*Engine, error) {
	if opt.LockTimeout == 0 {
		opt.LockTimeout = 1500 * time.Millisecond
	}
	if err := os.MkdirAll(dir, 0o750); err != nil {
		return nil, fmt.Errorf("no se pudo crear la carpeta de datos %s: %w", dir, err)
	}
	st, err := boltstore.Open(filepath.Join(dir, DBFile), boltstore.Options{Timeout: opt.LockTimeout, NoSync: opt.NoSync})
	if errors.Is(err, boltstore.ErrLocked) {
		return nil, ErrLocked
	}
	if err != nil {
		return nil, fmt.Errorf("no se pudo abrir la base de datos: %w", err)
	}
	e, err := OpenStore(st, dir)
	if err != nil {
		return nil, err
	}
	// A restore killed midway leaves its work folder, a whole copy of a
	// store; with the store's lock held no restore is running, so a start
	// frees that space rather than leave it to the next restore.
	if err := removeRestoreLeftovers(dir); err != nil {
		e.Log.Warn("restauración interrumpida", "err", err)
	}
	return e, nil
}

// OpenStore runs the engine on an open store: pending migrations run first.
// dir is the data folder of the files beside the store (the search index,
// images). The engine closes st when it closes, or here when migrating fails.
func OpenStore(st store.Store, dir string) (*Engine, error) {
	return OpenStoreWith(st, dir, Options{})
}

// OpenStoreWith is OpenStore with the options a shared store needs (SealKey);
// the lock and fsync options are the bbolt file's and are ignored here.
func OpenStoreWith(st store.Store, dir string, opt Options) (*Engine, error) {
	e := &Engine{db: st, dir: dir, Now: time.Now, Log: slog.Default(), sealKey: opt.SealKey}
	if !upToDate(st) {
		if err := e.db.Update(migrate); err != nil {
			st.Close()
			return nil, err
		}
	}
	e.adoptSecretFiles()
	e.followFeed()
	return e, nil
}

// Close waits for the sessions' activity writes in flight, then closes the store.
func (e *Engine) Close() error {
	e.waitTouches(true)
	return e.db.Close()
}

// Dir is the data folder.
func (e *Engine) Dir() string { return e.dir }

// Store exposes the store to derived-data builders (the index), backups and
// tests.
func (e *Engine) Store() store.Store { return e.db }

// Subscribe registers fn to be told, after each commit, what it changed.
func (e *Engine) Subscribe(fn func(Change)) {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.subs = append(e.subs, fn)
}

// Tx is a write transaction plus the change set its commit will announce.
type Tx struct {
	store.Tx
	change Change
	now    time.Time
	agg    aggDelta // pending per-day figures, written just before commit
	// auditTail is the hash of the last audit entry this transaction appended:
	// the next one links to it without reading the log's end again, which on
	// the etcd store is a range query per entry.
	auditTail string
}

// TouchProduct records that the commit changed product id.
func (tx *Tx) TouchProduct(id uint64) { tx.change.Products = append(tx.change.Products, id) }

// touchStock records that the commit changed stock in branch.
func (tx *Tx) touchStock(branch uint64) { tx.change.Stock = addOnce(tx.change.Stock, branch) }

// touchAlert records that the commit recorded new prices for branch.
func (tx *Tx) touchAlert(branch uint64) { tx.change.Alerts = addOnce(tx.change.Alerts, branch) }

// touchTransfers records that the commit created or changed a transfer between branches.
func (tx *Tx) touchTransfers(branches ...uint64) {
	for _, b := range branches {
		tx.change.Transfers = addOnce(tx.change.Transfers, b)
	}
}

// touchNotified records that the commit changed the notifications of users.
func (tx *Tx) touchNotified(users ...uint64) {
	for _, u := range users {
		tx.change.Notified = addOnce(tx.change.Notified, u)
	}
}

// touchSessions records that the commit ended sessions of user.
func (tx *Tx) touchSessions(user uint64) { tx.change.Sessions = addOnce(tx.change.Sessions, user) }

// update is THE write path: every command goes through it. The store may run
// fn more than once (a grouped commit, an optimistic store), so fn must have
// no effect outside tx. Subscribers are told only once the commit is durable.
func (e *Engine) update(fn func(tx *Tx) error) error { return e.write(e.db.Update, fn) }

// updateLarge is update for one write too large to hold in memory until its
// commit (a large import): a store that can (store.Large) commits it in
// parts, each time fn calls tx.spill past a part's size.
func (e *Engine) updateLarge(fn func(tx *Tx) error) error {
	if l, ok := e.db.(store.Large); ok {
		return e.write(l.UpdateLarge, fn)
	}
	return e.update(fn)
}

// spill tells the store, in a write of updateLarge, that the caller holds
// nothing it read from tx (no value, no cursor): what was written so far may
// go to disk as a part of the write and leave memory.
func (tx *Tx) spill() error {
	if s, ok := tx.Tx.(store.Spiller); ok {
		return s.Spill()
	}
	return nil
}

// write runs fn through the store's update (Update or UpdateLarge).
func (e *Engine) write(update func(fn func(store.Tx) error) error, fn func(tx *Tx) error) error {
	var change Change
	err := update(func(btx store.Tx) error {
		tx := &Tx{Tx: btx, now: e.Now()}
		if err := fn(tx); err != nil {
			return err
		}
		if err := tx.flushAggregates(); err != nil {
			return err
		}
		if len(tx.change.Products) > 0 {
			meta := btx.Bucket(bktMeta)
			seq := uint64(1)
			if v := meta.Get(keyProductSeq); v != nil {
				seq = btoi(v) + 1
			}
			if err := meta.Put(keyProductSeq, itob(seq)); err != nil {
				return err
			}
			tx.change.Seq = seq
		}
		change = tx.change
		return e.announce(btx, change)
	})
	if err != nil {
		return err
	}
	e.publish(change)
	return nil
}

// publish tells the subscribers what a commit changed.
func (e *Engine) publish(change Change) {
	if change.empty() {
		return
	}
	e.mu.Lock()
	subs := e.subs
	e.mu.Unlock()
	for _, s := range subs {
		s(change)
	}
}

var keyProductSeq = []byte("product_seq")

// ProductSeq is the Seq of the last commit that touched products.
func (e *Engine) ProductSeq() (seq uint64) {
	_ = e.db.View(func(tx ReadTx) error {
		if v := tx.Bucket(bktMeta).Get(keyProductSeq); v != nil {
			seq = btoi(v)
		}
		return nil
	})
	return seq
}

// view runs a read-only transaction.
func (e *Engine) view(fn func(tx ReadTx) error) error { return e.db.View(fn) }

// Sync makes every commit acknowledged anywhere before the call visible to
// the next reads, and tells whether reads could have lagged before: on a
// cluster member, a session opened or a document saved through another
// member may not have reached this replica yet, so a read that misses it is
// tried again after Sync. A single machine's reads never lag (false).
func (e *Engine) Sync() bool {
	s, ok := e.db.(store.Syncer)
	return ok && s.Sync() == nil
}

// ReadTx is a transaction read from; a write transaction's store.Tx is one too.
type ReadTx = store.Tx
