package engine

import (
	"crypto/sha256"
	"encoding/binary"
	"fmt"
	"hash"
	"io"
	"os"
	"path/filepath"
	"time"
)

// Backups (DESIGN §5 "Backup"): the whole state is one bbolt file, so a backup
// is one read transaction written out whole (store.Store.Snapshot, whatever
// store the engine runs on, writes that format). A read transaction
// never blocks writers, so sales go on while the snapshot streams, and what it
// writes is the store exactly as it was when the transaction began.

// DBFile is the name of the store inside the data folder.
const DBFile = "sgc.db"

// BackupName is the file name of a backup taken at t: respaldo-YYYYMMDD-HHMMSS.db
// in La Paz time, so that names sort in time order and read as the owner's clock.
func BackupName(t time.Time) string {
	return "respaldo-" + t.In(LaPaz).Format("20060102-150405") + ".db"
}

// writeSnapshot streams a consistent snapshot of the store to w and returns
// the bytes written; WriteBackup seals it.
func (e *Engine) writeSnapshot(w io.Writer) (int64, error) {
	return e.db.Snapshot(w)
}

// WriteBackupFile writes a snapshot to path atomically: to a temporary name
// in the same folder, synced, then renamed, so a crash or a full disk never
// leaves a half-written file under a backup's name.
func (e *Engine) WriteBackupFile(path string) (int64, error) {
	return WriteFileAtomic(path, func(w io.Writer) (int64, error) { return e.WriteBackup(w) })
}

// WriteFileAtomic writes path through fill as described in WriteBackupFile.
func WriteFileAtomic(path string, fill func(io.Writer) (int64, error)) (int64, error) {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o750); err != nil {
		return 0, fmt.Errorf("no se pudo crear la carpeta %s: %w", dir, err)
	}
	f, err := os.CreateTemp(dir, ".tmp-"+filepath.Base(path)+"-*")
	if err != nil {
		return 0, fmt.Errorf("no se pudo crear el archivo en %s: %w", dir, err)
	}
	tmp := f.Name()
	n, err := fill(f)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Chmod(tmp, 0o600)
	}
	if err == nil {
		err = os.Rename(tmp, path)
	}
	if err != nil {
		os.Remove(tmp)
		return 0, fmt.Errorf("no se pudo escribir %s: %w", path, err)
	}
	syncDir(dir)
	return n, nil
}

// syncDir makes a rename in dir durable; where a folder cannot be synced
// (some file systems) the rename is still atomic, only not yet on disk.
func syncDir(dir string) {
	if d, err := os.Open(dir); err == nil {
		_ = d.Sync()
		d.Close()
	}
}

// Every backup ends with a trailer that seals its bytes: bbolt keeps no
// checksum of values, so a flipped byte inside a record would otherwise pass
// its consistency check. The trailer travels inside the file (a sidecar would
// not survive a rename or a download) and is:
//
//	magic (16 bytes) | length of the database part (8, big-endian) | SHA-256 of that part (32)
//
// Restore copies only the database part into place, so no live store ever
// carries the trailer, and refuses a file whose digest or length disagrees.
// A backup without a trailer (written by an earlier version of sgc) is still
// restorable, but only when bbolt's file ends exactly at its last page (or is
// followed by zeros, as a grown live file is), every record decodes and the
// per-day figures match the documents; sgc restore then prints a warning.
const (
	trailerMagic = "sgc-respaldo-v1\n"
	trailerSize  = len(trailerMagic) + 8 + sha256.Size
	// pageUnit divides every page size bbolt uses (the OS page size).
	pageUnit = 512
)

// WriteBackup streams a consistent snapshot of the store to w followed by its
// trailer, hashing as it goes, and returns the bytes written.
func (e *Engine) WriteBackup(w io.Writer) (int64, error) {
	h := sha256.New()
	n, err := e.writeSnapshot(io.MultiWriter(w, h))
	if err != nil {
		return n, err
	}
	m, err := w.Write(trailer(n, h))
	return n + int64(m), err
}

// trailer seals n bytes whose digest h holds.
func trailer(n int64, h hash.Hash) []byte {
	t := make([]byte, 0, trailerSize)
	t = append(t, trailerMagic...)
	t = binary.BigEndian.AppendUint64(t, uint64(n))
	return h.Sum(t)
}
