package engine

import (
	"bytes"
	"errors"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"sgc/engine/store"
	"sgc/engine/store/boltstore"
)

// unsealed strips the trailer of the backup at path, as a backup of an
// earlier version of sgc was written, and answers path.
func unsealed(t testing.TB, path string) string {
	t.Helper()
	info, err := os.Stat(path)
	skOK(t, err)
	skOK(t, os.Truncate(path, info.Size()-int64(trailerSize)))
	return path
}

// demoBackup is a backup of the demo business, with the data folder of a
// server that ran it (a copy of the same store). The store is bbolt's, as on
// the single machine a restore runs for: a cluster member's snapshot is laid
// out otherwise (its file ends in pages bbolt grew but never used, and its
// records lie in another order), and the cases below cut files by the page.
func demoBackup(t *testing.T) (e *Engine, backup, dir string) {
	t.Helper()
	e = mustOpenBolt(t)
	skOK(t, e.LoadDemo())
	return e, backupOf(t, e), dataFolderOf(t, e)
}

// folderState lists the names in dir and the digest of its store.
func folderState(t *testing.T, dir string) string {
	t.Helper()
	ents, err := os.ReadDir(dir)
	skOK(t, err)
	var names []string
	for _, e := range ents {
		names = append(names, e.Name())
	}
	return strings.Join(names, ",") + " " + folderHash(t, dir)
}

// TestRestoreRefusesBitRot: 80 copies of a real backup, 40 with one byte
// flipped and 40 with 20, each at random positions; every one is refused and
// the data folder stays exactly as it was.
func TestRestoreRefusesBitRot(t *testing.T) {
	_, backup, dir := demoBackup(t)
	raw, err := os.ReadFile(backup)
	skOK(t, err)
	before := folderState(t, dir)
	seed := uint64(time.Now().UnixNano())
	t.Logf("seed %d, backup of %d bytes", seed, len(raw))
	rng := rand.New(rand.NewPCG(seed, 0))
	bad := filepath.Join(t.TempDir(), filepath.Base(backup))
	accepted := 0
	for i := range 80 {
		flips := 1
		if i >= 40 {
			flips = 20
		}
		data := bytes.Clone(raw)
		var at []int
		for range flips {
			p := rng.IntN(len(data))
			data[p] ^= byte(1 + rng.IntN(255))
			at = append(at, p)
		}
		skOK(t, os.WriteFile(bad, data, 0o600))
		if _, err := Restore(dir, bad, superActor(), time.Now()); err == nil {
			accepted++
			t.Errorf("copy %d with bytes changed at %v was restored", i, at)
			break // the folder now holds it: the next copies prove nothing
		} else if !strings.Contains(err.Error(), "no se restauró") {
			t.Errorf("copy %d: refused for another reason: %v", i, err)
		}
	}
	if accepted > 0 {
		t.Fatalf("%d of 80 damaged copies restored", accepted)
	}
	if got := folderState(t, dir); got != before {
		t.Fatalf("the data folder changed: %s → %s", before, got)
	}
}

// TestRestoreSeal: the seal's refusals by name, and the files it lets through.
func TestRestoreSeal(t *testing.T) {
	_, backup, dir := demoBackup(t)
	raw, err := os.ReadFile(backup)
	skOK(t, err)
	before := folderState(t, dir)
	write := func(name string, data []byte) string {
		p := filepath.Join(t.TempDir(), name)
		skOK(t, os.WriteFile(p, data, 0o600))
		return p
	}
	part := raw[:len(raw)-trailerSize]
	// An unsealed file whose sale record lost a quote: bbolt's check passes.
	// Only sales store a fecha_venta: razon_social is in catalogos too, and
	// which bucket's pages come first in the file varies from run to run.
	broken := bytes.Clone(part)
	at := bytes.Index(broken, []byte(`"fecha_venta":`))
	if at < 0 {
		t.Fatal("no sale record in the backup")
	}
	broken[at] = '#'
	// An unsealed file whose per-day figures disagree with its sales.
	figures := write("cifras.db", part)
	db, err := boltstore.Open(figures, boltstore.Options{})
	skOK(t, err)
	skOK(t, db.Update(func(tx store.Tx) error {
		k, v := tx.Bucket(bktAggSales).Cursor().First()
		v = bytes.Clone(v)
		v[7]++
		return tx.Bucket(bktAggSales).Put(k, v)
	}))
	db.Close()
	cases := []struct {
		name string
		data []byte
		file string
		want string
	}{
		{"one byte of the seal's digest", flipAt(raw, len(raw)-1), "", "suma de verificación SHA-256 no coincide"},
		{"one byte of the seal's mark", flipAt(raw, len(part)), "", "no son páginas enteras"},
		{"one byte of the seal's length", flipAt(raw, len(part)+len(trailerMagic)+7), "", "su sello indica"},
		{"truncated inside the seal", raw[:len(raw)-10], "", "no son páginas enteras"},
		{"seal appended twice, mark damaged", flipAt(append(bytes.Clone(raw), raw[len(part):]...), len(raw)), "", "no son páginas enteras"},
		{"zeros past the last page, then junk", append(append(bytes.Clone(part), make([]byte, 4096)...), bytes.Repeat([]byte{1}, 512)...), "", "bytes de más"},
		{"truncated by one page", part[:len(part)-4096], "", "truncado"},
		{"truncated in half", raw[:len(raw)/2], "", "dañado"},
		{"sealed bytes appended", append(bytes.Clone(raw), raw[len(part):]...), "", "su sello indica"},
		{"unsealed, a record damaged", broken, "", "registro dañado en ventas"},
		{"unsealed, figures altered", nil, figures, "sus cifras por día no coinciden"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			file := c.file
			if file == "" {
				file = write("respaldo.db", c.data)
			}
			_, err := Restore(dir, file, superActor(), time.Now())
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("want %q, got %v", c.want, err)
			}
			if got := folderState(t, dir); got != before {
				t.Fatalf("the data folder changed: %s → %s", before, got)
			}
		})
	}

	// A renamed sealed file restores, and the live store gets no trailer.
	renamed := write("copia del lunes.bin", raw)
	if sealed, err := CheckBackupSeal(renamed); !sealed || err != nil {
		t.Fatalf("renamed backup: sealed %v, %v", sealed, err)
	}
	fresh := t.TempDir()
	if _, err := Restore(fresh, renamed, superActor(), time.Now()); err != nil {
		t.Fatal(err)
	}
	info, err := os.Stat(filepath.Join(fresh, DBFile))
	skOK(t, err)
	if info.Size() > int64(len(part)) {
		t.Fatalf("the restored store has %d bytes, the backup's database part %d", info.Size(), len(part))
	}
	// An unsealed backup of an earlier version restores after the full checks.
	old := write("respaldo-antiguo.db", part)
	if sealed, err := CheckBackupSeal(old); sealed || err != nil {
		t.Fatalf("unsealed backup: sealed %v, %v", sealed, err)
	}
	if _, err := Restore(t.TempDir(), old, superActor(), time.Now()); err != nil {
		t.Fatal(err)
	}
	if _, err := CheckBackupSeal(write("roto.db", flipAt(raw, 100))); !errors.Is(err, ErrBackupChecksum) {
		t.Fatalf("CheckBackupSeal of a damaged file: %v", err)
	}
}

// flipAt is a copy of data with the byte at i inverted.
func flipAt(data []byte, i int) []byte {
	out := bytes.Clone(data)
	out[i] ^= 0xff
	return out
}

// TestRestoreRemovesLeftovers: the work folder of a restore killed midway
// is removed by the next restore of the folder.
func TestRestoreRemovesLeftovers(t *testing.T) {
	w := skSetup(t)
	backup := backupOf(t, w.e)
	dir := dataFolderOf(t, w.e)
	left := filepath.Join(dir, restoreWorkPrefix+"123456")
	skOK(t, os.MkdirAll(left, 0o700))
	skOK(t, copyBackup(backup, filepath.Join(left, DBFile)))
	if _, err := Restore(dir, backup, superActor(), time.Now()); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(left); !os.IsNotExist(err) {
		t.Fatalf("the leftover folder is still there: %v", err)
	}
}

// TestOpenRemovesRestoreLeftovers: a server start removes the work folder
// of a restore killed midway, without waiting for the next restore.
func TestOpenRemovesRestoreLeftovers(t *testing.T) {
	dir := t.TempDir()
	e, err := Open(dir, Options{NoSync: true})
	skOK(t, err)
	skOK(t, e.Close())
	left := filepath.Join(dir, restoreWorkPrefix+"123456")
	skOK(t, os.MkdirAll(left, 0o700))
	skOK(t, os.WriteFile(filepath.Join(left, DBFile), []byte("copia a medias"), 0o600))
	e, err = Open(dir, Options{NoSync: true})
	skOK(t, err)
	defer e.Close()
	if _, err := os.Stat(left); !os.IsNotExist(err) {
		t.Fatalf("the leftover folder is still there: %v", err)
	}
}

// TestRecordChecksCoverEveryBucket: the demo store has no bucket that the
// restore's record check does not read.
func TestRecordChecksCoverEveryBucket(t *testing.T) {
	e := mustOpen(t)
	skOK(t, e.LoadDemo())
	skOK(t, e.db.View(func(tx store.Tx) error {
		return tx.ForEach(func(name []byte, _ store.Bucket) error {
			if recordChecks[string(name)] == nil {
				t.Errorf("bucket %s has no record check in restore_records.go", name)
			}
			return nil
		})
	}))
	skOK(t, e.CheckRecords())
}
