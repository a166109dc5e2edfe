package engine

import (
	"crypto/rand"
	"encoding/hex"
	"fmt"

	"sgc/engine/store"
)

// migrations is the ordered list of schema steps. Step i brings the store from
// version i to i+1; the version lives in meta/"version". Never reorder or edit a
// step that has shipped: append a new one.
var migrations = []func(tx store.Tx) error{
	createBuckets(allBuckets),
	createBuckets(stockBuckets),
	createBuckets(proformaBuckets),
	createBuckets(priceAlertBuckets),
	createBuckets(auditBuckets),
	createBuckets(transferBuckets),
	createBuckets(furnitureBuckets),
	createBuckets(moneyBuckets),
	fillAggregates,
	createBuckets(idemBuckets),
	fillVoidIndex,
	createBuckets(siatBuckets),
	createBuckets(invoiceMailBuckets),
}

// createBuckets makes a migration step that creates the named buckets.
func createBuckets(names [][]byte) func(tx store.Tx) error {
	return func(tx store.Tx) error {
		for _, n := range names {
			if _, err := tx.CreateBucketIfNotExists(n); err != nil {
				return err
			}
		}
		return nil
	}
}

// migrate runs every pending step in the one transaction Open gives it.
func migrate(tx store.Tx) error {
	meta, err := tx.CreateBucketIfNotExists(bktMeta)
	if err != nil {
		return err
	}
	var version uint64
	if v := meta.Get([]byte("version")); v != nil {
		version = btoi(v)
	}
	if version > uint64(len(migrations)) {
		return fmt.Errorf("la base de datos es de una versión más nueva de sgc (esquema %d); actualice el programa", version)
	}
	if meta.Get(keyInstance) == nil {
		// A random id of this store: derived data (the search index) built from
		// another store, such as one restored from a backup, is told apart by it.
		id := make([]byte, 8)
		if _, err := rand.Read(id); err != nil {
			return err
		}
		if err := meta.Put(keyInstance, []byte(hex.EncodeToString(id))); err != nil {
			return err
		}
	}
	for i := version; i < uint64(len(migrations)); i++ {
		if err := migrations[i](tx); err != nil {
			return fmt.Errorf("migración %d: %w", i+1, err)
		}
	}
	return meta.Put([]byte("version"), itob(uint64(len(migrations))))
}

var keyInstance = []byte("instance")

// upToDate reports whether the store needs no migration step: then opening
// it writes nothing, so a cluster member that starts while the majority is
// away opens and serves reads.
func upToDate(st store.Store) bool {
	ok := false
	_ = st.View(func(tx store.Tx) error {
		if meta := tx.Bucket(bktMeta); meta != nil && meta.Get(keyInstance) != nil {
			v := meta.Get([]byte("version"))
			ok = v != nil && btoi(v) == uint64(len(migrations))
		}
		return nil
	})
	return ok
}

// InstanceID is the random id given to this store when it was created.
func (e *Engine) InstanceID() (id string) {
	_ = e.db.View(func(tx store.Tx) error {
		id = string(tx.Bucket(bktMeta).Get(keyInstance))
		return nil
	})
	return id
}
