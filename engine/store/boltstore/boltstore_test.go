package boltstore

import (
	"path/filepath"
	"testing"

	"sgc/engine/store"
	"sgc/engine/store/storetest"
)

func openTest(t *testing.T) *Store {
	t.Helper()
	// Parts of a few hundred bytes: a large write of the suite commits many.
	s, err := Open(filepath.Join(t.TempDir(), "sgc.db"), Options{NoSync: true, PartBytes: 300})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestConformance(t *testing.T) {
	storetest.Run(t, func(t *testing.T) store.Store { return openTest(t) })
}

// TestConformanceOverlay runs the suite with every write, the first of each
// group included, through an overlay.
func TestConformanceOverlay(t *testing.T) {
	storetest.Run(t, func(t *testing.T) store.Store {
		s := openTest(t)
		s.g.OverlayFirst = true
		return s
	})
}
