package etcdstore

import (
	"io"
	"os"
	"path/filepath"

	bolt "go.etcd.io/bbolt"

	"sgc/engine/store"
)

// snapshotBatch is how many keys go into one bbolt transaction of the copy.
const snapshotBatch = 10000

// stagePrefix names the file a backup is built in, in Options.StageDir.
const stagePrefix = ".respaldo-en-curso-"

// removeStaged removes the backups a killed process left half built in dir.
func removeStaged(dir string) error {
	if dir == "" {
		return nil
	}
	stale, err := filepath.Glob(filepath.Join(dir, stagePrefix+"*"))
	if err != nil {
		return err
	}
	for _, f := range stale {
		if err := os.Remove(f); err != nil {
			return err
		}
	}
	return nil
}

// Snapshot writes the store at one revision as a bbolt file, the format of
// single-machine mode, so `sgc restore` takes it on one machine or as the
// start of a new cluster. The file is built in Options.StageDir (next to
// nothing is held in memory) and then streamed.
func (s *Store) Snapshot(w io.Writer) (int64, error) {
	f, err := os.CreateTemp(s.opt.StageDir, stagePrefix+"*.db")
	if err != nil {
		return 0, err
	}
	path := f.Name()
	f.Close()
	defer os.Remove(path)
	db, err := bolt.Open(path, 0o600, &bolt.Options{NoSync: true})
	if err != nil {
		return 0, err
	}
	err = s.View(func(stx store.Tx) error {
		return stx.ForEach(func(name []byte, b store.Bucket) error {
			return copyBucket(db, name, b)
		})
	})
	if cerr := db.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return 0, err
	}
	// Written through a read transaction, the file ends at its last used
	// page: bbolt's growth of the file beyond it is not part of the data,
	// so the backup is smaller and a truncated copy is caught as on one
	// machine.
	if db, err = bolt.Open(path, 0o600, &bolt.Options{ReadOnly: true}); err != nil {
		return 0, err
	}
	defer db.Close()
	var n int64
	err = db.View(func(tx *bolt.Tx) error {
		n, err = tx.WriteTo(w)
		return err
	})
	return n, err
}

// copyBucket copies one keyspace into db in batches of snapshotBatch keys.
func copyBucket(db *bolt.DB, name []byte, b store.Bucket) error {
	seq := b.Sequence()
	c := b.Cursor()
	k, v := c.First()
	for first := true; first || k != nil; first = false {
		err := db.Update(func(btx *bolt.Tx) error {
			dst, err := btx.CreateBucketIfNotExists(name)
			if err != nil {
				return err
			}
			if err := dst.SetSequence(seq); err != nil {
				return err
			}
			// Keys arrive in order: filling pages full makes a compact file.
			dst.FillPercent = 1
			for n := 0; k != nil && n < snapshotBatch; n++ {
				if err := dst.Put(k, v); err != nil {
					return err
				}
				k, v = c.Next()
			}
			return nil
		})
		if err != nil {
			return err
		}
	}
	return nil
}
