package etcdstore_test

import (
	"io"
	"os"
	"path/filepath"
	"testing"

	"sgc/engine/store/etcdstore"
	"sgc/engine/store/etcdstore/etcdtest"
)

// stagedWriter fails the test unless a backup is being built in dir when
// the first bytes arrive.
type stagedWriter struct {
	t    *testing.T
	dir  string
	seen bool
}

func (w *stagedWriter) Write(p []byte) (int, error) {
	if !w.seen {
		w.seen = true
		if staged, _ := filepath.Glob(filepath.Join(w.dir, ".respaldo-en-curso-*")); len(staged) != 1 {
			w.t.Errorf("the backup is built elsewhere than the data folder: %v there", staged)
		}
	}
	return io.Discard.Write(p)
}

// TestSnapshotStagedInDataFolder: a backup is built in the data folder (not
// in TMPDIR, RAM on Debian 13) and gone once streamed, and a copy that a
// killed process left there is removed when the store opens.
func TestSnapshotStagedInDataFolder(t *testing.T) {
	m := etcdtest.Start(t)
	dir, tmp := t.TempDir(), t.TempDir()
	t.Setenv("TMPDIR", tmp)
	stale := filepath.Join(dir, ".respaldo-en-curso-123.db")
	if err := os.WriteFile(stale, make([]byte, 1024), 0o600); err != nil {
		t.Fatal(err)
	}
	s, err := etcdstore.New(m.Client, etcdstore.Options{StageDir: dir})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if _, err := os.Stat(stale); !os.IsNotExist(err) {
		t.Fatalf("a stale staged backup stays after the store opens: %v", err)
	}
	if err := s.Update(putB); err != nil {
		t.Fatal(err)
	}
	w := &stagedWriter{t: t, dir: dir}
	if _, err := s.Snapshot(w); err != nil || !w.seen {
		t.Fatalf("snapshot: %v (written: %v)", err, w.seen)
	}
	for _, d := range []string{dir, tmp} {
		if left, _ := os.ReadDir(d); len(left) != 0 {
			t.Fatalf("files left in %s after the backup: %v", d, left)
		}
	}
}
