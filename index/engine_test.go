package index

import (
	"fmt"
	"log/slog"
	"strings"
	"testing"
	"time"

	"sgc/engine"
	"sgc/engine/importfile"
)

// TestAttachFollowsALargeImport: one commit that creates more products than
// one index batch takes (an import) reaches the index whole, every batch of
// it searchable, and the index records the commit's sequence only once the
// last batch is in.
func TestAttachFollowsALargeImport(t *testing.T) {
	eng, err := engine.Open(t.TempDir(), engine.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { eng.Close() })
	if _, _, err := eng.Bootstrap("clave-de-prueba-1"); err != nil {
		t.Fatal(err)
	}
	ix, err := Attach(eng, slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ix.Close() })

	n := 2*applyChunk + applyChunk/2
	var csv strings.Builder
	csv.WriteString("codigo;producto;unidad;categoria;costo;precio\n")
	for i := range n {
		fmt.Fprintf(&csv, "IMP-%05d;Martillo importado %d;Pieza;Herramientas;10,00;15,00\n", i, i)
	}
	f, err := importfile.Read("productos.csv", []byte(csv.String()), importfile.Options{})
	if err != nil {
		t.Fatal(err)
	}
	super := engine.Actor{UserID: 1, Usuario: "admin", Roles: []string{engine.RoleSuper}, Home: 1, Branch: 1}
	if _, _, err := eng.Import(super, &engine.ImportRequest{Kind: engine.ImportProductos, Hash: f.Hash, Sheets: f.Sheets}); err != nil {
		t.Fatal(err)
	}

	// Subscribers are told after the commit; wait for the last batch.
	deadline := time.Now().Add(30 * time.Second)
	for ix.Seq() != eng.ProductSeq() {
		if time.Now().After(deadline) {
			t.Fatalf("index at sequence %d, engine at %d", ix.Seq(), eng.ProductSeq())
		}
		time.Sleep(20 * time.Millisecond)
	}
	for _, i := range []int{0, applyChunk - 1, applyChunk, n - 1} {
		code := fmt.Sprintf("IMP-%05d", i)
		hits, _, err := ix.Search(code, Query{})
		if err != nil || len(hits) == 0 {
			t.Fatalf("%s not found (%v)", code, err)
		}
	}
	if _, total, _ := ix.Search("martillo", Query{}); total != n {
		t.Fatalf("martillo: %d products indexed, want %d", total, n)
	}
}
