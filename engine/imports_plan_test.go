package engine

import (
	"reflect"
	"testing"
)

// TestImportPlanKept: the plan an import keeps, written a row at a time,
// reads back as the simulated one (less the earlier import it named).
func TestImportPlanKept(t *testing.T) {
	e := mustOpen(t)
	mdAddBranch(t, e, "Sucursal Norte")
	req := &ImportRequest{Kind: ImportProductos, File: `catálogo "<nuevo>".xlsx`, Hash: "h1", Sheets: []ImportSheet{imProducts("Sucursal Norte")}}
	pl, rec, err := e.Import(superActor(), req)
	if err != nil || rec == nil {
		t.Fatal(err)
	}
	kept, err := e.ImportPlanOf(superActor(), rec.ID)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(&kept, pl) {
		t.Fatalf("kept plan\n%+v\nsimulated\n%+v", kept, *pl)
	}
}
