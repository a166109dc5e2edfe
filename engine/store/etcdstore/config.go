package etcdstore

import (
	"time"

	"go.etcd.io/etcd/server/v3/embed"
)

// Settings of the embedded member that this store relies on. The member's
// start-up applies them with Configure; they are exported so that every
// member of a cluster runs with the same values.
const (
	// MaxTxnOps bounds the operations of one etcd Txn. One engine commit is
	// one Txn (two operations per written key at most, plus the lock and the
	// outbox), so this bounds the keys one business command may write: a
	// bulk price change of a few thousand products fits.
	MaxTxnOps = 32768
	// MaxRequestBytes bounds one request. Values larger than ChunkBytes are
	// written in chunks beforehand, so only the commit's small values count.
	MaxRequestBytes = 8 << 20
	// ChunkBytes is the largest value stored under one etcd key; larger
	// values (product images) are split transparently.
	ChunkBytes = 512 << 10
	// QuotaBackendBytes is the size at which etcd stops accepting writes
	// (an alarm); docs/cluster-capacidad.md says how many years fit in it.
	QuotaBackendBytes = 8 << 30
	// AutoCompactionMode and AutoCompactionRetention discard the history of
	// overwritten values older than one hour; the engine reads only the
	// present, and one hour covers the longest backup.
	AutoCompactionMode      = "periodic"
	AutoCompactionRetention = "1h"
	// DefragInterval is how often a member defragments its file, returning
	// to the disk the pages that compaction freed (Defragment).
	DefragInterval = 24 * time.Hour
)

// Configure sets on cfg the limits, quota and compaction this store needs.
func Configure(cfg *embed.Config) {
	cfg.MaxTxnOps = MaxTxnOps
	cfg.MaxRequestBytes = MaxRequestBytes
	cfg.QuotaBackendBytes = QuotaBackendBytes
	cfg.AutoCompactionMode = AutoCompactionMode
	cfg.AutoCompactionRetention = AutoCompactionRetention
}
