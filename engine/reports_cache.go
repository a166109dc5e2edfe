package engine

import (
	"fmt"
	"sync"
)

// The per-day rows answer a year in one scan, but a busy morning opens the
// same report from many desks. reportMemo keeps the last answers of the
// scans, stamped with the figures' version: every commit that changes a
// per-day row advances meta/agg_version in the same transaction, so an
// answer is reused only by a read transaction that sees the same version,
// and callers asking for the same answer at once wait for one scan.

var keyAggVersion = []byte("agg_version")

// maxMemo bounds the remembered answers; past it they are all dropped.
const maxMemo = 64

type memoEntry struct {
	version uint64
	done    chan struct{}
	value   any
	err     error
}

type reportMemo struct {
	mu      sync.Mutex
	entries map[string]*memoEntry
}

// aggVersion is the figures' version as tx sees it.
func aggVersion(tx ReadTx) uint64 {
	if v := tx.Bucket(bktMeta).Get(keyAggVersion); len(v) == 8 {
		return btoi(v)
	}
	return 0
}

// bumpAggVersion advances the figures' version; flushAggregates calls it.
func bumpAggVersion(tx *Tx) error {
	return tx.Bucket(bktMeta).Put(keyAggVersion, itob(aggVersion(tx.Tx)+1))
}

// memo answers fn's value for key as of tx, computing it once per version.
func memo[T any](e *Engine, tx ReadTx, key string, fn func() (T, error)) (T, error) {
	version := aggVersion(tx)
	m := &e.memo
	m.mu.Lock()
	if m.entries == nil || len(m.entries) > maxMemo {
		m.entries = map[string]*memoEntry{}
	}
	ent := m.entries[key]
	if ent == nil || ent.version != version {
		ent = &memoEntry{version: version, done: make(chan struct{})}
		m.entries[key] = ent
		m.mu.Unlock()
		ent.value, ent.err = fn()
		close(ent.done)
	} else {
		m.mu.Unlock()
		<-ent.done
	}
	if ent.err != nil {
		var zero T
		return zero, ent.err
	}
	return ent.value.(T), nil
}

// memoKey names a scan over a scope.
func memoKey(what string, sc ReportScope, extra ...any) string {
	return fmt.Sprint(what, sc.Branches, sc.from, sc.to, extra)
}
