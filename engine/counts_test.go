package engine

import "testing"

func TestInventoryCount(t *testing.T) {
	w := skSetup(t)
	w.buy(t, 10, 4000, w.p[0], w.p[1], w.p[2])
	_, err := w.e.CountRows(w.seller, MainBranch, false)
	skCode(t, err, CodeForbidden)
	skCode(t, w.e.InitCount(w.inventario, w.b2), CodeForbidden)

	// Before Reiniciar Conteo nothing is under count (not "REVISADO").
	rows, err := w.e.CountRows(w.inventario, MainBranch, true)
	skOK(t, err)
	if len(rows) != 3 || rows[0].EnConteo || rows[0].CantidadExistente != nil {
		t.Fatalf("rows before any count: %+v", rows)
	}
	skOK(t, w.e.InitCount(w.inventario, MainBranch))
	rows, err = w.e.CountRows(w.inventario, MainBranch, true)
	skOK(t, err)
	if len(rows) != 3 || !rows[0].EnConteo || rows[0].CantidadExistente == nil || *rows[0].CantidadExistente != CountUnreviewed || rows[0].CostoUnitario != nil {
		t.Fatalf("rows after init: %+v", rows)
	}
	if other, _ := w.e.CountRows(w.super, w.b2, false); len(other) == 0 || other[0].EnConteo {
		t.Fatalf("another branch's count started too: %+v", other)
	}
	wantField(t, w.e.RegisterCount(w.inventario, MainBranch, w.p[0], -3), "cantidad_existente")
	skOK(t, w.e.RegisterCount(w.inventario, MainBranch, w.p[0], CountComplete))
	skOK(t, w.e.RegisterCount(w.inventario, MainBranch, w.p[1], 7))  // 3 missing
	skOK(t, w.e.RegisterCount(w.inventario, MainBranch, w.p[2], 12)) // 2 found
	skOK(t, w.e.RegisterCount(w.inventario, MainBranch, w.p[3], 4))  // never had stock here
	rows, _ = w.e.CountRows(w.super, MainBranch, false)
	if rows[0].CantidadExistente != nil || *rows[1].CantidadExistente != 7 || rows[0].CostoUnitario == nil {
		t.Fatalf("rows after registering: %+v", rows)
	}

	changed, err := w.e.ApplyCount(w.inventario, MainBranch)
	skOK(t, err)
	if changed != 3 || w.stock(t, MainBranch, w.p[0]) != 10 || w.stock(t, MainBranch, w.p[1]) != 7 ||
		w.stock(t, MainBranch, w.p[2]) != 12 || w.stock(t, MainBranch, w.p[3]) != 4 {
		t.Fatalf("after apply: %d changed", changed)
	}
	k, _ := w.e.Kardex(w.super, w.p[1], MainBranch)
	if last := k.Data[len(k.Data)-1]; last.Tipo != KardexAjuste || last.Cantidad != -3 || last.Saldo != 7 {
		t.Fatalf("kardex ajuste: %+v", last)
	}
	rows, _ = w.e.CountRows(w.super, MainBranch, false)
	for _, r := range rows {
		if r.CantidadExistente != nil || !r.EnConteo {
			t.Fatalf("a counted row stays counted after apply: %+v", r)
		}
	}
	if changed, _ = w.e.ApplyCount(w.super, MainBranch); changed != 0 {
		t.Fatal("a second apply changed stock")
	}
}
