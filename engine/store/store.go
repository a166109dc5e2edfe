// Package store is the narrow transactional key-value interface the engine
// runs on. The engine's rules never name a storage engine: bbolt (package
// boltstore, the single-machine default) and embedded etcd (package etcdstore,
// cluster mode) implement this interface, and one conformance suite
// (package storetest) holds every implementation to the same promises.
//
// Promises every implementation keeps:
//
//   - Keyspaces ("buckets") are flat and named by bytes; a key orders
//     bytewise (big-endian ids therefore sort numerically).
//   - A write transaction (Update) sees one consistent state plus its own
//     writes, and commits all of them or none. Concurrent write transactions
//     are serializable: the result is as if they ran one after the other.
//   - fn may run more than once (a grouped commit re-runs a member whose
//     group was spoiled; an optimistic store re-runs on a conflict), so a
//     write function must have no effect outside its transaction and must
//     not keep anything it read after it returns.
//   - Update returns only once the commit is durable (on disk, or on a
//     majority of a cluster). An error from fn leaves no trace of that fn.
//   - A read transaction (View) reads one consistent snapshot.
//   - A cursor sees the transaction's own writes made before it moves; keys
//     come in ascending byte order; Next past the end and Prev before the
//     start answer a nil key.
//   - Values handed out by Get, cursors and ForEach are valid only inside
//     the transaction and must not be modified: copy what must outlive it.
//   - Sequences are per keyspace, unique and increasing; gaps are allowed.
package store

import (
	"errors"
	"io"
)

// ErrUnavailable is answered by a store that cannot commit now, such as a
// cluster member cut off from the majority; the API answers it with 503 and
// this text, and reads go on.
var ErrUnavailable = errors.New("el sistema está en modo de solo lectura: este servidor no alcanza a la mayoría de los servidores del grupo; los cambios se podrán registrar cuando vuelvan")

// ErrBusy is answered by a store that reaches the majority but did not
// take a change in time (the write lock or a request took too long): nothing
// was written, and it is no loss of the majority, so it must not say so. The
// API answers it with 503 and this text.
var ErrBusy = errors.New("el grupo de servidores no alcanzó a registrar el cambio a tiempo: no se guardó nada; intente de nuevo")

// ErrFull is answered by a store that reached its size limit (etcd's quota
// alarm): it takes no writes until space is freed; reads go on. The API
// answers it with 507 and this text.
var ErrFull = errors.New("la base de datos del grupo llegó a su tamaño máximo: no se aceptan cambios hasta liberar espacio (vea docs/cluster-capacidad.md)")

// Store is a transactional key-value store.
type Store interface {
	// View runs fn in a read-only transaction.
	View(fn func(tx Tx) error) error
	// Update runs fn in a write transaction and commits it when fn returns
	// nil. See the package comment for the promises.
	Update(fn func(tx Tx) error) error
	// Snapshot writes a consistent copy of the whole store to w in the backup
	// format (a bbolt file, whatever the implementation) and answers the bytes
	// written.
	Snapshot(w io.Writer) (int64, error)
	// Close releases the store.
	Close() error
}

// Syncer is a store whose reads may lag behind commits made elsewhere (a
// cluster member reads its own replica, which follows the others within
// milliseconds): Sync returns once every commit acknowledged anywhere before
// the call shows in this process's reads.
type Syncer interface {
	Sync() error
}

// Large is a store that can commit one write too large to hold in memory
// until its commit (a large import) in parts. UpdateLarge runs fn alone, not
// grouped with other callers, and keeps Update's promises: the write lands
// whole or not at all, through a crash as well, and readers see the state
// before it until it has landed whole. fn's transaction is a Spiller. A
// store without it commits such a write through Update.
type Large interface {
	UpdateLarge(fn func(tx Tx) error) error
}

// Spiller is the transaction of UpdateLarge. Spill tells the store that fn
// holds nothing it read from the transaction (no value, no cursor; a
// keyspace may be kept): the store may then write what fn wrote so far as a
// part and free its memory.
type Spiller interface {
	Spill() error
}

// Tx is a transaction.
type Tx interface {
	// Bucket answers the named keyspace, or nil when it does not exist.
	Bucket(name []byte) Bucket
	// CreateBucketIfNotExists answers the named keyspace, creating it in a
	// write transaction.
	CreateBucketIfNotExists(name []byte) (Bucket, error)
	// DeleteBucket removes a keyspace and everything in it.
	DeleteBucket(name []byte) error
	// ForEach calls fn for every keyspace in name order.
	ForEach(fn func(name []byte, b Bucket) error) error
	// Writable tells a write transaction from a read-only one.
	Writable() bool
}

// Bucket is one keyspace inside a transaction.
type Bucket interface {
	Get(key []byte) []byte
	Put(key, value []byte) error
	Delete(key []byte) error
	Cursor() Cursor
	// ForEach calls fn for every pair in key order.
	ForEach(fn func(k, v []byte) error) error
	// NextSequence answers a new, larger value of the keyspace's sequence.
	NextSequence() (uint64, error)
	// Sequence answers the last value NextSequence gave (or SetSequence set).
	Sequence() uint64
	SetSequence(v uint64) error
	// KeyN counts the keys (progress bars and totals).
	KeyN() int
}

// Cursor walks one keyspace in key order.
type Cursor interface {
	First() (k, v []byte)
	Last() (k, v []byte)
	// Seek moves to key, or to the next key after it.
	Seek(key []byte) (k, v []byte)
	Next() (k, v []byte)
	Prev() (k, v []byte)
	// Delete removes the pair under the cursor.
	Delete() error
}
