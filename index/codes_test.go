package index

import (
	"fmt"
	"slices"
	"testing"
)

// search runs ix.Search and fails the test on an error.
func search(t *testing.T, ix *Index, q string, opt Query) ([]uint64, int) {
	t.Helper()
	hits, total, err := ix.Search(q, opt)
	if err != nil {
		t.Fatal(err)
	}
	return ids(hits), total
}

// TestScannedCodes sends a code as a scanner or a hurried hand does: in any
// case, with blanks and a line end around it. Each form finds what the code
// as printed finds, the product of that code first.
func TestScannedCodes(t *testing.T) {
	ix := mustBuild(t, append(slices.Clone(searchDocs), Doc{ID: 14, Codigo: "AÑO-2025", Nombre: "Agenda", Activo: true}))
	for _, tc := range []struct {
		printed string
		forms   []string
		first   uint64
	}{
		{"PRD-0012", []string{"prd-0012", "  Prd-0012\r\n", "\tPRD-0012 "}, 1},
		{"PRD-001", []string{"prd-001\n", " PRD-001"}, 7},
		{"PROVEEDOR-ANDINO-REF-00000000000042", []string{" proveedor-andino-ref-00000000000042\r\n"}, 12},
		{"AÑO-2025", []string{"año-2025", "ANO-2025\n"}, 14},
	} {
		want, wantTotal := search(t, ix, tc.printed, Query{OnlyActive: true})
		if len(want) == 0 || want[0] != tc.first {
			t.Fatalf("%q: %v, want %d first", tc.printed, want, tc.first)
		}
		for _, f := range tc.forms {
			if got, total := search(t, ix, f, Query{OnlyActive: true}); !slices.Equal(got, want) || total != wantTotal {
				t.Errorf("%q: %v (total %d), want %v (total %d) as for %q", f, got, total, want, wantTotal, tc.printed)
			}
		}
	}
	if got, _ := search(t, ix, "PRD-0012X", Query{}); len(got) != 0 {
		t.Errorf("a code no product has: %v", got)
	}
}

// TestCodeTableFollowsApply changes, deactivates and deletes products, one
// by one and in a batch large enough to be laid out again, and after a
// reopen, which reads the table back from the index: the code tier answers
// the same each time, and Verify finds the table in step.
func TestCodeTableFollowsApply(t *testing.T) {
	moved := searchDocs[6] // PRD-001
	moved.Codigo = "XYZ-9"
	off := searchDocs[0] // PRD-0012
	off.Activo = false
	changes := []Doc{moved, off}
	var filler []Doc
	for i := range 40 {
		filler = append(filler, Doc{ID: uint64(100 + i), Codigo: fmt.Sprintf("REL-%03d", i), Nombre: "Relleno", Activo: true})
	}
	check := func(t *testing.T, ix *Index, src []Doc) {
		t.Helper()
		for _, tc := range []struct {
			q     string
			opt   Query
			want  []uint64
			total int
		}{
			{"PRD-001", Query{OnlyActive: true}, []uint64{3, 11}, 2},
			{"prd-001", Query{}, []uint64{1, 3, 11}, 3},
			{"xyz-9", Query{}, []uint64{7}, 1},
			{"PRD-0", Query{IDs: []uint64{6, 1, 9, 1}}, []uint64{1, 6}, 2},
			{"PRD-0", Query{IDs: []uint64{6, 1}, OnlyActive: true}, []uint64{6}, 1},
		} {
			if got, total := search(t, ix, tc.q, tc.opt); !slices.Equal(got, tc.want) || total != tc.total {
				t.Errorf("%q %+v: %v (total %d), want %v (total %d)", tc.q, tc.opt, got, total, tc.want, tc.total)
			}
		}
		missing, extra, stale, err := ix.Verify(from(src))
		if err != nil || len(missing)+len(extra)+len(stale) != 0 {
			t.Errorf("Verify: missing %v extra %v stale %v %v", missing, extra, stale, err)
		}
	}
	src := []Doc{moved, off}
	for _, d := range searchDocs {
		if d.ID != moved.ID && d.ID != off.ID && d.ID != 2 {
			src = append(src, d)
		}
	}

	t.Run("one by one", func(t *testing.T) {
		ix := mustBuild(t, searchDocs)
		for i, d := range changes {
			if err := ix.Apply(uint64(2+i), []Doc{d}, nil); err != nil {
				t.Fatal(err)
			}
		}
		if err := ix.Apply(5, nil, []uint64{2}); err != nil {
			t.Fatal(err)
		}
		check(t, ix, src)
	})
	t.Run("in a batch, then reopened", func(t *testing.T) {
		dir := t.TempDir()
		ix, _ := mustOpen(t, dir, "test")
		if err := ix.Rebuild(1, from(searchDocs)); err != nil {
			t.Fatal(err)
		}
		if err := ix.Apply(2, append(slices.Clone(changes), filler...), []uint64{2}); err != nil {
			t.Fatal(err)
		}
		all := append(slices.Clone(src), filler...)
		check(t, ix, all)
		if err := ix.Close(); err != nil {
			t.Fatal(err)
		}
		again, fresh := mustOpen(t, dir, "test")
		if !fresh {
			t.Fatal("the index opened stale")
		}
		check(t, again, all)
	})
}

// TestInactiveCodeAloneAtItsLength edits and deletes inactive products whose
// code length no active product has, so their level of active codes does
// not exist.
func TestInactiveCodeAloneAtItsLength(t *testing.T) {
	ix := mustBuild(t, []Doc{{ID: 1, Codigo: "A-1", Nombre: "Uno", Activo: false}, {ID: 2, Codigo: "BB-22", Nombre: "Dos", Activo: false}})
	if err := ix.Apply(2, []Doc{{ID: 1, Codigo: "A-2", Nombre: "Uno", Activo: false}}, []uint64{2}); err != nil {
		t.Fatal(err)
	}
	if got, total := search(t, ix, "a-", Query{}); !slices.Equal(got, []uint64{1}) || total != 1 {
		t.Fatalf("a-: %v (total %d)", got, total)
	}
	if got, _ := search(t, ix, "a-", Query{OnlyActive: true}); len(got) != 0 {
		t.Fatalf("a- among the active: %v", got)
	}
}

// TestVerifyNamesStaleCodeTable damages the code table behind the index's
// back: Verify names the product whose code row differs and the row no
// product explains.
func TestVerifyNamesStaleCodeTable(t *testing.T) {
	ix := mustBuild(t, searchDocs)
	ix.mu.Lock()
	ix.codes.rows[4] = codeRow{code: "tal-9", active: true}
	ix.codes.rows[999] = codeRow{code: "nada", active: true}
	ix.mu.Unlock()
	missing, extra, stale, err := ix.Verify(from(searchDocs))
	if err != nil || len(missing) != 0 || !slices.Equal(extra, []uint64{999}) || !slices.Equal(stale, []uint64{4}) {
		t.Fatalf("Verify: missing %v extra %v stale %v %v; want extra [999] stale [4]", missing, extra, stale, err)
	}
}
