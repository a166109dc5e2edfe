package store

// Feed is implemented by a store that several processes share (the members
// of a cluster): what one process's commit changed must reach the others,
// which keep derived state in memory (search index, caches, event streams).
type Feed interface {
	// Announce adds record to the commit of tx (a write transaction of this
	// store), so that it is published if and only if the commit happens.
	Announce(tx Tx, record []byte) error
	// Follow calls fn, one call at a time and in commit order, with the
	// record of every commit that another process announces from now on.
	// fn(nil) says records may have been missed (this process was cut off
	// past the history the store keeps): whatever follows the feed must be
	// rebuilt from the store. Follow returns at once.
	Follow(fn func(record []byte))
}
