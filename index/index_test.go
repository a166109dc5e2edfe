package index

import (
	"errors"
	"slices"
	"testing"
)

// mustOpen opens an index in a fresh temporary folder, closed when the test ends.
func mustOpen(t testing.TB, dir, stamp string) (*Index, bool) {
	t.Helper()
	ix, fresh, err := Open(dir, stamp)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = ix.Close() })
	return ix, fresh
}

// mustBuild opens a new index and rebuilds it from docs at sequence 1.
func mustBuild(t testing.TB, docs []Doc) *Index {
	t.Helper()
	ix, _ := mustOpen(t, t.TempDir(), "test")
	if err := ix.Rebuild(1, from(docs)); err != nil {
		t.Fatal(err)
	}
	return ix
}

// from is the source function Rebuild and Verify take, over a slice.
func from(docs []Doc) func(yield func(Doc) error) error {
	return func(yield func(Doc) error) error {
		for _, d := range docs {
			if err := yield(d); err != nil {
				return err
			}
		}
		return nil
	}
}

func find(t *testing.T, ix *Index, q string) []uint64 {
	t.Helper()
	hits, _, err := ix.Search(q, Query{})
	if err != nil {
		t.Fatal(err)
	}
	return ids(hits)
}

func TestStampChangeMeansRebuild(t *testing.T) {
	dir := t.TempDir()
	ix, fresh, err := Open(dir, "datos-1")
	if err != nil {
		t.Fatal(err)
	}
	if fresh {
		t.Fatal("a new index opened fresh")
	}
	if err := ix.Rebuild(5, from(searchDocs)); err != nil {
		t.Fatal(err)
	}
	if err := ix.Close(); err != nil {
		t.Fatal(err)
	}

	ix, fresh, err = Open(dir, "datos-1")
	if err != nil {
		t.Fatal(err)
	}
	if !fresh || ix.Seq() != 5 || len(find(t, ix, "leche")) != 2 {
		t.Fatalf("same stamp: fresh %v, seq %d, want a fresh index at 5", fresh, ix.Seq())
	}
	if err := ix.Close(); err != nil {
		t.Fatal(err)
	}

	ix, fresh = mustOpen(t, dir, "datos-2")
	if fresh || ix.Seq() != 0 || len(find(t, ix, "leche")) != 0 {
		t.Fatalf("new stamp: fresh %v, seq %d, want an empty stale index", fresh, ix.Seq())
	}
}

func TestApplyThenSearch(t *testing.T) {
	ix, _ := mustOpen(t, t.TempDir(), "test")
	taladro := Doc{ID: 40, Codigo: "HER-1", Nombre: "Taladro percutor", Activo: true}
	if err := ix.Apply(1, []Doc{taladro}, nil); err != nil {
		t.Fatal(err)
	}
	if got := find(t, ix, "tala"); !slices.Equal(got, []uint64{40}) {
		t.Fatalf("after insert: %v", got)
	}

	taladro.Nombre = "Amoladora angular"
	if err := ix.Apply(2, []Doc{taladro}, nil); err != nil {
		t.Fatal(err)
	}
	if got := find(t, ix, "tala"); len(got) != 0 {
		t.Fatalf("after rename the old name still finds %v", got)
	}
	if got := find(t, ix, "amol"); !slices.Equal(got, []uint64{40}) {
		t.Fatalf("after rename: %v", got)
	}

	// A batch announced late is written, but the sequence does not move back.
	brocha := Doc{ID: 41, Codigo: "HER-2", Nombre: "Brocha angular", Activo: true}
	if err := ix.Apply(1, []Doc{brocha}, nil); err != nil {
		t.Fatal(err)
	}
	if got := find(t, ix, "brocha"); !slices.Equal(got, []uint64{41}) || ix.Seq() != 2 {
		t.Fatalf("late batch: hits %v, seq %d; want [41] at 2", got, ix.Seq())
	}

	if err := ix.Apply(3, nil, []uint64{40}); err != nil {
		t.Fatal(err)
	}
	if got := find(t, ix, "amol"); len(got) != 0 {
		t.Fatalf("after delete: %v", got)
	}
	if ix.Seq() != 3 {
		t.Fatalf("Seq = %d, want 3", ix.Seq())
	}
}

func TestRebuildReplaces(t *testing.T) {
	ix := mustBuild(t, searchDocs)
	next := []Doc{{ID: 100, Codigo: "NEW-1", Nombre: "Martillo de goma", Activo: true}}
	if err := ix.Rebuild(9, from(next)); err != nil {
		t.Fatal(err)
	}
	if got := find(t, ix, "leche"); len(got) != 0 {
		t.Fatalf("old documents survived the rebuild: %v", got)
	}
	if got := find(t, ix, "martillo goma"); !slices.Equal(got, []uint64{100}) {
		t.Fatalf("rebuilt index finds %v", got)
	}
	if ix.Seq() != 9 {
		t.Fatalf("Seq = %d, want 9", ix.Seq())
	}
}

func TestFailedRebuildKeepsServingButIsStale(t *testing.T) {
	dir := t.TempDir()
	ix, _ := mustOpen(t, dir, "s")
	if err := ix.Rebuild(1, from(searchDocs)); err != nil {
		t.Fatal(err)
	}
	boom := errors.New("lectura fallida")
	err := ix.Rebuild(2, func(yield func(Doc) error) error {
		_ = yield(searchDocs[0])
		return boom
	})
	if !errors.Is(err, boom) {
		t.Fatalf("Rebuild error = %v, want %v", err, boom)
	}
	if got := find(t, ix, "leche"); len(got) != 2 || ix.Seq() != 1 {
		t.Fatalf("after a failed rebuild: hits %v, seq %d", got, ix.Seq())
	}
	if err := ix.Close(); err != nil {
		t.Fatal(err)
	}
	_, fresh := mustOpen(t, dir, "s")
	if fresh {
		t.Fatal("an index whose rebuild failed opened fresh")
	}
}

func TestSeqSurvivesReopen(t *testing.T) {
	dir := t.TempDir()
	ix, _ := mustOpen(t, dir, "s")
	if err := ix.Rebuild(3, from(searchDocs)); err != nil {
		t.Fatal(err)
	}
	d := Doc{ID: 77, Codigo: "SEQ-7", Nombre: "Brocha de cerda", Activo: true}
	if err := ix.Apply(7, []Doc{d}, []uint64{1}); err != nil {
		t.Fatal(err)
	}
	if err := ix.Close(); err != nil {
		t.Fatal(err)
	}
	if _, _, err := ix.Search("brocha", Query{}); !errors.Is(err, ErrClosed) {
		t.Fatalf("Search after Close: %v, want ErrClosed", err)
	}

	ix, fresh := mustOpen(t, dir, "s")
	if !fresh || ix.Seq() != 7 {
		t.Fatalf("reopened: fresh %v, seq %d, want fresh at 7", fresh, ix.Seq())
	}
	if got := find(t, ix, "brocha"); !slices.Equal(got, []uint64{77}) {
		t.Fatalf("applied document after reopen: %v", got)
	}
	if got := find(t, ix, "taladro percutor"); len(got) != 0 {
		t.Fatalf("applied delete after reopen: %v", got)
	}
}

func TestVerify(t *testing.T) {
	ix := mustBuild(t, searchDocs[:8])
	src := slices.Clone(searchDocs[:10])
	src = slices.Delete(src, 4, 5)     // 5 is indexed but gone from the source: extra
	src[0].Nombre = "Taladro percutor" // 1 changed in the source only: stale
	missing, extra, stale, err := ix.Verify(from(src))
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(missing, []uint64{9, 10}) || !slices.Equal(extra, []uint64{5}) ||
		!slices.Equal(stale, []uint64{1}) {
		t.Fatalf("Verify: missing %v extra %v stale %v; want [9 10] [5] [1]", missing, extra, stale)
	}

	clean := mustBuild(t, searchDocs)
	missing, extra, stale, err = clean.Verify(from(searchDocs))
	if err != nil || len(missing)+len(extra)+len(stale) != 0 {
		t.Fatalf("Verify of a clean index: %v %v %v %v", missing, extra, stale, err)
	}
}

func TestSearchWhileWriting(t *testing.T) {
	ix := mustBuild(t, searchDocs)
	done := make(chan struct{})
	errs := make(chan error, 1)
	go func() {
		defer close(errs)
		for {
			select {
			case <-done:
				return
			default:
			}
			if _, _, err := ix.Search("leche", Query{}); err != nil {
				errs <- err
				return
			}
		}
	}()
	for seq := uint64(2); seq < 6; seq++ {
		d := Doc{ID: 500 + seq, Codigo: "W", Nombre: "Leche chocolatada", Activo: true}
		if err := ix.Apply(seq, []Doc{d}, nil); err != nil {
			t.Fatal(err)
		}
	}
	if err := ix.Rebuild(6, from(searchDocs)); err != nil {
		t.Fatal(err)
	}
	close(done)
	if err := <-errs; err != nil {
		t.Fatal(err)
	}
}
