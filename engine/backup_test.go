package engine

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"sgc/engine/store"
	"sgc/engine/store/boltstore"
)

// TestBackupUnderLoad: sales commit while the snapshot streams; the snapshot
// opens, passes the consistency check and its stock equals its kardex.
func TestBackupUnderLoad(t *testing.T) {
	w := skSetup(t)
	w.load(t, MainBranch, w.p[0], 100000)
	stop := make(chan struct{})
	var wg sync.WaitGroup
	sold := 0
	wg.Add(1)
	go func() {
		defer wg.Done()
		for {
			select {
			case <-stop:
				return
			default:
			}
			if _, err := w.e.CreateSale(w.super, skSale(MainBranch, skLine(w.p[0], 1, 10000))); err != nil {
				t.Error(err)
				return
			}
			sold++
		}
	}()
	var backups []string
	for i := range 5 {
		path := filepath.Join(t.TempDir(), "b"+itoa(int64(i))+".db")
		if _, err := w.e.WriteBackupFile(path); err != nil {
			t.Fatal(err)
		}
		backups = append(backups, path)
	}
	close(stop)
	wg.Wait()
	if sold == 0 {
		t.Fatal("no sale committed during the backups")
	}
	for _, path := range backups {
		dir := filepath.Dir(path)
		skOK(t, copyBackup(path, filepath.Join(dir, DBFile)))
		if err := checkStore(filepath.Join(dir, DBFile)); err != nil {
			t.Fatal(err)
		}
		b, err := Open(dir, Options{})
		if err != nil {
			t.Fatal(err)
		}
		diffs, err := b.VerifyKardex(nil)
		b.Close()
		if err != nil || len(diffs) != 0 {
			t.Fatalf("snapshot stock ≠ kardex: %v %v", diffs, err)
		}
	}
}

// backupOf writes e's snapshot to a file and returns its path.
func backupOf(t *testing.T, e *Engine) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), BackupName(e.Now()))
	if _, err := e.WriteBackupFile(path); err != nil {
		t.Fatal(err)
	}
	return path
}

// dataFolderOf is a data folder holding a copy of e's store, as a server's
// folder would after it stopped.
func dataFolderOf(t *testing.T, e *Engine) string {
	t.Helper()
	dir := t.TempDir()
	if _, err := e.WriteBackupFile(filepath.Join(dir, DBFile)); err != nil {
		t.Fatal(err)
	}
	return dir
}

// folderHash is the digest of the data folder's store, read with the store closed.
func folderHash(t *testing.T, dir string) string {
	t.Helper()
	e, err := Open(dir, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	return skHash(t, e)
}

func TestRestoreRoundTrip(t *testing.T) {
	w := skSetup(t)
	w.load(t, MainBranch, w.p[0], 50)
	_, err := w.e.CreateSale(w.super, skSale(MainBranch, skLine(w.p[0], 3, 10000)))
	skOK(t, err)
	backup := backupOf(t, w.e)
	want := skHash(t, w.e)
	// More business after the backup, which the restore must undo.
	_, err = w.e.CreateSale(w.super, skSale(MainBranch, skLine(w.p[0], 5, 10000)))
	skOK(t, err)
	dir := dataFolderOf(t, w.e)
	os.MkdirAll(filepath.Join(dir, "indice"), 0o750)

	now := time.Date(2025, 3, 5, 15, 30, 0, 0, time.UTC)
	kept, err := Restore(dir, backup, superActor(), now)
	if err != nil {
		t.Fatal(err)
	}
	if filepath.Base(kept) != "sgc.db.antes-de-restaurar-20250305-113000" {
		t.Fatalf("kept as %s", kept)
	}
	if _, err := os.Stat(kept); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, "indice")); !os.IsNotExist(err) {
		t.Fatal("the search index was not removed for rebuilding")
	}
	e, err := Open(dir, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	n, _ := e.Stock(MainBranch, w.p[0])
	if n != 47 {
		t.Fatalf("stock after restore %d, want 47", n)
	}
	// The restored store is the backed-up one plus the restore's audit entry:
	// the same file restored into an empty folder at the same instant is equal.
	entries, _, err := e.AuditLog(AuditFilter{All: true})
	skOK(t, err)
	if last := entries[0]; last.Tipo != AuditRestore || !strings.Contains(last.Detalle, filepath.Base(backup)) {
		t.Fatalf("last audit entry %+v", last)
	}
	fresh := t.TempDir()
	if kept, err := Restore(fresh, backup, superActor(), now); err != nil || kept != "" {
		t.Fatalf("restore into an empty folder: %q %v", kept, err)
	}
	if skHash(t, e) != folderHash(t, fresh) {
		t.Fatal("the restored store differs from the backed-up one")
	}
	if want != backupHash(t, backup) {
		t.Fatal("the backup differs from the store it was taken from")
	}
}

// backupHash is the digest of a backup file, opened in a folder of its own.
func backupHash(t *testing.T, file string) string {
	t.Helper()
	dir := t.TempDir()
	skOK(t, copyBackup(file, filepath.Join(dir, DBFile)))
	db, err := boltstore.Open(filepath.Join(dir, DBFile), boltstore.Options{})
	skOK(t, err)
	defer db.Close()
	return skHash(t, &Engine{db: db})
}

// TestRestoreRefusals: each bad file is refused with a Spanish reason and the
// data folder is left exactly as it was.
func TestRestoreRefusals(t *testing.T) {
	w := skSetup(t)
	w.load(t, MainBranch, w.p[0], 50)
	good := backupOf(t, w.e)
	dir := dataFolderOf(t, w.e)
	dataSum := folderHash(t, dir)
	files := func() []string {
		ents, _ := os.ReadDir(dir)
		var names []string
		for _, e := range ents {
			names = append(names, e.Name())
		}
		return names
	}
	before := strings.Join(files(), ",")

	raw, _ := os.ReadFile(good)
	write := func(name string, data []byte) string {
		p := filepath.Join(t.TempDir(), name)
		os.WriteFile(p, data, 0o600)
		return p
	}
	// A bbolt file of another program: consistent, but not ours.
	other := filepath.Join(t.TempDir(), "otro.db")
	odb, err := boltstore.Open(other, boltstore.Options{})
	skOK(t, err)
	skOK(t, odb.Update(func(tx store.Tx) error {
		b, _ := tx.CreateBucketIfNotExists([]byte("widgets"))
		return b.Put([]byte("a"), []byte("b"))
	}))
	odb.Close()
	// A backup whose stock was changed behind its kardex.
	// (altered as an unsealed backup of an earlier version would be: a sealed
	// one is refused by its seal before anything else, see backup_check_test.go)
	alter := func(fn func(tx store.Tx) error) string {
		p := write("alterado.db", raw[:len(raw)-trailerSize])
		db, err := boltstore.Open(p, boltstore.Options{})
		skOK(t, err)
		skOK(t, db.Update(fn))
		db.Close()
		return p
	}
	kardex := alter(func(tx store.Tx) error { return tx.Bucket(bktStock).Put(key(MainBranch, w.p[0]), itob(60)) })
	newer := alter(func(tx store.Tx) error { return tx.Bucket(bktMeta).Put([]byte("version"), itob(999)) })
	cases := []struct {
		name, file, want string
	}{
		{"truncated", write("truncado.db", raw[:len(raw)/2]), "dañado"},
		{"empty", write("vacio.db", nil), "no es una base de datos de sgc"},
		{"text", write("respaldo.sql", bytes.Repeat([]byte("INSERT INTO ventas VALUES (1);\n"), 500)), "no es una base de datos de sgc"},
		{"other program", other, "no es una base de datos de sgc"},
		{"kardex altered", kardex, "su stock no coincide con su kardex"},
		{"newer schema", newer, "versión más nueva"},
		{"missing", filepath.Join(t.TempDir(), "no-existe.db"), "no se pudo leer"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := Restore(dir, c.file, superActor(), time.Now())
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("want %q, got %v", c.want, err)
			}
			if got := strings.Join(files(), ","); got != before {
				t.Fatalf("files changed: %s → %s", before, got)
			}
			if folderHash(t, dir) != dataSum {
				t.Fatal("the store changed")
			}
		})
	}

	// While a server holds the folder, even a good file is refused.
	holder, err := Open(dir, Options{})
	skOK(t, err)
	_, err = Restore(dir, good, superActor(), time.Now())
	holder.Close()
	if err != ErrServerRunning {
		t.Fatalf("restore under a running server: %v", err)
	}
}

// TestRestoreMigratesOlderSchema: a backup of an older schema (here without
// the furniture buckets and at version 0, so every step runs again whatever
// its place in the list) is brought up to date while it is checked.
func TestRestoreMigratesOlderSchema(t *testing.T) {
	w := skSetup(t)
	old := unsealed(t, backupOf(t, w.e))
	db, err := boltstore.Open(old, boltstore.Options{})
	skOK(t, err)
	skOK(t, db.Update(func(tx store.Tx) error {
		for _, name := range furnitureBuckets {
			if err := tx.DeleteBucket(name); err != nil {
				return err
			}
		}
		return tx.Bucket(bktMeta).Put([]byte("version"), itob(0))
	}))
	db.Close()
	dir := t.TempDir()
	if _, err := Restore(dir, old, superActor(), time.Now()); err != nil {
		t.Fatal(err)
	}
	e, err := Open(dir, Options{})
	skOK(t, err)
	defer e.Close()
	if _, _, err := e.ListMobiliario(superActor(), MainBranch); err != nil {
		t.Fatalf("the restored store was not migrated: %v", err)
	}
}
