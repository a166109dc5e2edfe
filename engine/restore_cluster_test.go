package engine

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// treeState is every file under dir with its contents, and every folder.
func treeState(t *testing.T, dir string) map[string]string {
	t.Helper()
	out := map[string]string{}
	skOK(t, filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			out[path+"/"] = ""
			return nil
		}
		raw, err := os.ReadFile(path)
		out[path] = string(raw)
		return err
	}))
	return out
}

// TestRestoreRefusesClusterMember: a cluster member's data folder (its
// sgc.db imported into the cluster, a restore's leftovers beside it) is
// refused with the way to restore a cluster, and nothing in it changes.
func TestRestoreRefusesClusterMember(t *testing.T) {
	e := mustOpenBolt(t)
	backup := backupOf(t, e)
	dir := t.TempDir()
	skOK(t, copyBackup(backup, filepath.Join(dir, DBFile+".importado-al-grupo")))
	skOK(t, os.MkdirAll(filepath.Join(dir, ClusterFolder, "etcd"), 0o700))
	skOK(t, os.WriteFile(filepath.Join(dir, ClusterFolder, "miembro.json"), []byte(`{"nombre":"m1"}`), 0o600))
	skOK(t, os.MkdirAll(filepath.Join(dir, restoreWorkPrefix+"123456"), 0o700))
	before := treeState(t, dir)

	_, err := Restore(dir, backup, superActor(), time.Now())
	if err == nil || !strings.Contains(err.Error(), "«"+clusterRestoreSection+"»") || !strings.Contains(err.Error(), "--cluster-init") {
		t.Fatalf("restore into a member's folder: %v", err)
	}
	after := treeState(t, dir)
	for k, v := range after {
		if w, ok := before[k]; !ok || w != v {
			t.Errorf("%s was created or changed", k)
		}
	}
	for k := range before {
		if _, ok := after[k]; !ok {
			t.Errorf("%s was removed", k)
		}
	}

	// The message names a section the guide has.
	doc, err := os.ReadFile(filepath.Join("..", "docs", "cluster.md"))
	skOK(t, err)
	if !strings.Contains(string(doc), "\n## "+clusterRestoreSection+"\n") {
		t.Fatalf("docs/cluster.md has no section %q", clusterRestoreSection)
	}
}
