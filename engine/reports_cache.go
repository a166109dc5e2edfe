package engine

import (
	"fmt"
	"sync"
	"sync/atomic"

	"sgc/engine/store"
)

// The per-day rows answer a year in one scan, but a busy morning opens the
// same year's report from many desks while the counters keep selling. So a
// report's scan is cut at today: the scan of the days before is remembered,
// today's rows are read on every call and added to it. Every commit that
// changes per-day rows advances meta/agg_version and stamps each branch and
// day whose rows it changed with the new version (meta/agg_dia|branch|day),
// in the same transaction. An answer remembered at version V serves a read
// transaction that sees version V or later and no stamp above V in the
// answer's branches and days: a sale of today spoils nothing remembered, a
// return on a sale of March spoils the answers of its branch that hold March,
// and callers asking for the same answer at once wait for one scan.

var (
	keyAggVersion = []byte("agg_version")
	keyAggDay     = []byte("agg_dia") // + branch|day → the version that last changed its rows
)

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
	scans   atomic.Int64 // answers computed, remembered or not
}

// ReportScans counts the report scans computed since Open, which the
// remembered answers spare (the benchmark prints it).
func (e *Engine) ReportScans() int64 { return e.memo.scans.Load() }

// aggVersion is the figures' version as tx sees it.
func aggVersion(tx ReadTx) uint64 {
	if v := tx.Bucket(bktMeta).Get(keyAggVersion); len(v) == 8 {
		return btoi(v)
	}
	return 0
}

// dayStampKey names the stamp of a branch's day.
func dayStampKey(branch, d uint64) []byte {
	return append(append([]byte(nil), keyAggDay...), key(branch, d)...)
}

// stampAggregates advances the figures' version and stamps the branches and
// days ([branch, day] pairs) whose rows changed; flushAggregates calls it.
func stampAggregates(tx store.Tx, days map[[2]uint64]bool) error {
	meta := tx.Bucket(bktMeta)
	v := itob(aggVersion(tx) + 1)
	for bd := range days {
		if err := meta.Put(dayStampKey(bd[0], bd[1]), v); err != nil {
			return err
		}
	}
	return meta.Put(keyAggVersion, v)
}

// unchangedSince tells that no commit after version changed a row of sc's
// branches and days, as tx sees them.
func unchangedSince(tx ReadTx, sc ReportScope, version uint64) bool {
	c := tx.Bucket(bktMeta).Cursor()
	for _, b := range sc.Branches {
		end := dayStampKey(b, sc.to+1)
		for k, v := c.Seek(dayStampKey(b, sc.from)); k != nil && bytesLess(k, end); k, v = c.Next() {
			if len(v) != 8 || btoi(v) > version {
				return false
			}
		}
	}
	return true
}

// pastAndToday cuts sc at today (La Paz): the days before, whose scans are
// remembered, and the rest, read on every call.
func (e *Engine) pastAndToday(sc ReportScope) (past, today ReportScope) {
	t := day(e.Now())
	past, today = sc, sc
	past.to, today.from = min(sc.to, t-1), max(sc.from, t)
	return past, today
}

// empty tells a scope of no days.
func (sc ReportScope) empty() bool { return sc.from > sc.to }

// memo answers fn's value, the scan of sc named key, as of tx: the answer
// remembered under key while it stands for tx, else fn's.
func memo[T any](e *Engine, tx ReadTx, key string, sc ReportScope, fn func() (T, error)) (T, error) {
	m := &e.memo
	version := aggVersion(tx)
	m.mu.Lock()
	ent := m.entries[key]
	m.mu.Unlock()
	if ent == nil || ent.version > version || ent.version < version && !unchangedSince(tx, sc, ent.version) {
		var mine bool
		if ent, mine = m.claim(key, version); mine {
			m.scans.Add(1)
			ent.value, ent.err = fn()
			if ent.err != nil {
				m.forget(key, ent)
			}
			close(ent.done)
		}
	}
	<-ent.done
	if ent.err != nil {
		var zero T
		return zero, ent.err
	}
	return ent.value.(T), nil
}

// claim answers the entry that another caller computes for key at version,
// or a new one the caller computes (mine), remembered unless a newer one is.
func (m *reportMemo) claim(key string, version uint64) (ent *memoEntry, mine bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	cur := m.entries[key]
	if cur != nil && cur.version == version {
		return cur, false
	}
	ent = &memoEntry{version: version, done: make(chan struct{})}
	if cur == nil || cur.version < version {
		if m.entries == nil || len(m.entries) >= maxMemo {
			m.entries = map[string]*memoEntry{}
		}
		m.entries[key] = ent
	}
	return ent, true
}

// forget drops a failed entry, so the next caller tries again.
func (m *reportMemo) forget(key string, ent *memoEntry) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.entries[key] == ent {
		delete(m.entries, key)
	}
}

// memoKey names a scan over a scope.
func memoKey(what string, sc ReportScope, extra ...any) string {
	return fmt.Sprint(what, sc.Branches, sc.from, sc.to, extra)
}
